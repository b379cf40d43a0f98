/**
 * External dependencies
 */
import { settingsApiDouble } from '@shop-bundle/admin-settings/testing/settings-api-double';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { FilterSettings } from '../types';

export const stored: FilterSettings = {
	ajax: true,
	autosubmit: true,
	overlay: true,
	hide_empty: true,
	show_counts: true,
	noindex_facets: 1,
	mobile: 'panel',
	default_filters: {
		facets: [
			{ facet: 'product_cat', type: 'checkbox' },
			{ facet: 'price', type: 'slider' },
			{ facet: 'rating' },
		],
		more_limit: 6,
	},
};

interface FetchOptions {
	path?: string;
	method?: string;
}

/** One route's answer: a value to resolve with, or a function of the call (throw to reject). */
export type RouteAnswer = ( options: FetchOptions ) => unknown;

/**
 * The mocked api-fetch (`jest.mock( '@wordpress/api-fetch' )` in the test file): /wp/v2/settings as
 * settingsApiDouble serves it, other paths from `routes` ("GET /path" or "POST /path"), anything else a 404 as the
 * REST API gives for a route it does not have.
 *
 * @param routes    Answers by method and path.
 * @param saveError What a settings POST rejects with.
 */
export function mockApi(
	routes: Record< string, RouteAnswer > = {},
	saveError?: unknown
) {
	const settings = settingsApiDouble( 'shop_filter_settings', stored, {
		saveError,
	} ).getMockImplementation() as (
		options: FetchOptions
	) => Promise< unknown >;
	jest.mocked( apiFetch ).mockImplementation( ( ( options: FetchOptions ) => {
		if ( options.path === '/wp/v2/settings' ) {
			return settings( options );
		}
		const answer =
			routes[ `${ options.method ?? 'GET' } ${ options.path }` ];
		if ( ! answer ) {
			return Promise.reject( {
				code: 'rest_no_route',
				message:
					'No route was found matching the URL and request method.',
				data: { status: 404 },
			} );
		}
		try {
			return Promise.resolve( answer( options ) );
		} catch ( error ) {
			return Promise.reject( error );
		}
	} ) as unknown as typeof apiFetch );
}
