/**
 * `npm test`: static checks, jest, PHPUnit and Playwright, in that order, against the
 * local stack (started when it is not running), then the scale stack's suite against the
 * scale-out stack (suites/scale.mjs), closing with one summary line.
 *
 * Usage: npm test [-- [static] [jest] [php] [e2e] [scale] [-- <playwright args>]]
 * With no suite named, all run. Exits non-zero on any failure.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

import {
	ensureDependenciesAndBuild,
	startStack,
	SELFTEST_FLAG,
	WC_VERSION,
	WP_SUITE,
} from '../stack/index.mjs';
import { runStaticChecks } from './suites/static.mjs';
import { runJest } from './suites/jest.mjs';
import { runPhpUnit } from './suites/phpunit.mjs';
import { runPlaywright } from './suites/playwright.mjs';
import { runScale } from './suites/scale.mjs';
import { endLanes, startLanes } from './e2e-lanes.mjs';
import { add, emptyCounts, failureLines, summaryLine } from './tally.mjs';
import { artifactsDir } from './paths.mjs';

const SUITES = [ 'static', 'jest', 'php', 'e2e', 'scale' ];

/**
 * @param {string[]} args
 * @return {{suites: string[], playwrightArgs: string[]}} The suites to run and what goes to Playwright.
 */
function parseArgs( args ) {
	const split = args.indexOf( '--' );
	const own = split === -1 ? args : args.slice( 0, split );
	const playwrightArgs = split === -1 ? [] : args.slice( split + 1 );
	const unknown = own.filter( ( a ) => ! SUITES.includes( a ) );
	if ( unknown.length ) {
		throw new Error(
			`Unknown suite ${ unknown.join( ', ' ) }: choose from ${ SUITES.join( ', ' ) }.`
		);
	}
	return { suites: own.length ? own : SUITES, playwrightArgs };
}

/**
 * The e2e suite, in lanes: a worker per lane, each against a stack of its own (tools/test/e2e-lanes.mjs).
 *
 * @param {string[]} playwrightArgs Passed through to Playwright.
 * @return {Promise<import('./tally.mjs').Counts>} The suite's counts.
 */
async function runE2e( playwrightArgs ) {
	let lanes;
	try {
		lanes = await startLanes();
	} catch ( error ) {
		// Counted as a failure, as the scale suite counts a stack that did not start.
		const message =
			error instanceof Error ? error.message : String( error );
		return { ...emptyCounts(), failed: 1, failures: [ message ] };
	}
	console.log(
		`In ${ lanes.length } lane(s): ${ lanes.map( ( lane ) => lane.url ).join( ', ' ) }`
	);
	try {
		return await runPlaywright( playwrightArgs, {
			env: { SHOP_E2E_SITES: JSON.stringify( lanes ) },
		} );
	} finally {
		endLanes();
	}
}

/**
 * @param {string[]} args
 * @return {Promise<number>} The exit code.
 */
export default async function main( args = [] ) {
	const { suites, playwrightArgs } = parseArgs( args );
	mkdirSync( artifactsDir, { recursive: true } );
	// The exact versions follow once the stack is up; this says at once what was asked for.
	console.log(
		`npm test: suites ${ suites.join( ', ' ) } on WordPress from Debian ${ WP_SUITE } with WooCommerce ${ WC_VERSION } (when available)`
	);
	await ensureDependenciesAndBuild();

	let withWooCommerce = false;
	const needsStack = suites.includes( 'php' ) || suites.includes( 'e2e' );
	if ( needsStack ) {
		const facts = await startStack( { quiet: true } );
		console.log(
			`Testing WordPress ${ facts.wordpress } (Debian ${ facts.suite }) with ${
				facts.woocommerce
					? `WooCommerce ${ facts.woocommerce }`
					: 'no WooCommerce: its suites are skipped'
			}, PHP ${ facts.php }, at ${ facts.url }`
		);
		process.env.WP_BASE_URL = facts.url;
		withWooCommerce = Boolean( facts.woocommerce );
	}

	const selftestSwitch = SELFTEST_FLAG;
	let total = emptyCounts();
	try {
		if ( needsStack ) {
			writeFileSync( selftestSwitch, '' );
		}
		/** @type {Record<string, () => Promise<import('./tally.mjs').Counts>>} */
		const runners = {
			static: runStaticChecks,
			jest: runJest,
			php: () => runPhpUnit( withWooCommerce ),
			e2e: () => runE2e( playwrightArgs ),
			scale: () => runScale( playwrightArgs ),
		};
		for ( const suite of suites ) {
			console.log( `\n=== ${ suite } ===` );
			const counts = await runners[ suite ]();
			console.log( `${ suite }: ${ summaryLine( counts ) }` );
			total = add( total, {
				...counts,
				failures: failureLines( counts, suite ),
			} );
		}
	} finally {
		rmSync( selftestSwitch, { force: true } );
	}

	console.log( '' );
	for ( const line of total.failures ?? [] ) {
		console.log( line );
	}
	console.log( summaryLine( total ) );
	return total.failed > 0 ? 1 : 0;
}
