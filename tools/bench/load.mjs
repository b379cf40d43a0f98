/**
 * The load test (issue 32, "Load"): the browsing mix of load-mix.mjs, sent by autocannon from this machine to one or
 * more shops in turn, each at the highest rate it holds (load-ramp.mjs), for a bounded time. Per shop: throughput
 * and latency per request type, 5xx, PHP problems logged, and nothing lost (beacons, consent decisions, orders and
 * stock as stored against what the shop acknowledged). With two shops (a single node and the scale-out stack), the
 * ratio of their throughputs.
 *
 * `npm run bench -- --only=load` runs it for SHOP_LOAD_SECONDS (300) against the dev stack (or SHOP_LOAD_TARGETS);
 * `node tools/bench/load.mjs --target=.stack-scale --seconds=20` runs it alone (CI's short run) and exits 1 when a
 * shop failed a check. Only loopback and the shops named are asked; each run stops by itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { LOG_FILES, REPO_DIR } from '../stack/index.mjs';
import { artifactsDir } from '../test/paths.mjs';
import { adminRest } from './admin-rest.mjs';
import { JOURNEYS, seededRandom } from './load-mix.mjs';
import { loadOptions, targetOf } from './load-options.mjs';
import { chooseConnections, nextConnections } from './load-ramp.mjs';
import { printLoadScenario } from './load-report.mjs';
import { runMix } from './load-run.mjs';
import {
	deleteOrders,
	discoverSite,
	ordersOf,
	prepareSite,
	stockOf,
	storedConsentData,
} from './load-site.mjs';
import { held, reconcile, summariseRun } from './load-summary.mjs';
import { createVisitors, newLedger } from './load-visitor.mjs';
import { watchLogs } from './load-logs.mjs';

const day = ( offset ) =>
	new Date( Date.now() + offset * 86400000 ).toISOString().slice( 0, 10 );

/**
 * Ramp (unless the connections are set), long run, checks, for one shop. Its settings and stock are put back and its
 * orders deleted afterwards (`keepOrders` keeps them).
 *
 * @param {import('./load-options.mjs').Target}      target
 * @param {import('./load-options.mjs').LoadOptions} options
 * @param {(line: string) => void}                   progress
 * @return {Promise<object>} The shop's figures.
 */
async function loadTarget( target, options, progress ) {
	const site = await discoverSite( target.url );
	const admin = await adminRest( site.base, target.admin );
	const email = `load-${ Date.now().toString( 36 ) }@example.com`;
	const prepared = await prepareSite( admin, site, options.stock );
	try {
		const days = { from: day( 0 ), to: day( 1 ) };
		const before = await storedConsentData( admin, days );
		const logs = watchLogs( target.logFiles );
		const ledger = newLedger();
		/** @type {{current: any, measuring: boolean, draining: boolean}} */
		const state = { current: null, measuring: false, draining: false };
		const visitors = createVisitors( site, {
			journeys: JOURNEYS,
			random: seededRandom( options.seed ),
			email,
			ledger,
			stats: () => state.current,
			phase: () => state,
		} );
		const run = async ( connections, seconds ) =>
			summariseRun(
				await runMix( site.base, visitors, state, connections, seconds )
			);
		const ramp = [];
		let choice = {
			connections: options.connections,
			reason: 'set (SHOP_LOAD_CONNECTIONS or --connections), no ramp',
		};
		if ( ! options.connections ) {
			for (
				let connections = nextConnections( ramp, options );
				connections;
				connections = nextConnections( ramp, options )
			) {
				const summary = await run( connections, options.rampSeconds );
				const step = {
					connections,
					perSecond: summary.total.perSecond,
					held: held( summary, options.p95LimitMs ),
					summary,
				};
				ramp.push( step );
				progress(
					`  ramp ${ connections } connections: ${ step.perSecond.toFixed( 1 ) } req/s, p95 ${ summary.total.p95 } ms, ${ summary.total.failures } wrong, ${ summary.total.timeouts } timeouts${ step.held ? '' : ' (not held)' }`
				);
			}
			choice = chooseConnections( ramp, options );
		}
		progress(
			`  long run: ${ choice.connections } connections for ${ options.seconds } s`
		);
		const loadAverage = [ os.loadavg()[ 0 ] ];
		const long = await run( choice.connections, options.seconds );
		loadAverage.push( os.loadavg()[ 0 ] );
		const orders = await ordersOf( admin, email );
		const check = reconcile( {
			ledger,
			before,
			after: await storedConsentData( admin, days ),
			orders,
			initial: prepared.initial,
			stock: await stockOf(
				admin,
				Object.keys( prepared.initial ).map( Number )
			),
		} );
		const problems = logs.problems();
		const problemCount = Object.values( problems ).flat().length;
		return {
			name: target.name,
			url: site.base,
			logFiles: target.logFiles.length,
			ramp: ramp.map( ( { summary, ...step } ) => ( {
				...step,
				p95: summary.total.p95,
			} ) ),
			choice,
			loadAverage,
			main: long,
			held: held( long, options.p95LimitMs ),
			check,
			problems,
			problemCount,
			passed:
				long.total.fiveXx === 0 &&
				long.total.failures === 0 &&
				long.errors === 0 &&
				problemCount === 0 &&
				check.ok,
		};
	} finally {
		if ( ! options.keepOrders ) {
			await deleteOrders(
				admin,
				( await ordersOf( admin, email ) ).map( ( { id } ) => id )
			);
		}
		await prepared.restore();
		await admin.dispose();
	}
}

