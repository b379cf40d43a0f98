/**
 * One catalogue size of the filter bench: the index rebuilt, then every row of filter-requests.mjs sampled
 * round-robin after a warm-up, then the filter's assets on the shop page and on a page without the filter.
 */

/**
 * Internal dependencies
 */
import { benchRequests, selectionTotals } from './filter-requests.mjs';
import { percentile, sample } from './filter-timing.mjs';
import { adminCredentials, rebuildIndex } from './filter-index.mjs';
import { filterAssets } from './filter-assets.mjs';

const WARM_UP = 2;
/** A row stops sampling after this long once it has MIN_SAMPLES (the Store API's counts take seconds at 50,000). */
const ROW_BUDGET_MS = 120000;
const MIN_SAMPLES = 10;

/**
 * @typedef {Object} RowResult
 * @property {string}      key       Row key (filter-requests.mjs).
 * @property {string}      label     Row label.
 * @property {boolean}     available False when the route answered 404 (not built yet) or never 200.
 * @property {number}      [status]  The failing status.
 * @property {number}      [samples] Samples taken.
 * @property {number}      [p50]     Milliseconds.
 * @property {number}      [p95]     Milliseconds.
 * @property {number|null} [memory]  Highest PHP peak memory, bytes.
 */

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @param {Object}                              facts
 * @param {number}                              size
 * @param {number}                              samples
 * @param {(line: string) => void}              log
 * @return {Promise<{ index: object, totals: object, rows: RowResult[], assets: object }>} The size's figures.
 */
export async function measureSize( stack, facts, size, samples, log ) {
	const base = stack.SITE_URL;
	const admin = await adminCredentials( stack );
	log( `${ size }: rebuilding the index` );
	const index = await rebuildIndex( stack, admin, log );
	const totals = await selectionTotals( base );
	log( `  the selection matches: ${ JSON.stringify( totals ) }` );
	const requests = benchRequests();
	const live = [];
	const rows = [];
	for ( const request of requests ) {
		let first = null;
		for ( let i = 0; i < WARM_UP; i++ ) {
			first = await sample( base, request.paths );
		}
		if ( first.status >= 400 ) {
			log(
				`  ${ request.label }: HTTP ${ first.status }, not available`
			);
			rows.push( {
				key: request.key,
				label: request.label,
				available: false,
				status: first.status,
			} );
			continue;
		}
		live.push( { request, times: [], memory: null, spent: 0, errors: 0 } );
	}
	for ( let i = 0; i < samples; i++ ) {
		for ( const row of live ) {
			if (
				row.spent > ROW_BUDGET_MS &&
				row.times.length >= MIN_SAMPLES
			) {
				continue;
			}
			const result = await sample( base, row.request.paths );
			row.spent += result.ms;
			if ( result.status >= 400 ) {
				row.errors++;
				continue;
			}
			row.times.push( result.ms );
			row.memory =
				result.memory === null
					? row.memory
					: Math.max( row.memory ?? 0, result.memory );
		}
	}
	for ( const row of live ) {
		rows.push( {
			key: row.request.key,
			label: row.request.label,
			available: row.times.length > 0,
			samples: row.times.length,
			errors: row.errors,
			p50: percentile( row.times, 50 ),
			p95: percentile( row.times, 95 ),
			memory: row.memory,
		} );
	}
	rows.sort(
		( a, b ) =>
			requests.findIndex( ( r ) => r.key === a.key ) -
			requests.findIndex( ( r ) => r.key === b.key )
	);
	const assets = {
		shop: await filterAssets( base, '/shop/' ),
		withoutFilter: await filterAssets( base, '/' ),
	};
	return { index, totals, rows, assets };
}
