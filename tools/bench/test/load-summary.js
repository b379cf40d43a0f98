/**
 * The load test's figures and its "nothing lost" comparison.
 */
import { held, reconcile, summariseRun } from '../load-summary.mjs';
import { newRunStats } from '../load-visitor.mjs';

/**
 * A run of 10 s: 20 front pages (10 ms to 200 ms, 15 of them cache hits) and 4 orders, one of them a 503, one timed
 * out.
 */
function run() {
	const stats = newRunStats();
	stats.types.front.latencies = Array.from(
		{ length: 20 },
		( _, i ) => ( i + 1 ) * 10
	);
	stats.types.front.statuses = { 200: 20 };
	// Behind a page cache: 15 of them from its copy.
	stats.types.front.cache = { HIT: 15, MISS: 5 };
	stats.types.front.hitLatencies = stats.types.front.latencies.slice( 0, 15 );
	stats.types[ 'place-order' ].latencies = [ 300, 400, 900, 500 ];
	stats.types[ 'place-order' ].statuses = { 200: 3, 503: 1 };
	stats.types[ 'place-order' ].failures = 1;
	stats.types[ 'place-order' ].sample = 'HTTP 503: busy';
	stats.types[ 'place-order' ].timeouts = 1;
	stats.inflight = { front: 2, 'place-order': 0, drain: 3 };
	return {
		connections: 4,
		seconds: 10,
		stats,
		autocannon: { errors: 0, timeouts: 1 },
	};
}

describe( 'summariseRun', () => {
	it( 'gives each request type sent its rate, nearest-rank percentiles, 5xx, wrong answers and cache hits', () => {
		const summary = summariseRun( run() );
		expect( Object.keys( summary.types ) ).toEqual( [
			'front',
			'place-order',
		] );
		expect( summary.types.front ).toEqual( {
			count: 20,
			perSecond: 2,
			p50: 100,
			p95: 190,
			max: 200,
			fiveXx: 0,
			failures: 0,
			timeouts: 0,
			sample: '',
			hits: 0.75,
			hitP95: 150,
		} );
		expect( summary.types[ 'place-order' ] ).toMatchObject( {
			count: 4,
			p95: 900,
			fiveXx: 1,
			failures: 1,
			timeouts: 1,
			sample: 'HTTP 503: busy',
			hits: null,
			hitP95: null,
		} );
	} );

	it( 'adds every request into the total, and counts the reads left unanswered at the stop (not the drain’s)', () => {
		const summary = summariseRun( run() );
		expect( summary.total ).toMatchObject( {
			count: 24,
			perSecond: 2.4,
			p95: 500,
			max: 900,
			fiveXx: 1,
			failures: 1,
			timeouts: 1,
		} );
		expect( summary.errors ).toBe( 1 );
		expect( summary.unanswered ).toBe( 2 );
	} );

	it( 'does not count as errors the requests the stop cut off, only those beyond them', () => {
		const cut = run();
		cut.autocannon.errors = 5; // The 5 in flight at the stop: 2 reads, 3 of the drain.
		expect( summariseRun( cut ).errors ).toBe( 1 );
		cut.autocannon.errors = 7;
		expect( summariseRun( cut ).errors ).toBe( 3 );
	} );
} );

describe( 'held', () => {
	const clean = () => {
		const figures = run();
		figures.stats.types[ 'place-order' ] = {
			...figures.stats.types[ 'place-order' ],
			statuses: { 200: 4 },
			failures: 0,
			timeouts: 0,
		};
		figures.autocannon.timeouts = 0;
		return figures;
	};

	it( 'holds a run without wrong answers, timeouts or errors, its p95 within the limit', () => {
		expect( held( summariseRun( clean() ), 500 ) ).toBe( true );
		expect( held( summariseRun( clean() ), 499 ) ).toBe( false );
	} );

	it( 'does not hold a run with a wrong answer, a timeout or no answer at all', () => {
		expect( held( summariseRun( run() ), 10000 ) ).toBe( false );
		const empty = clean();
		empty.stats = newRunStats();
		expect( held( summariseRun( empty ), 10000 ) ).toBe( false );
	} );
} );

describe( 'reconcile', () => {
	const input = () => ( {
		ledger: {
			placed: [
				{ id: 10, items: { 29: 1 } },
				{ id: 11, items: { 29: 1, 27: 2 } },
			],
			logRows: 5,
			beacons: 40,
		},
		before: { views: 100, visits: 90, logRows: 7 },
		after: { views: 140, visits: 130, logRows: 12 },
		orders: [
			{ id: 11, status: 'processing', items: { 29: 1, 27: 2 } },
			{ id: 10, status: 'processing', items: { 29: 1 } },
			{ id: 12, status: 'checkout-draft', items: { 21: 1 } },
		],
		initial: { 29: 1000, 27: 1000, 21: 1000 },
		stock: { 29: 998, 27: 998, 21: 1000 },
	} );

	it( 'passes when every acknowledged write is stored and stock fell by what was sold', () => {
		const check = reconcile( input() );
		expect( check.ok ).toBe( true );
		expect( check.beacons ).toEqual( {
			accepted: 40,
			views: 40,
			visits: 40,
			ok: true,
		} );
		expect( check.consent ).toEqual( { accepted: 5, stored: 5, ok: true } );
		expect( check.orders ).toEqual( {
			placed: 2,
			stored: 2,
			missing: [],
			unannounced: [],
			ok: true,
		} );
		expect( check.stock ).toContainEqual( {
			id: 27,
			initial: 1000,
			sold: 2,
			expected: 998,
			actual: 998,
			ok: true,
		} );
	} );

	it( 'fails on a beacon, a decision or an order lost', () => {
		const lostBeacon = input();
		lostBeacon.after.visits = 129;
		expect( reconcile( lostBeacon ).beacons.ok ).toBe( false );
		expect( reconcile( lostBeacon ).ok ).toBe( false );
		const lostDecision = input();
		lostDecision.after.logRows = 11;
		expect( reconcile( lostDecision ).consent.ok ).toBe( false );
		const lostOrder = input();
		lostOrder.orders = lostOrder.orders.slice( 1 );
		lostOrder.stock[ 29 ] = 999;
		lostOrder.stock[ 27 ] = 1000;
		expect( reconcile( lostOrder ).orders ).toMatchObject( {
			stored: 1,
			missing: [ 11 ],
			ok: false,
		} );
	} );

	it( 'fails on an order no answer announced, or stock that does not add up', () => {
		const extra = input();
		extra.orders.push( { id: 13, status: 'processing', items: { 29: 1 } } );
		expect( reconcile( extra ).orders ).toMatchObject( {
			unannounced: [ 13 ],
			ok: false,
		} );
		const oversold = input();
		oversold.stock[ 29 ] = 997;
		expect(
			reconcile( oversold ).stock.find( ( { id } ) => id === 29 )
		).toMatchObject( { expected: 998, actual: 997, ok: false } );
		expect( reconcile( oversold ).ok ).toBe( false );
	} );
} );
