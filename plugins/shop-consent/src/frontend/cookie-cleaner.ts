/**
 * External dependencies
 */
import {
	cookieNames,
	deleteCookie,
} from '@shop-bundle/storefront-runtime/cookie-jar';

/**
 * Internal dependencies
 */
import { COOKIE_NAME } from './consent-cookie';

/**
 * Whether a cookie name matches a pattern where `*` stands for any run of characters (`_ga_*`, `_gat*`).
 *
 * @param name    Cookie name.
 * @param pattern Pattern.
 */
export function matchesPattern( name: string, pattern: string ): boolean {
	const source = pattern
		.split( '*' )
		.map( ( part ) => part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) )
		.join( '.*' );
	return new RegExp( `^${ source }$` ).test( name );
}

/**
 * The host and each parent domain a cookie may have been set on: `shop.example.com` gives
 * `shop.example.com`, `example.com`, `com` (browsers ignore the public suffixes).
 *
 * @param host Host name of the page.
 */
export function domainsOf( host: string ): string[] {
	const labels = host.split( '.' );
	return labels.map( ( _, index ) => labels.slice( index ).join( '.' ) );
}

/**
 * Deletes the cookies whose names match the patterns, on path `/`: host-only and on the host and every parent
 * domain, since trackers set theirs on the top domain. The consent cookie itself is never deleted.
 *
 * @param doc      The page.
 * @param patterns Name patterns.
 * @return The names deleted.
 */
export function clearCookies( doc: Document, patterns: string[] ): string[] {
	const names = cookieNames( doc ).filter(
		( name ) =>
			name !== COOKIE_NAME &&
			patterns.some( ( pattern ) => matchesPattern( name, pattern ) )
	);
	for ( const name of names ) {
		deleteCookie( doc, name );
		for ( const domain of domainsOf( doc.location.hostname ) ) {
			deleteCookie( doc, name, { domain: `.${ domain }` } );
		}
	}
	return names;
}
