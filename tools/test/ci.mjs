/**
 * CI (`.ci/run`): the default `npm test` (every suite on WordPress 7.1 + WooCommerce 11, the scale stack's
 * included), then the PHP and e2e suites on the minimum supported platform (WordPress 6.8 from Debian trixie +
 * WooCommerce 10.6.2), so a break there is seen. It ends with one line, `N passed, N failed, N skipped`, over both
 * runs, and fails when either does.
 *
 * The minimum pair runs in a stack of its own (`.stack-minimum/`, port + 2), stopped afterwards: the default stack
 * is never reinstalled for it, so the next `npm test` finds the stack as it was.
 *
 * Which e2e tests run on the minimum pair: MINIMUM_E2E below (see the README, "The minimum supported platform").
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { repoRoot } from './paths.mjs';
import { add, emptyCounts, FAILURE_PREFIX, summaryLine } from './tally.mjs';

/**
 * The e2e specs run on the minimum pair: what depends on the WordPress and WooCommerce versions, in the fewest
 * minutes. The foundation (install, admin screens, dashboard, storefront pages, zip install, no idle scripts, the
 * harness), the shopper's journeys across every package on a desktop and a phone (consent, filter, the grid's add to
 * cart, quick view, mini-cart, block and classic checkout, the order and its origin in wp-admin), and the pieces that
 * lean on a WooCommerce API the journeys pass over: the filter's redraw through the Interactivity API router, the
 * mini-cart's and cart block's updates, the Stripe method registered in the block checkout, and the classic gallery.
 * The shopper's path on the block pages (`e2e/storefront/shopper-path.spec.ts`) is left to the default platform: the
 * journeys walk the same pages there. Everything else runs once, on the default platform (the whole suite on both
 * took 20 minutes more of CI).
 */
export const MINIMUM_E2E = [
	'e2e/foundation/',
	'e2e/journeys/',
	'e2e/shop-filter/add-to-cart.spec.ts',
	'e2e/storefront/cart-blocks.spec.ts',
	'e2e/shop-stripe-gateway/block-checkout.spec.ts',
	'e2e/shop-theme/product-gallery.spec.ts',
];

const SUMMARY = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;

/**
 * Runs `node tools/cli.mjs test …`, its output passed through, and reads its closing summary line.
 *
 * @param {string[]}               args Arguments after `test`.
 * @param {Record<string, string>} env  Variables added to the environment.
 * @return {Promise<{code: number, counts: import('./tally.mjs').Counts | null, failures: string[]}>} Exit code, counts (null without a summary) and its lines naming failed tests.
 */
function runTests( args, env = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn(
			process.execPath,
			[ path.join( repoRoot, 'tools/cli.mjs' ), 'test', ...args ],
			{
				cwd: repoRoot,
				env: { ...process.env, ...env },
				stdio: [ 'ignore', 'pipe', 'inherit' ],
			}
		);
		let counts = null;
		/** @type {string[]} */
		const failures = [];
		let pending = '';
		child.stdout.on( 'data', ( chunk ) => {
			process.stdout.write( chunk );
			const lines = ( pending + chunk ).split( '\n' );
			pending = lines.pop() ?? '';
			for ( const line of lines ) {
				if ( line.startsWith( FAILURE_PREFIX ) ) {
					failures.push( line.slice( FAILURE_PREFIX.length ) );
				}
				const match = line.trim().match( SUMMARY );
				if ( match ) {
					const [ passed, failed, skipped ] = match
						.slice( 1 )
						.map( Number );
					counts = { passed, failed, skipped };
				}
			}
		} );
		child.on( 'close', ( code ) =>
			resolve( { code: code ?? 1, counts, failures } )
		);
	} );
}

/**
 * @param {string[]}               args Arguments of `node tools/cli.mjs`.
 * @param {Record<string, string>} env  Variables added to the environment.
 * @return {Promise<number>} The exit code.
 */
function runCli( args, env ) {
	return new Promise( ( resolve ) => {
		spawn(
			process.execPath,
			[ path.join( repoRoot, 'tools/cli.mjs' ), ...args ],
			{
				cwd: repoRoot,
				env: { ...process.env, ...env },
				stdio: 'inherit',
			}
		).on( 'close', ( code ) => resolve( code ?? 1 ) );
	} );
}

/** @return {Promise<number>} The exit code. */
export default async function main() {
	const port = Number( process.env.SHOP_PORT || 8888 ) + 2;
	const minimum = {
		SHOP_WP_SUITE: 'trixie',
		SHOP_WC_VERSION: '10.6.2',
		SHOP_STACK_DIR: path.join( repoRoot, '.stack-minimum' ),
		SHOP_PORT: String( port ),
	};

	console.log( '=== CI: default platform, every suite ===' );
	const standard = await runTests( [] );
	// The scale suite's stack (cron loop every 10 s, two nodes, Varnish) would only take CPU from the minimum run.
	await runCli( [ 'stop', '--scale' ], {} );
	console.log(
		'\n=== CI: minimum platform (WordPress 6.8 + WooCommerce 10.6.2), php and e2e ==='
	);
	const least = await runTests(
		[ 'php', 'e2e', '--', ...MINIMUM_E2E ],
		minimum
	);
	// Its stack is stopped so only the default stack keeps running, as after a plain `npm test`.
	await runCli( [ 'stop' ], minimum );

	let total = emptyCounts();
	let failed = false;
	// Repeated last, where a log cut to its end still shows them.
	for ( const [ name, run ] of [
		[ 'default', standard ],
		[ 'minimum', least ],
	] ) {
		for ( const line of run.failures ) {
			console.log( `${ FAILURE_PREFIX }${ name } platform › ${ line }` );
		}
	}
	for ( const [ name, run ] of [
		[ 'default', standard ],
		[ 'minimum', least ],
	] ) {
		const counts = run.counts ?? { passed: 0, failed: 1, skipped: 0 };
		console.log(
			`${ name } platform: ${ summaryLine( counts ) } (exit ${ run.code })`
		);
		total = add( total, counts );
		failed ||= run.code !== 0 || counts.failed > 0;
	}
	console.log( `\n${ summaryLine( total ) }` );
	return failed ? 1 : 0;
}
