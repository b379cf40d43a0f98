/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * For jest only: the queries of the requests the mocked api-fetch got for a route, in order (a preview's
 * requests, to tell what it asked the server to draw).
 *
 * @param route The route's path, without its query.
 */
export const routeQueries = ( route: string ) =>
	jest
		.mocked( apiFetch )
		.mock.calls.map(
			( [ options ] ) => ( options as { path?: string } ).path ?? ''
		)
		.filter( ( path ) => path.startsWith( route ) )
		.map( ( path ) => new URLSearchParams( path.split( '?' )[ 1 ] ) );
