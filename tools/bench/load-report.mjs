/**
 * The load test's table, per shop, and the ratio of the shops' throughputs (load.mjs measures).
 */
import { REQUEST_TYPES } from './load-mix.mjs';

const cell = ( value, width ) => String( value ?? '-' ).padStart( width );

/**
 * @param {import('./load-summary.mjs').RowFigures} figures
 * @param {string}                                  label
 * @param {boolean}                                 cached  Whether a page cache answered (its columns are shown).
 * @return {string} One line of the table.
 */
function line( figures, label, cached ) {
	const hits = figures.hits ?? null;
	const cache = cached
		? `${ cell( hits === null ? '-' : Math.round( hits * 100 ), 7 ) }${ cell(
				figures.hitP95,
				9
			) }`
		: '';
	return `  ${ label.padEnd( 32 ) }${ cell( figures.count, 7 ) }${ cell(
		figures.perSecond.toFixed( 2 ),
		8
	) }${ cell( figures.p50, 8 ) }${ cell( figures.p95, 8 ) }${ cell(
		figures.max,
		8
	) }${ cell( figures.fiveXx, 5 ) }${ cell( figures.failures, 7 ) }${ cell(
		figures.timeouts,
		9
	) }${ cache }`;
}

/**
 * @param {any} shop One shop's figures.
 * @return {string[]} Its lines.
 */
function shopLines( shop ) {
	if ( shop.error ) {
		return [
			`load test on ${ shop.name }: not measured (${ shop.error })`,
		];
	}
	const { main, check } = shop;
	const cached = Object.values( main.types ).some(
		( figures ) => figures.hits !== null
	);
	const lines = [
		`load test on ${ shop.name } (${ shop.url }): ${ main.seconds.toFixed(
			0
		) } s at ${ main.connections } connections; load average ${ shop.loadAverage
			.map( ( value ) => value.toFixed( 1 ) )
			.join( ' → ' ) }`,
	];
	if ( shop.ramp.length ) {
		lines.push(
			`  ramp: ${ shop.ramp
				.map(
					( step ) =>
						`${ step.connections } → ${ step.perSecond.toFixed(
							1
						) } req/s p95 ${ step.p95 } ms${ step.held ? '' : ' (not held)' }`
				)
				.join( ', ' ) }`
		);
	}
	lines.push(
		`  connections: ${ shop.choice.connections } (${ shop.choice.reason })`,
		`  ${ 'request'.padEnd( 32 ) }${ cell( 'count', 7 ) }${ cell(
			'req/s',
			8
		) }${ cell( 'p50 ms', 8 ) }${ cell( 'p95 ms', 8 ) }${ cell(
			'max ms',
			8
		) }${ cell( '5xx', 5 ) }${ cell( 'wrong', 7 ) }${ cell( 'timeouts', 9 ) }${
			cached ? `${ cell( 'HIT %', 7 ) }${ cell( 'HIT p95', 9 ) }` : ''
		}`
	);
	for ( const [ type, figures ] of Object.entries( main.types ) ) {
		lines.push( line( figures, REQUEST_TYPES[ type ].label, cached ) );
	}
	lines.push( line( main.total, 'all requests', cached ) );
	for ( const [ type, figures ] of Object.entries( main.types ) ) {
		if ( figures.sample ) {
			lines.push( `  first wrong ${ type }: ${ figures.sample }` );
		}
	}
	const stock = check.stock
		.map(
			( row ) =>
				`#${ row.id } ${ row.initial } - ${ row.sold } = ${ row.actual }${ row.ok ? '' : ` (expected ${ row.expected })` }`
		)
		.join( ', ' );
	const { beacons, consent, orders } = check;
	lines.push(
		`  5xx: ${ main.total.fiveXx }; connection errors and timeouts: ${ main.errors }; reads unanswered at the stop: ${ main.unanswered }`,
		`  PHP notices, warnings and fatal errors logged: ${
			shop.logFiles ? shop.problemCount : 'not read (no log files known)'
		}`,
		...Object.entries( shop.problems ).map(
			( [ file, found ] ) => `    ${ file }: ${ found[ 0 ] }`
		),
		`  nothing lost (ramp and long run): beacons ${ beacons.accepted } accepted, ${ beacons.views } views and ${ beacons.visits } visits stored; consent decisions ${ consent.accepted } accepted, ${ consent.stored } rows stored; orders ${ orders.placed } placed, ${ orders.stored } stored${ orders.missing.length ? `, missing ${ orders.missing.join( ' ' ) }` : '' }${ orders.unannounced.length ? `, unannounced ${ orders.unannounced.join( ' ' ) }` : '' }; stock ${ stock }   ${ check.ok ? 'PASS' : 'FAIL' }`,
		`  ${ shop.passed ? 'PASS' : 'FAIL' }: 0 5xx, 0 wrong answers, 0 errors, 0 PHP problems, nothing lost${
			shop.held ? '' : ' (p95 of all requests over the limit)'
		}`
	);
	return lines;
}

/**
 * @param {Awaited<ReturnType<typeof import('./load.mjs').loadScenario>>} result
 */
export function printLoadScenario( result ) {
	const lines = [ '' ];
	for ( const shop of result.shops ) {
		lines.push( ...shopLines( shop ), '' );
	}
	const measured = result.shops.filter( ( shop ) => ! shop.error );
	if ( measured.length > 1 ) {
		const [ first, ...others ] = measured;
		for ( const shop of others ) {
			lines.push(
				`ratio ${ shop.name } / ${ first.name }: ${ (
					shop.main.total.perSecond / first.main.total.perSecond
				).toFixed(
					2
				) }x the requests per second (${ shop.main.total.perSecond.toFixed(
					1
				) } / ${ first.main.total.perSecond.toFixed( 1 ) })`
			);
		}
	}
	console.log( lines.join( '\n' ) );
}
