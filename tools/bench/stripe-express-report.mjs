/**
 * The report of issue 31's express checkout figures (stripe-express.mjs measures them): pure, so what it says of a
 * page without the express container is tested (tools/bench/test/stripe-express-report.js).
 */
import { expressCaveat } from './stripe-figures.mjs';

/**
 * @typedef {Object} ExpressRow One page, express on or off.
 * @property {string}                                                           name             The page.
 * @property {boolean}                                                          express          Express enabled.
 * @property {string[]}                                                         containers       The express containers' locations.
 * @property {{total: number, stripe: number}|null}                             calls            HTTP calls of the render.
 * @property {number}                                                           viewportHeight   The visit's viewport.
 * @property {number|null}                                                      topAtLoad        The container's top at load.
 * @property {number}                                                           stripeBeforeNear Stripe requests before it neared.
 * @property {number}                                                           stripeAfterReach Stripe requests in all.
 * @property {{url: string, gzip: number}[]}                                    ourScripts       Our scripts, gzipped.
 * @property {number}                                                           ourBytes         Their bytes as served.
 * @property {number}                                                           ourGzip          Their gzipped bytes.
 * @property {{onMs: number, offMs: number, diffMs: number, runs: number}|null} server           Server time, express on and off.
 * @property {{onMs: number, offMs: number, diffMs: number, runs: number}|null} [plugin]         Server time, the plugin on (express on) and left out.
 */

export const EXPRESS_BUDGETS = {
	ourGzipEnabled: 8 * 1024,
	stripeBeforeNear: 0,
	serverAddedMs: 3,
	apiCallsOnRender: 0,
	stripeRequestsDisabled: 0,
	ourBytesDisabled: 0,
};

/**
 * PASS or OVER, or NOT MEASURED on a page without the express container (a figure of a page without express
 * checkout says nothing about express checkout).
 *
 * @param {boolean} measured
 * @param {boolean} ok
 */
const verdict = ( measured, ok ) => {
	if ( ! measured ) {
		return 'NOT MEASURED';
	}
	return ok ? 'PASS' : 'OVER';
};
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * The lines of (e) and (f), with PASS/OVER per budget.
 *
 * @param {ExpressRow[]} rows
 * @return {string[]} One line per figure.
 */
export function expressReport( rows ) {
	const lines = [];
	for ( const row of rows.filter( ( r ) => r.express ) ) {
		const caveat = expressCaveat( row );
		lines.push(
			`  (e) express on, ${ row.name }: ${
				row.containers.length
					? `containers ${ row.containers.join( ', ' ) }`
					: 'NO EXPRESS CONTAINER ON THE PAGE: the figures below measure a page without express'
			}`
		);
		if ( caveat && row.containers.length ) {
			lines.push( `  (e) ${ caveat }` );
		}
		lines.push(
			`  (e) Stripe requests before the button area is near the viewport: ${ row.stripeBeforeNear } (budget ${ EXPRESS_BUDGETS.stripeBeforeNear }) ${ verdict( row.containers.length > 0 && ! caveat, row.stripeBeforeNear <= EXPRESS_BUDGETS.stripeBeforeNear ) }; after scrolling to it: ${ row.stripeAfterReach }`
		);
		lines.push(
			`  (e) our JS: ${ row.ourScripts.map( ( s ) => `${ s.url } ${ kb( s.gzip ) } kB` ).join( ', ' ) || 'none' } = ${ kb( row.ourGzip ) } kB gz (budget ${ kb( EXPRESS_BUDGETS.ourGzipEnabled ) }) ${ verdict( row.containers.length > 0, row.ourGzip <= EXPRESS_BUDGETS.ourGzipEnabled ) }; Stripe.js beside it is Stripe's`
		);
		lines.push(
			row.server
				? `  (e) server time: ${ row.server.onMs.toFixed( 1 ) } ms express on, ${ row.server.offMs.toFixed( 1 ) } ms off, added ${ row.server.diffMs.toFixed( 1 ) } ms (median of ${ row.server.runs } pairs; budget < ${ EXPRESS_BUDGETS.serverAddedMs }) ${ verdict( true, row.server.diffMs < EXPRESS_BUDGETS.serverAddedMs ) }`
				: '  (e) server time added: not measured (no express container on the page)'
		);
		if ( row.plugin ) {
			lines.push(
				`  (e) upper bound, the whole plugin with express on: ${ row.plugin.onMs.toFixed( 1 ) } ms, ${ row.plugin.offMs.toFixed( 1 ) } ms without it, added ${ row.plugin.diffMs.toFixed( 1 ) } ms (median of ${ row.plugin.runs } pairs, no settings write between requests)`
			);
		}
		lines.push(
			`  (e) Stripe API calls while rendering: ${ row.calls ? `${ row.calls.stripe } (of ${ row.calls.total } HTTP)` : 'not counted' } (budget ${ EXPRESS_BUDGETS.apiCallsOnRender }) ${ verdict( row.containers.length > 0 && row.calls !== null, row.calls?.stripe <= EXPRESS_BUDGETS.apiCallsOnRender ) }`
		);
	}
	for ( const row of rows.filter( ( r ) => ! r.express ) ) {
		const stripe = row.stripeAfterReach;
		lines.push(
			`  (f) express off, ${ row.name }: ${ stripe } Stripe requests (budget ${ EXPRESS_BUDGETS.stripeRequestsDisabled }) ${ verdict( true, stripe <= EXPRESS_BUDGETS.stripeRequestsDisabled ) }, ${ row.ourBytes } bytes of ours (budget ${ EXPRESS_BUDGETS.ourBytesDisabled }) ${ verdict( true, row.ourBytes <= EXPRESS_BUDGETS.ourBytesDisabled ) }, ${ row.containers.length } express containers, Stripe API calls in render ${ row.calls ? row.calls.stripe : 'not counted' }`
		);
	}
	return lines;
}
