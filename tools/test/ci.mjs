/**
 * CI (`.ci/run`): the README's test command, `npm test`, suite by suite on the default platform (WordPress 7.1 +
 * WooCommerce 11, the scale stack's suite included), and the PHP and e2e suites on the minimum supported platform
 * (WordPress 6.8 from Debian trixie + WooCommerce 10.6.2), so a break there is seen. It ends with one line,
 * `N passed, N failed, N skipped`, over every run, and fails when any does.
 *
 * The minimum pair runs in a stack of its own (`.stack-minimum/`, port + 2), stopped afterwards: the default stack
 * is never reinstalled for it, so the next `npm test` finds the stack as it was.
 *
 * Time (the aim is 45 minutes on a 2-core machine; 51 on 2026-11-30 with the e2e suite on one worker): the suites
 * that time nothing (jest, and the PHP suites of both platforms) run two at a time, one per core: jest then the
 * minimum's PHP beside the default PHP suite; the e2e suite runs in its two lanes, a worker and a site each
 * (tools/test/e2e-lanes.mjs), and nothing else runs beside a browser suite. The run beside the streamed one is
 * printed when it ends.
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
 * Runs `node tools/cli.mjs test …`, its output passed through (or kept and printed at its end), and reads its closing
 * summary line.
 *
 * @param {string[]}               args       Arguments after `test`.
 * @param {Record<string, string>} env        Variables added to the environment.
 * @param {boolean}                [buffered] Whether its output waits for its end (a run beside another).
 * @return {Promise<{code: number, counts: import('./tally.mjs').Counts | null, failures: string[]}>} Exit code, counts (null without a summary) and its lines naming failed tests.
 */
function runTests( args, env = {}, buffered = false ) {
	return new Promise( ( resolve ) => {
		const child = spawn(
			process.execPath,
			[ path.join( repoRoot, 'tools/cli.mjs' ), 'test', ...args ],
			{
				cwd: repoRoot,
				env: { ...process.env, ...env },
				stdio: [ 'ignore', 'pipe', buffered ? 'pipe' : 'inherit' ],
			}
		);
		/** @type {Buffer[]} */
		const kept = [];
		child.stderr?.on( 'data', ( chunk ) => kept.push( chunk ) );
		let counts = null;
		/** @type {string[]} */
		const failures = [];
		let pending = '';
		child.stdout.on( 'data', ( chunk ) => {
			if ( buffered ) {
				kept.push( chunk );
			} else {
				process.stdout.write( chunk );
			}
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
		child.on( 'close', ( code ) => {
			if ( buffered ) {
				console.log(
					`\n=== CI: the run beside it: test ${ args.join( ' ' ) } ===`
				);
				process.stdout.write( Buffer.concat( kept ) );
			}
			resolve( { code: code ?? 1, counts, failures } );
		} );
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

	/** @type {Array<[string, Awaited<ReturnType<typeof runTests>>]>} */
	const runs = [];
	console.log( '=== CI: default platform: static checks ===' );
	runs.push( [ 'default', await runTests( [ 'static' ] ) ] );
	// The default stack (and the system packages a bare machine lacks) before two runs start stacks at once.
	await runCli( [ 'start' ], {} );
	console.log(
		'\n=== CI: default platform: jest, then the minimum platform (WordPress 6.8 + WooCommerce 10.6.2) PHP, beside the default PHP suite ==='
	);
	const [ [ jest, leastPhp ], php ] = await Promise.all( [
		( async () => {
			const first = await runTests( [ 'jest' ] );
			const second = await runTests( [ 'php' ], minimum, true );
			// Stopped until its e2e run, which starts it again: idle, it would still hold memory the e2e suite uses.
			await runCli( [ 'stop' ], minimum );
			return [ first, second ];
		} )(),
		runTests( [ 'php' ], {}, true ),
	] );
	runs.push( [ 'default', jest ], [ 'default', php ] );
	console.log( '\n=== CI: default platform: e2e and the scale stack ===' );
	runs.push( [ 'default', await runTests( [ 'e2e', 'scale' ] ) ] );
	// The scale suite's stack (cron loop every 10 s, two nodes, Varnish) would only take CPU from the minimum run.
	await runCli( [ 'stop', '--scale' ], {} );
	console.log( '\n=== CI: minimum platform: e2e ===' );
	const leastE2e = await runTests( [ 'e2e', '--', ...MINIMUM_E2E ], minimum );
	runs.push( [ 'minimum', leastPhp ], [ 'minimum', leastE2e ] );
	// Its stack is stopped so only the default stack keeps running, as after a plain `npm test`.
	await runCli( [ 'stop' ], minimum );

	let total = emptyCounts();
	let failed = false;
	// Repeated last, where a log cut to its end still shows them.
	for ( const [ name, run ] of runs ) {
		for ( const line of run.failures ) {
			console.log( `${ FAILURE_PREFIX }${ name } platform › ${ line }` );
		}
	}
	/** @type {Record<string, import('./tally.mjs').Counts>} */
	const platforms = {};
	for ( const [ name, run ] of runs ) {
		const counts = run.counts ?? { passed: 0, failed: 1, skipped: 0 };
		platforms[ name ] = add( platforms[ name ] ?? emptyCounts(), counts );
		total = add( total, counts );
		failed ||= run.code !== 0 || counts.failed > 0;
	}
	for ( const [ name, counts ] of Object.entries( platforms ) ) {
		console.log( `${ name } platform: ${ summaryLine( counts ) }` );
	}
	console.log( `\n${ summaryLine( total ) }` );
	return failed ? 1 : 0;
}
