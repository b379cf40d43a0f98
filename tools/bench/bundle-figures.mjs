/**
 * Pure helpers of the whole-bundle bench (tools/bench/bundle.mjs): the budgets of issue 27, the spread of paired
 * differences, and a PASS/OVER per cell.
 */
import { median } from './server-time.mjs';

/** Issue 27, "Budgets": the whole bundle against bare Twenty Twenty-Five + WooCommerce on the same site. */
export const BUDGETS = {
	// First visit (no cookies, consent undecided): page JS beyond bare; the shop carries the filter too.
	firstVisitJsGzip: 15 * 1024,
	firstVisitShopJsGzip: 20 * 1024,
	// Returning visitor (consent decided, a prior visit): our JS, and requests beyond bare.
	returningOursGzip: 15 * 1024,
	returningRequests: 5,
	htmlGzip: 8 * 1024,
	serverMs: 0,
	lcpMs: 50,
	layoutShift: 0,
	thirdPartyRequests: 0,
};

/**
 * A range the median of paired differences lies in with about 95 % confidence (the sign test's order statistics:
 * no assumption about the noise's shape), and the middle half of the differences.
 *
 * @param {number[]} diffs Each pair's a minus b.
 * @return {{median: number, low: number, high: number, q1: number, q3: number}} Milliseconds.
 */
export function spread( diffs ) {
	const sorted = [ ...diffs ].sort( ( a, b ) => a - b );
	const n = sorted.length;
	const k = Math.max( 0, Math.floor( n / 2 - 0.98 * Math.sqrt( n ) ) );
	const at = ( q ) => sorted[ Math.min( n - 1, Math.floor( q * n ) ) ];
	return {
		median: median( sorted ),
		low: sorted[ k ],
		high: sorted[ n - 1 - k ],
		q1: at( 0.25 ),
		q3: at( 0.75 ),
	};
}

/**
 * @param {number} value
 * @param {number} [digits]
 * @return {string} e.g. `+1.5`, `-0.2`, `0.0`.
 */
export function signed( value, digits = 1 ) {
	const text = value.toFixed( digits );
	return value > 0 && Number( text ) !== 0 ? `+${ text }` : text;
}

/**
 * The JS budget of a first visit to a page: the shop's includes the filter.
 *
 * @param {string} name The page's name (pages.mjs).
 * @return {number} Bytes, gzipped.
 */
export const firstVisitJsBudget = ( name ) =>
	name === 'shop' ? BUDGETS.firstVisitShopJsGzip : BUDGETS.firstVisitJsGzip;

/**
 * Whether an HTML page was rendered by the bundle or by bare WooCommerce, from the files it links.
 *
 * @param {string} html
 * @return {'bundle'|'bare'|'mixed'|'neither'} bundle: shop-theme; bare: Twenty Twenty-Five and no file of ours.
 */
export function renderedBy( html ) {
	const theme = html.includes( '/wp-content/themes/shop-theme/' );
	const bare = html.includes( '/wp-content/themes/twentytwentyfive/' );
	if ( theme && ! bare ) {
		return 'bundle';
	}
	const ours =
		/\/wp-content\/(plugins\/shop-[\w-]+|themes\/shop-theme)\//.test(
			html
		);
	if ( bare && ! ours ) {
		return 'bare';
	}
	return ours && bare ? 'mixed' : 'neither';
}
