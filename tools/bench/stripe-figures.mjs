/**
 * Pure helpers of the shop-stripe-gateway bench (tools/bench/stripe.mjs): which hosts are Stripe's, the cart cookie
 * a request carries, and the HTTP count the stack's bench mu-plugin prints at the end of a page.
 */

/**
 * Whether a URL is on one of Stripe's hosts: stripe.com and any subdomain (js., api., r., hooks., …) and
 * stripe.network (m.stripe.network, the element's metrics frame).
 *
 * @param {string} url
 * @return {boolean} Stripe's or not; an unparsable URL is not.
 */
export function isStripeUrl( url ) {
	let host;
	try {
		host = new URL( url ).hostname;
	} catch {
		return false;
	}
	return /(^|\.)stripe\.(com|network)$/.test( host );
}

/**
 * The `Cookie` header a browser would send after these `Set-Cookie` answers (name=value only; a later value of a name
 * wins, an emptied or deleted one is dropped).
 *
 * @param {string[]} setCookies Each a `Set-Cookie` header's value.
 * @return {string} e.g. `woocommerce_items_in_cart=1; wp_woocommerce_session_…=…`.
 */
export function cookieHeader( setCookies ) {
	/** @type {Map<string, string>} */
	const jar = new Map();
	for ( const line of setCookies ) {
		const pair = line.split( ';' )[ 0 ];
		const at = pair.indexOf( '=' );
		if ( at < 1 ) {
			continue;
		}
		const name = pair.slice( 0, at ).trim();
		const value = pair.slice( at + 1 ).trim();
		const expired =
			/;\s*expires=[^;]*19[0-9]{2}/i.test( line ) ||
			/;\s*max-age=(0|-\d+)/i.test( line );
		if ( value === '' || value === 'deleted' || expired ) {
			jar.delete( name );
		} else {
			jar.set( name, value );
		}
	}
	return [ ...jar ]
		.map( ( [ name, value ] ) => `${ name }=${ value }` )
		.join( '; ' );
}

/**
 * The count `X-Shop-Bench-Count-Http: 1` makes the stack print at the end of a page.
 *
 * @param {string} html The page.
 * @return {{total: number, stripe: number} | null} Calls to WordPress's HTTP API, and to Stripe among them; null
 *         when the page has no count (the mu-plugin is missing, or the request was no page render).
 */
export function httpCount( html ) {
	const match = /<!-- shop-bench-http: total=(\d+) stripe=(\d+) -->\s*$/.exec(
		html
	);
	return match
		? { total: Number( match[ 1 ] ), stripe: Number( match[ 2 ] ) }
		: null;
}
