/**
 * Internal dependencies
 */
import { matchesPattern } from '../../frontend/cookie-cleaner';
import type { ItemType, KnownCookie, KnownCookies, KnownHost } from './types';

/**
 * How specific a pattern is: its characters other than `*` (`wordpress_logged_in_*` beats `wordpress_*`).
 *
 * @param pattern Name pattern.
 */
const specificity = ( pattern: string ) => pattern.replace( /\*/g, '' ).length;

/**
 * The database entry for a cookie or storage key: the most specific matching pattern of the same type (the first
 * one on a tie), so the list's order does not matter and filters may add broader patterns.
 *
 * @param name  Cookie name or storage key.
 * @param type  Where it was found.
 * @param known The database.
 */
export function matchCookie(
	name: string,
	type: Exclude< ItemType, 'host' >,
	known: KnownCookies
): KnownCookie | null {
	let best: KnownCookie | null = null;
	for ( const entry of known.cookies ) {
		if (
			( entry.type ?? 'cookie' ) === type &&
			matchesPattern( name, entry.pattern ) &&
			( ! best ||
				specificity( entry.pattern ) > specificity( best.pattern ) )
		) {
			best = entry;
		}
	}
	return best;
}

/**
 * Whether a host is a known host or one of its subdomains.
 *
 * @param host  Host name found.
 * @param known Host of the database.
 */
export function hostMatches( host: string, known: string ): boolean {
	const name = host.toLowerCase();
	return name === known || name.endsWith( `.${ known }` );
}

/**
 * The database entry for a third-party host: the longest matching host (`bat.bing.com` beats `bing.com`).
 *
 * @param host  Host name.
 * @param known The database.
 */
export function matchHost(
	host: string,
	known: KnownCookies
): KnownHost | null {
	let best: KnownHost | null = null;
	for ( const entry of known.hosts ) {
		if (
			hostMatches( host, entry.host ) &&
			( ! best || entry.host.length > best.host.length )
		) {
			best = entry;
		}
	}
	return best;
}

/**
 * The cookies the database says a third-party host sets in its own context (YouTube's `YSC`): the site's pages
 * cannot read them, but a cookie policy lists them.
 *
 * @param host  Host name the page loaded from.
 * @param known The database.
 */
export function cookiesOfHost(
	host: string,
	known: KnownCookies
): KnownCookie[] {
	return known.cookies.filter(
		( entry ) => entry.host && hostMatches( host, entry.host )
	);
}
