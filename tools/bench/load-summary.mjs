/**
 * The load test's figures from what a run recorded (pure, unit-tested): throughput overall and per request type,
 * latency percentiles (nearest rank), 5xx and wrong answers, and the "nothing lost" comparison of what the shop
 * acknowledged with what it stored.
 */
import { percentile } from './filter-timing.mjs';

/**
 * @typedef {Object} RowFigures
 * @property {number}      count     Answers measured.
 * @property {number}      perSecond Answers per second of the run.
 * @property {number|null} p50       Milliseconds.
 * @property {number|null} p95       Milliseconds.
 * @property {number|null} max       Milliseconds.
 * @property {number}      fiveXx    Answers with a 5xx status.
 * @property {number}      failures  Answers that are not what a browser expects (status or content), 5xx included.
 * @property {number}      timeouts  Requests that got no answer in time.
 * @property {string}      [sample]  The first wrong answer.
 * @property {number|null} [hits]    Behind a page cache: the share of answers it gave from its copy (`X-Cache: HIT`).
 * @property {number|null} [hitP95]  Their p95, milliseconds.
 */

/**
 * @param {number[]}                                                               latencies
 * @param {number}                                                                 seconds
 * @param {{statuses: Record<string, number>, failures: number, timeouts: number}} counts
 * @return {RowFigures} The row.
 */
function row( latencies, seconds, counts ) {
	const fiveXx = Object.entries( counts.statuses )
		.filter( ( [ status ] ) => Number( status ) >= 500 )
		.reduce( ( sum, [ , count ] ) => sum + count, 0 );
	const round = ( value ) => Math.round( value );
	return {
		count: latencies.length,
		perSecond: latencies.length / seconds,
		p50: latencies.length ? round( percentile( latencies, 50 ) ) : null,
		p95: latencies.length ? round( percentile( latencies, 95 ) ) : null,
		max: latencies.length ? round( Math.max( ...latencies ) ) : null,
		fiveXx,
		failures: counts.failures,
		timeouts: counts.timeouts,
	};
}

/**
 * @typedef {Object} RunSummary
 * @property {number}                     connections At once.
 * @property {number}                     seconds     Measured.
 * @property {RowFigures}                 total       Every request of the mix.
 * @property {Record<string, RowFigures>} types       Per request type that was sent.
 * @property {number}                     errors      autocannon's connection errors and timeouts, but for the
 *                                                    requests the run's stop cut off (in flight then).
 * @property {number}                     unanswered  Requests still in flight when the run stopped (reads: no write
 *                                                    starts after the run's time, and the run waits for the writes).
 */

/**
 * @param {{connections: number, seconds: number, stats: import('./load-visitor.mjs').RunStats, autocannon: {errors: number, timeouts: number}}} run
 * @return {RunSummary} Its figures.
 */
export function summariseRun( run ) {
	const { seconds, stats } = run;
	/** @type {Record<string, RowFigures>} */
	const types = {};
	const all = { latencies: [], statuses: {}, failures: 0, timeouts: 0 };
	for ( const [ type, recorded ] of Object.entries( stats.types ) ) {
		if ( ! recorded.latencies.length && ! recorded.timeouts ) {
			continue;
		}
		const cached = Object.values( recorded.cache ).reduce(
			( sum, count ) => sum + count,
			0
		);
		types[ type ] = {
			...row( recorded.latencies, seconds, recorded ),
			sample: recorded.sample,
			hits: cached ? ( recorded.cache.HIT ?? 0 ) / cached : null,
			hitP95: recorded.hitLatencies.length
				? Math.round( percentile( recorded.hitLatencies, 95 ) )
				: null,
		};
		all.latencies.push( ...recorded.latencies );
		for ( const [ status, count ] of Object.entries( recorded.statuses ) ) {
			all.statuses[ status ] = ( all.statuses[ status ] ?? 0 ) + count;
		}
		all.failures += recorded.failures;
		all.timeouts += recorded.timeouts;
	}
	return {
		connections: run.connections,
		seconds,
		total: row( all.latencies, seconds, all ),
		types,
		// stop() closes the connections of the requests still in flight (the drain's front pages, nginx logs a 499),
		// which autocannon counts as connection errors: the shop's, they are not.
		errors:
			Math.max(
				0,
				run.autocannon.errors -
					Object.values( stats.inflight ).reduce(
						( sum, count ) => sum + Math.max( 0, count ),
						0
					)
			) + run.autocannon.timeouts,
		unanswered: Object.entries( stats.inflight )
			.filter( ( [ type ] ) => type !== 'drain' )
			.reduce( ( sum, [ , count ] ) => sum + count, 0 ),
	};
}

