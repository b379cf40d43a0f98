/**
 * The shop-consent statistics scenario of `npm run bench` (issue 10: "The beacon endpoint must not boot the whole
 * of WordPress for every hit (measure it against a plain REST route)" and "beacon throughput on this machine and
 * nothing lost under a minute of load"):
 *
 * (a) per endpoint, the fast collector (collect.php, WordPress with SHORTINIT) and the REST route: the median time
 *     of one beacon sent after another, and beacons per second with several senders at once;
 * (b) one minute of concurrent beacons to the fast collector, then the stored views and per-visit rows must equal
 *     the beacons it accepted (202): PASS, else OVER.
 *
 * Every beacon is a view with consent (the most writes: daily totals, referrer, per-visit row) from a visitor of its
 * own (its own user agent and consent id), as many visitors would send them, so the per-client rate limit is
 * exercised and never hit. The bench's rows carry a path of their own and are deleted afterwards.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runPhp } from '../stack/index.mjs';
import { median } from './server-time.mjs';

const ROWS_SCRIPT = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'statistics-rows.php'
);
const PREFIX = '/bench-statistics-';
const SEQUENTIAL_HITS = 100;
const RATE_SECONDS = 10;
const RATE_SENDERS = 8;
const LOAD_SECONDS = 60;
const LOAD_SENDERS = 16;

let visitor = 0;

/**
 * Sends one beacon as a new visitor; resolves with the HTTP status (0 for a network error).
 *
 * @param {string} url
 * @param {string} pagePath
 * @return {Promise<number>} Status.
 */
