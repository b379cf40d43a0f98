/**
 * The whole-bundle table (tools/bench/bundle.mjs): one row per budget of issue 27, one column per page, each cell the
 * bundle's figure against bare with PASS/OVER; then the measured figures of both sides.
 */
import { BUDGETS, firstVisitJsBudget, signed } from './bundle-figures.mjs';

const kb = ( bytes ) => signed( bytes / 1024 );
const pass = ( ok ) => ( ok ? 'PASS' : 'OVER' );
const WIDTH = 26;

/**
 * The cells of each budget row, from a page's figures.
 *
 * @type {Array<[string, (row: any) => [string, boolean]]>}
 */
const BUDGET_ROWS = [
	[
		'first visit: JS over bare, kB gz',
		( r ) => {
			const over = r.bundle.first.totalGzip - r.bare.first.totalGzip;
			return [ kb( over ), over <= firstVisitJsBudget( r.name ) ];
		},
	],
	[
		'first visit: React added',
		( r ) => {
			const added = r.bundle.first.react && ! r.bare.first.react;
			return [ added ? 'yes' : 'no', ! added ];
		},
	],
	[
		'returning: our JS, kB gz',
		( r ) => [
			kb( r.bundle.returning.oursGzip ).replace( /^\+/, '' ),
			r.bundle.returning.oursGzip <= BUDGETS.returningOursGzip,
		],
	],
	[
		'returning: requests over bare',
		( r ) => {
			const over =
				r.bundle.returning.requests - r.bare.returning.requests;
			return [ signed( over, 0 ), over <= BUDGETS.returningRequests ];
		},
	],
	[
		'HTML over bare, kB gz',
		( r ) => {
			const over = r.bundle.htmlGzip - r.bare.htmlGzip;
			return [ kb( over ), over <= BUDGETS.htmlGzip ];
		},
	],
	[
		'server ms over bare (median)',
		( r ) => [
			`${ signed( r.server.median ) } [${ signed( r.server.low, 0 ) },${ signed( r.server.high, 0 ) }]`,
			r.server.median <= BUDGETS.serverMs,
		],
	],
	[
		'LCP ms over bare, first visit',
		( r ) => [
			signed( r.paint.first.lcpDiffMs, 0 ),
			r.paint.first.lcpDiffMs <= BUDGETS.lcpMs,
		],
	],
	[
		'LCP ms over bare, returning',
		( r ) => [
			signed( r.paint.returning.lcpDiffMs, 0 ),
			r.paint.returning.lcpDiffMs <= BUDGETS.lcpMs,
		],
	],
	[
		'CLS first / returning',
		( r ) => {
			const { first, returning } = r.bundle;
			const cls = ( v ) => ( v ? v.toFixed( 4 ) : '0' );
			return [
				`${ cls( first.layoutShift ) } / ${ cls( returning.layoutShift ) }`,
				first.layoutShift <= BUDGETS.layoutShift &&
					returning.layoutShift <= BUDGETS.layoutShift,
			];
		},
	],
	[
		'third-party requests (1st)',
		( r ) => {
			const hosts = r.bundle.first.thirdPartyHosts.length;
			return [ String( hosts ), hosts <= BUDGETS.thirdPartyRequests ];
		},
	],
];

/**
 * @param {string}  text
 * @param {boolean} ok
 * @return {string} The cell, padded.
 */
const cell = ( text, ok ) => `${ text } ${ pass( ok ) }`.padStart( WIDTH );

/**
 * @param {Awaited<ReturnType<import('./bundle.mjs').bundleScenario>>} rows
 * @return {string[]} The lines of the table and the figures behind it.
 */