/**
 * Whether a run is one the machine holds: every answer what a browser expects (no 5xx, no timeout, no error) and the
 * p95 of all requests within the limit.
 *
 * @param {RunSummary} summary
 * @param {number}     p95LimitMs
 * @return {boolean} Held.
 */
export function held( summary, p95LimitMs ) {
	return (
		summary.total.count > 0 &&
		summary.total.failures === 0 &&
		summary.total.timeouts === 0 &&
		summary.errors === 0 &&
		( summary.total.p95 ?? Infinity ) <= p95LimitMs
	);
}

/**
 * "Nothing lost": what the shop acknowledged during the runs against what it stored.
 *
 * @param {Object}                                                             input
 * @param {import('./load-visitor.mjs').Ledger}                                input.ledger  Acknowledged.
 * @param {{views: number, visits: number, logRows: number}}                   input.before  Stored before the first run.
 * @param {{views: number, visits: number, logRows: number}}                   input.after   Stored after the last.
 * @param {Array<{id: number, status: string, items: Record<number, number>}>} input.orders  The run's orders as stored.
 * @param {Record<number, number>}                                             input.initial Stock set before the runs.
 * @param {Record<number, number | null>}                                      input.stock   Stock after the runs.
 * @return {{beacons: any, consent: any, orders: any, stock: any[], ok: boolean}} Each comparison, and all of them.
 */
export function reconcile( { ledger, before, after, orders, initial, stock } ) {
	const beacons = {
		accepted: ledger.beacons,
		views: after.views - before.views,
		visits: after.visits - before.visits,
	};
	beacons.ok =
		beacons.views === beacons.accepted &&
		beacons.visits === beacons.accepted;
	const consent = {
		accepted: ledger.logRows,
		stored: after.logRows - before.logRows,
	};
	consent.ok = consent.stored === consent.accepted;
	const stored = new Map( orders.map( ( order ) => [ order.id, order ] ) );
	const placedIds = new Set( ledger.placed.map( ( { id } ) => id ) );
	const orderFigures = {
		placed: ledger.placed.length,
		stored: ledger.placed.filter( ( { id } ) =>
			[ 'processing', 'completed', 'on-hold' ].includes(
				stored.get( id )?.status ?? ''
			)
		).length,
		missing: ledger.placed
			.filter( ( { id } ) => ! stored.has( id ) )
			.map( ( { id } ) => id ),
		// Orders of the run's address that no answer announced (drafts of abandoned checkouts have none).
		unannounced: orders
			.filter(
				( order ) =>
					! placedIds.has( order.id ) &&
					order.status !== 'checkout-draft'
			)
			.map( ( { id } ) => id ),
	};
	orderFigures.ok =
		orderFigures.stored === orderFigures.placed &&
		orderFigures.unannounced.length === 0;
	/** @type {Record<number, number>} */
	const sold = {};
	for ( const { items } of ledger.placed ) {
		for ( const [ id, quantity ] of Object.entries( items ) ) {
			sold[ id ] = ( sold[ id ] ?? 0 ) + quantity;
		}
	}
	const stockRows = Object.entries( initial ).map( ( [ id, start ] ) => {
		const expected = start - ( sold[ id ] ?? 0 );
		return {
			id: Number( id ),
			initial: start,
			sold: sold[ id ] ?? 0,
			expected,
			actual: stock[ id ],
			ok: stock[ id ] === expected,
		};
	} );
	return {
		beacons,
		consent,
		orders: orderFigures,
		stock: stockRows,
		ok:
			beacons.ok &&
			consent.ok &&
			orderFigures.ok &&
			stockRows.every( ( { ok } ) => ok ),
	};
}