async function beacon( url, pagePath ) {
	visitor += 1;
	try {
		const response = await fetch( url, {
			method: 'POST',
			headers: {
				'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 bench-visitor/${ process.pid }.${ visitor }`,
			},
			body: new URLSearchParams( {
				page: '0',
				type: 'page',
				path: pagePath,
				ref: 'bench.invalid',
				consent: '1',
				id: randomBytes( 16 ).toString( 'hex' ),
			} ),
		} );
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

/**
 * Median milliseconds of one beacon, over `hits` sent one after another (after a few to warm up).
 *
 * @param {string} url
 * @param {string} pagePath
 * @param {number} hits
 */
async function sequential( url, pagePath, hits ) {
	for ( let i = 0; i < 5; i++ ) {
		const status = await beacon( url, pagePath );
		if ( status !== 202 ) {
			throw new Error( `${ url } answered ${ status } instead of 202` );
		}
	}
	const times = [];
	for ( let i = 0; i < hits; i++ ) {
		const start = performance.now();
		await beacon( url, pagePath );
		times.push( performance.now() - start );
	}
	return median( times );
}

/**
 * `senders` loops sending beacons until `seconds` are over.
 *
 * @param {string} url
 * @param {string} pagePath
 * @param {number} seconds
 * @param {number} senders
 * @return {Promise<{sent: number, accepted: number, statuses: Record<string, number>, seconds: number, perSecond: number}>} Counts.
 */
async function load( url, pagePath, seconds, senders ) {
	const statuses = {};
	const start = performance.now();
	const deadline = start + seconds * 1000;
	const sender = async () => {
		while ( performance.now() < deadline ) {
			const status = await beacon( url, pagePath );
			statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
		}
	};
	await Promise.all( Array.from( { length: senders }, sender ) );
	const elapsed = ( performance.now() - start ) / 1000;
	const sent = Object.values( statuses ).reduce( ( a, b ) => a + b, 0 );
	const accepted = statuses[ 202 ] ?? 0;
	return {
		sent,
		accepted,
		statuses,
		seconds: elapsed,
		perSecond: accepted / elapsed,
	};
}

/**
 * @param {string} action `count` or `delete`.
 * @param {string} value  Path, or prefix.
 */
async function rows( action, value ) {
	const { stdout } = await runPhp(
		ROWS_SCRIPT,
		{},
		{ args: [ action, value ] }
	);
	return action === 'count' ? JSON.parse( stdout ) : null;
}

/**
 * Runs the scenario.
 *
 * @param {{url: string}} facts
 * @return {Promise<object>} Figures, or `{ error }`.
 */
export async function statisticsScenario( facts ) {
	const base = facts.url.replace( /\/$/, '' );
	const endpoints = {
		collector: `${ base }/wp-content/plugins/shop-consent/collect.php`,
		rest: `${ base }/?rest_route=/shop-consent/v1/hit`,
	};
	const run = `${ PREFIX }${ Date.now() }/`;
	try {
		const result = { endpoints: {} };
		for ( const [ name, url ] of Object.entries( endpoints ) ) {
			const pagePath = `${ run }${ name }/`;
			const medianMs = await sequential( url, pagePath, SEQUENTIAL_HITS );
			const rate = await load(
				url,
				pagePath,
				RATE_SECONDS,
				RATE_SENDERS
			);
			result.endpoints[ name ] = { url, medianMs, rate };
		}
		const loadPath = `${ run }load/`;
		const minute = await load(
			endpoints.collector,
			loadPath,
			LOAD_SECONDS,
			LOAD_SENDERS
		);
		const stored = await rows( 'count', loadPath );
		result.load = { ...minute, senders: LOAD_SENDERS, stored };
		return result;
	} catch ( error ) {
		return { error: error.message };
	} finally {
		await rows( 'delete', PREFIX ).catch( () => {} );
	}
}

const verdict = ( ok ) => ( ok ? 'PASS' : 'OVER' );

/**
 * Prints the scenario.
 *
 * @param {Awaited<ReturnType<typeof statisticsScenario>>} result
 */
export function printStatisticsScenario( result ) {
	const lines = [
		'',
		'shop-consent statistics beacon (views with consent: daily totals, referrer and per-visit row)',
	];
	if ( ! result || result.error ) {
		lines.push( `  not measured (${ result?.error ?? 'no result' })` );
		console.log( lines.join( '\n' ) );
		return;
	}
	const names = {
		collector: 'fast collector (collect.php, SHORTINIT)',
		rest: 'REST route (shop-consent/v1/hit)',
	};
	for ( const [ name, figures ] of Object.entries( result.endpoints ) ) {
		lines.push(
			`  (a) ${ names[ name ].padEnd( 40 ) } median ${ figures.medianMs.toFixed( 1 ) } ms per beacon (${ SEQUENTIAL_HITS } in a row), ${ figures.rate.perSecond.toFixed( 0 ) } beacons/s with ${ RATE_SENDERS } senders (${ RATE_SECONDS } s)`
		);
	}
	const { collector, rest } = result.endpoints;
	lines.push(
		`      the fast collector takes ${ ( ( 100 * collector.medianMs ) / rest.medianMs ).toFixed( 0 ) } % of the REST route's time per beacon and stores ${ ( collector.rate.perSecond / rest.rate.perSecond ).toFixed( 1 ) }x as many per second`
	);
	const minute = result.load;
	const lost =
		minute.stored.views !== minute.accepted ||
		minute.stored.visits !== minute.accepted;
	const others = Object.entries( minute.statuses )
		.filter( ( [ status ] ) => status !== '202' )
		.map(
			( [ status, count ] ) =>
				`${ count } x ${ status === '0' ? 'network error' : status }`
		);
	lines.push(
		`  (b) ${ minute.seconds.toFixed( 0 ) } s, ${ minute.senders } senders on collect.php: ${ minute.sent } sent, ${ minute.accepted } accepted (${ minute.perSecond.toFixed( 0 ) }/s)${ others.length ? `, ${ others.join( ', ' ) }` : '' }; stored ${ minute.stored.views } views and ${ minute.stored.visits } per-visit rows: ${ lost ? 'LOST some' : 'nothing lost' }   ${ verdict( ! lost ) }`
	);
	console.log( lines.join( '\n' ) );
}