export function bundleLines( rows ) {
	const first = 34;
	const lines = [
		'',
		'whole bundle (shop-theme + four plugins) against bare (Twenty Twenty-Five + WooCommerce, none of ours), same site, interleaved',
		`${ 'budget row'.padEnd( first ) }${ rows.map( ( r ) => r.name.padStart( WIDTH ) ).join( '' ) }`,
	];
	for ( const [ label, figure ] of BUDGET_ROWS ) {
		lines.push(
			`${ label.padEnd( first ) }${ rows.map( ( r ) => cell( ...figure( r ) ) ).join( '' ) }`
		);
	}
	const front = rows.find( ( r ) => r.reactOnSettings !== undefined );
	if ( front ) {
		const seen = front.reactOnSettings;
		lines.push(
			seen
				? `React on the front page: before Settings ${ seen.before ? 'yes' : 'no' }, once Settings is opened ${ seen.after ? 'yes' : 'no' }   ${ pass( ! seen.before && seen.after ) }`
				: 'React on the front page: no Settings button shown to a first visitor'
		);
	}
	for ( const r of rows ) {
		for ( const visit of [ 'first', 'returning' ] ) {
			const moved = r.bundle[ visit ].moved ?? [];
			if ( moved.length ) {
				lines.push(
					`moved on the ${ r.name } (${ visit } visit): ${ moved.join( '; ' ) }`
				);
			}
		}
	}
	lines.push(
		`budgets: first-visit JS ≤ ${ BUDGETS.firstVisitJsGzip / 1024 } kB over bare (shop ${ BUDGETS.firstVisitShopJsGzip / 1024 }), returning our JS ≤ ${ BUDGETS.returningOursGzip / 1024 } kB and ≤ +${ BUDGETS.returningRequests } requests, HTML ≤ +${ BUDGETS.htmlGzip / 1024 } kB, server ≤ bare, LCP ≤ +${ BUDGETS.lcpMs } ms, CLS 0, 0 third-party requests`,
		`server: median of ${ rows[ 0 ]?.server.pairs } pairs' differences [95 % range of that median]; LCP: median of ${ rows[ 0 ]?.paint.loads } loads' differences`,
		'',
		'figures (bundle / bare)',
		`${ 'page'.padEnd( 12 ) }${ [ 'server ms', 'diff IQR ms', 'HTML kB gz', 'inline CSS kB', '1st JS kB (ours)', 'ret JS kB (ours)', 'ret requests', 'LCP 1st ms', 'LCP ret ms' ].map( ( h ) => h.padStart( 21 ) ).join( '' ) }`
	);
	const pair = ( a, b, digits = 0 ) =>
		`${ a.toFixed( digits ) } / ${ b.toFixed( digits ) }`;
	const k = ( bytes ) => bytes / 1024;
	for ( const r of rows ) {
		const cells = [
			pair( r.server.bundleMs, r.server.bareMs ),
			`${ signed( r.server.q1, 0 ) } .. ${ signed( r.server.q3, 0 ) }`,
			pair( k( r.bundle.htmlGzip ), k( r.bare.htmlGzip ), 1 ),
			pair( k( r.bundle.inlineCssGzip ), k( r.bare.inlineCssGzip ), 1 ),
			`${ pair( k( r.bundle.first.totalGzip ), k( r.bare.first.totalGzip ), 1 ) } (${ k( r.bundle.first.oursGzip ).toFixed( 1 ) })`,
			`${ pair( k( r.bundle.returning.totalGzip ), k( r.bare.returning.totalGzip ), 1 ) } (${ k( r.bundle.returning.oursGzip ).toFixed( 1 ) })`,
			pair( r.bundle.returning.requests, r.bare.returning.requests ),
			pair( r.paint.first.a.lcp, r.paint.first.b.lcp ),
			pair( r.paint.returning.a.lcp, r.paint.returning.b.lcp ),
		];
		lines.push(
			`${ r.name.padEnd( 12 ) }${ cells.map( ( c ) => c.padStart( 21 ) ).join( '' ) }`
		);
	}
	return lines;
}

/**
 * @param {Awaited<ReturnType<import('./bundle.mjs').bundleScenario>>} rows
 */
export function printBundleScenario( rows ) {
	console.log( bundleLines( rows ).join( '\n' ) );
}
