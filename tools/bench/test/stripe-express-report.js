/**
 * What the express figures say: PASS/OVER per budget, and plainly when the page has no express container.
 */
import { expressReport } from '../stripe-express-report.mjs';

/** A product page with express on, the button area far below the fold, every figure within its budget. */
const measured = {
	name: 'product',
	express: true,
	containers: [ 'product' ],
	calls: { total: 0, stripe: 0 },
	viewportHeight: 300,
	topAtLoad: 900,
	stripeBeforeNear: 0,
	stripeAfterReach: 2,
	ourScripts: [
		{ url: 'build/express-loader.js', gzip: 700 },
		{ url: 'build/express.js', gzip: 5500 },
	],
	ourBytes: 18000,
	ourGzip: 6200,
	server: { onMs: 101.2, offMs: 99.9, diffMs: 1.3, runs: 20 },
	plugin: { onMs: 101.0, offMs: 98.8, diffMs: 2.1, runs: 20 },
};

const line = ( lines, start ) =>
	lines.find( ( text ) => text.startsWith( start ) ) ?? '';

describe( 'expressReport', () => {
	it( 'passes a product page whose figures are within the budgets', () => {
		const lines = expressReport( [ measured ] );

		expect( lines[ 0 ] ).toBe(
			'  (e) express on, product: containers product'
		);
		expect(
			line( lines, '  (e) Stripe requests before the button area' )
		).toMatch( /: 0 \(budget 0\) PASS; after scrolling to it: 2$/ );
		expect( line( lines, '  (e) our JS' ) ).toContain(
			'build/express-loader.js 0.7 kB, build/express.js 5.4 kB = 6.1 kB gz (budget 8.0) PASS'
		);
		expect( line( lines, '  (e) server time' ) ).toMatch(
			/added 1\.3 ms \(median of 20 pairs; budget < 3\) PASS$/
		);
		expect( line( lines, '  (e) upper bound' ) ).toBe(
			'  (e) upper bound, the whole plugin with express on: 101.0 ms, 98.8 ms without it, added 2.1 ms (median of 20 pairs, no settings write between requests)'
		);
		expect( line( lines, '  (e) Stripe API calls' ) ).toMatch( /PASS$/ );
	} );

	it( 'says OVER for a Stripe request before the button area is near, and for our JS over 8 kB', () => {
		const lines = expressReport( [
			{ ...measured, stripeBeforeNear: 1, ourGzip: 9000 },
		] );

		expect(
			line( lines, '  (e) Stripe requests before the button area' )
		).toMatch( /: 1 \(budget 0\) OVER;/ );
		expect( line( lines, '  (e) our JS' ) ).toMatch( /OVER;/ );
	} );

	it( 'says clearly that the page has no express container, and measures nothing as passed', () => {
		const lines = expressReport( [
			{
				...measured,
				containers: [],
				topAtLoad: null,
				stripeAfterReach: 0,
				ourScripts: [],
				ourBytes: 0,
				ourGzip: 0,
				server: null,
				plugin: null,
			},
		] );

		expect( lines[ 0 ] ).toBe(
			'  (e) express on, product: NO EXPRESS CONTAINER ON THE PAGE: the figures below measure a page without express'
		);
		expect( lines.join( '\n' ) ).not.toContain( 'PASS' );
		expect( line( lines, '  (e) server time' ) ).toBe(
			'  (e) server time added: not measured (no express container on the page)'
		);
		expect( line( lines, '  (e) upper bound' ) ).toBe( '' );
	} );

	it( 'does not pass "before near" when the button area was near the viewport at load', () => {
		const lines = expressReport( [ { ...measured, topAtLoad: 400 } ] );

		expect( lines[ 1 ] ).toMatch(
			/^ {2}\(e\) the button area was 400 px from the top of a 300 px viewport at load/
		);
		expect(
			line( lines, '  (e) Stripe requests before the button area' )
		).toMatch( /NOT MEASURED/ );
	} );

	it( 'checks express-off pages for 0 Stripe requests and 0 bytes of ours', () => {
		const off = {
			...measured,
			express: false,
			containers: [],
			topAtLoad: null,
			stripeAfterReach: 0,
			ourScripts: [],
			ourBytes: 0,
			ourGzip: 0,
			server: null,
		};
		expect( expressReport( [ { ...off, name: 'cart' } ] ) ).toEqual( [
			'  (f) express off, cart: 0 Stripe requests (budget 0) PASS, 0 bytes of ours (budget 0) PASS, 0 express containers, Stripe API calls in render 0',
		] );
		expect(
			expressReport( [
				{ ...off, ourBytes: 1200, stripeAfterReach: 1 },
			] )[ 0 ]
		).toMatch(
			/1 Stripe requests \(budget 0\) OVER, 1200 bytes of ours \(budget 0\) OVER/
		);
	} );
} );
