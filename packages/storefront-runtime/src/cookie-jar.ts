/**
 * The one place that reads and writes `document.cookie`. Values are stored as given: encode them
 * (`encodeURIComponent`) before writing when they may hold `;`, `,` or spaces, and decode what you read.
 */

/** Attributes of a cookie write. */
export interface CookieAttributes {
	/** Default `/`. */
	path?: string;
	/** Lifetime in seconds; without it the cookie lasts for the browser session. 0 deletes it. */
	maxAge?: number;
	/** Default `Lax`. */
	sameSite?: 'Lax' | 'Strict' | 'None';
	/** Default: whether the page is served over https. */
	secure?: boolean;
	/** Without it the cookie is host-only. */
	domain?: string;
}

/**
 * Every cookie of the page as name and raw value, in the browser's order.
 *
 * @param doc The page.
 */
export function readCookies( doc: Document ): Array< [ string, string ] > {
	const cookies: Array< [ string, string ] > = [];
	for ( const pair of doc.cookie.split( ';' ) ) {
		const at = pair.indexOf( '=' );
		// A cookie set without `=` has an empty name in browsers: it is its value.
		const name = ( at < 0 ? '' : pair.slice( 0, at ) ).trim();
		const value = pair.slice( at + 1 ).trim();
		if ( name || value ) {
			cookies.push( [ name, value ] );
		}
	}
	return cookies;
}

/**
 * The names of the page's cookies.
 *
 * @param doc The page.
 */
export const cookieNames = ( doc: Document ): string[] =>
	readCookies( doc )
		.map( ( [ name ] ) => name )
		.filter( ( name ) => name !== '' );

/**
 * The raw value of one cookie, or null when the page has none of that name.
 *
 * @param doc  The page.
 * @param name Cookie name.
 */
export function readCookie( doc: Document, name: string ): string | null {
	return (
		readCookies( doc ).find( ( [ key ] ) => key === name )?.[ 1 ] ?? null
	);
}

/**
 * The `document.cookie` assignment for a write (also the one place the attribute string is built).
 *
 * @param doc        The page (for the https default of `Secure`).
 * @param name       Cookie name.
 * @param value      Raw value.
 * @param attributes Attributes.
 */
export function cookieString(
	doc: Document,
	name: string,
	value: string,
	attributes: CookieAttributes = {}
): string {
	const {
		path = '/',
		maxAge,
		sameSite = 'Lax',
		secure = doc.location?.protocol === 'https:',
		domain,
	} = attributes;
	return `${ name }=${ value }; path=${ path }${
		maxAge === undefined ? '' : `; max-age=${ Math.round( maxAge ) }`
	}${ domain ? `; domain=${ domain }` : '' }; SameSite=${ sameSite }${
		secure ? '; Secure' : ''
	}`;
}

/**
 * Writes a cookie.
 *
 * @param doc        The page.
 * @param name       Cookie name.
 * @param value      Raw value.
 * @param attributes Path, lifetime (none: a session cookie), SameSite, Secure, domain.
 */
export function writeCookie(
	doc: Document,
	name: string,
	value: string,
	attributes: CookieAttributes = {}
): void {
	doc.cookie = cookieString( doc, name, value, attributes );
}

/**
 * Deletes a cookie. A cookie is only deleted with the path and domain it was set with.
 *
 * @param doc        The page.
 * @param name       Cookie name.
 * @param attributes Its path (default `/`) and domain (none: the host-only cookie).
 */
export function deleteCookie(
	doc: Document,
	name: string,
	attributes: Pick< CookieAttributes, 'path' | 'domain' > = {}
): void {
	writeCookie( doc, name, '', { ...attributes, maxAge: 0 } );
}