/**
 * Runs the test against each shop in turn.
 *
 * @param {import('./load-options.mjs').LoadOptions} options
 * @param {import('./load-options.mjs').Target[]}    targets
 * @return {Promise<{options: object, shops: object[]}>} Figures.
 */
export async function loadScenario( options, targets ) {
	const shops = [];
	for ( const target of targets ) {
		console.log( `\nload test: ${ target.name } (${ target.url })` );
		try {
			shops.push( await loadTarget( target, options, console.log ) );
		} catch ( error ) {
			shops.push( {
				name: target.name,
				url: target.url,
				error: error.message,
				passed: false,
			} );
		}
	}
	const { targets: _names, ...settings } = options;
	return { options: settings, shops };
}

/**
 * The shops of `npm run bench`: those SHOP_LOAD_TARGETS names, else the dev stack the bench started.
 *
 * @param {import('./load-options.mjs').LoadOptions}               options
 * @param {{url: string, admin: {user: string, password: string}}} facts   The started stack's.
 * @return {import('./load-options.mjs').Target[]} Targets.
 */
export function benchTargets( options, facts ) {
	return options.targets.length
		? options.targets.map( ( spec ) =>
				targetOf( spec, REPO_DIR, process.env )
			)
		: [
				{
					name: 'dev stack (single node)',
					url: new URL( facts.url ).origin,
					admin: facts.admin,
					logFiles: Object.values( LOG_FILES ),
				},
			];
}

/**
 * `node tools/bench/load.mjs [--target=…]… [--seconds=N] …`: prints the table, writes artifacts/bench-load.json.
 *
 * @param {string[]} args
 * @return {Promise<number>} 0 when every shop passed.
 */
export default async function main( args ) {
	const options = loadOptions( process.env, args );
	const targets = (
		options.targets.length ? options.targets : [ '.stack' ]
	).map( ( spec ) => targetOf( spec, REPO_DIR, process.env ) );
	const result = await loadScenario( options, targets );
	printLoadScenario( result );
	mkdirSync( artifactsDir, { recursive: true } );
	writeFileSync(
		path.join( artifactsDir, 'bench-load.json' ),
		JSON.stringify( result, null, '\t' )
	);
	return result.shops.every( ( shop ) => shop.passed ) ? 0 : 1;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	main( process.argv.slice( 2 ) ).then(
		( code ) => {
			process.exitCode = code;
		},
		( error ) => {
			console.error( error );
			process.exitCode = 1;
		}
	);
}
