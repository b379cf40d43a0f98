import { gzipSync } from 'node:zlib';

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

/**
 * The express checkout containers of a page's HTML (issue 31's contract: `<div class="shop-stripe-express"
 * data-shop-stripe-express="product|cart|checkout" data-config="…">`).
 *
 * @param {string} html The page.
 * @return {string[]} Each container's location, in page order; none: no express container on the page.
 */
export function expressContainers( html ) {
	return [
		...html.matchAll( /\bdata-shop-stripe-express=(["'])([^"']*)\1/g ),
	].map( ( match ) => match[ 2 ] );
}

/** Stripe.js and the express script load when the container comes within this of the viewport (the contract). */
export const EXPRESS_ROOT_MARGIN = 300;

/**
 * Whether the button area is near the viewport, as the contract's IntersectionObserver (rootMargin 300px) sees it.
 *
 * @param {number} top            The container's top, from the viewport's top, in CSS pixels.
 * @param {number} viewportHeight The viewport's height.
 * @return {boolean} Near (or in view): the loader may ask Stripe.
 */
export function isNearViewport( top, viewportHeight ) {
	return top < viewportHeight + EXPRESS_ROOT_MARGIN;
}

/**
 * What the express figures of one page say in words, before any number: that the page has no express container,
 * or that its button area was already near the viewport when it loaded (so "before near" cannot be measured there).
 *
 * @param {{containers: string[], topAtLoad: number|null, viewportHeight: number}} seen
 * @return {string|null} The caveat, or null when the figures stand as measured.
 */
export function expressCaveat( { containers, topAtLoad, viewportHeight } ) {
	if ( containers.length === 0 ) {
		return 'no express container on the page';
	}
	if ( topAtLoad !== null && isNearViewport( topAtLoad, viewportHeight ) ) {
		return `the button area was ${ Math.round(
			topAtLoad
		) } px from the top of a ${ viewportHeight } px viewport at load, within ${ EXPRESS_ROOT_MARGIN } px: "before near" not measurable`;
	}
	return null;
}

/**
 * The contract's inline loader as one of our scripts: the inline `<script>`s printed in or right after the express
 * containers, which a script count by URL misses.
 *
 * @param {string[]} texts Each inline script's code, in page order (one per container).
 * @return {{url: string, bytes: number, gzip: number}|null} Its bytes as served and gzipped at level 9 (all
 *         together, as the page is compressed); null when there is none.
 */
export function inlineLoader( texts ) {
	if ( texts.length === 0 ) {
		return null;
	}
	const code = Buffer.from( texts.join( '\n' ) );
	return {
		url: `inline loader${ texts.length > 1 ? ` ×${ texts.length }` : '' }`,
		bytes: code.length,
		gzip: gzipSync( code, { level: 9 } ).length,
	};
}
