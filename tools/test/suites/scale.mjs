/**
 * The scale stack's suite (`npm test -- scale`): the specs of e2e/scale/ against the scale-out stack (page cache,
 * two web nodes, Redis, cron loop), started when it is not running. Skipped, with the reason printed, without the
 * Redis Object Cache plugin or WooCommerce in the cache folder.
 *
 * The stack is chosen by environment when tools/stack is first imported, and this process already imported the
 * single stack's: the scale stack starts in a child process (`node tools/cli.mjs start --scale`), and Playwright runs
 * with SHOP_SCALE=1 and the scale stack's folder and URL.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { scaleInfo, SCALE_STACK_DIR } from '../../stack/index.mjs';
import {
	findRedisCache,
	missingRedisCacheMessage,
} from '../../stack/scale/redis-cache-source.mjs';
import {
	findWooCommerce,
	missingWooCommerceMessage,
} from '../../stack/woocommerce-source.mjs';
import { run } from '../exec.mjs';
import { artifactsDir, repoRoot } from '../paths.mjs';
import { emptyCounts } from '../tally.mjs';
import { runPlaywright } from './playwright.mjs';

/** The cron loop's interval when this suite starts the stack: its cron spec waits for a run. */
const SUITE_CRON_INTERVAL = '10';

/**
 * @param {string[]} playwrightArgs Passed through to Playwright after the scale specs' folder.
 * @return {Promise<import('../tally.mjs').Counts>} The suite's counts.
 */
export async function runScale( playwrightArgs = [] ) {
	const reason = await skipReason();
	if ( reason ) {
		console.log( `  skipped: scale › ${ reason }` );
		return { ...emptyCounts(), skipped: 1 };
	}
	const env = {
		SHOP_SCALE: '1',
		SHOP_CRON_INTERVAL:
			process.env.SHOP_CRON_INTERVAL ?? SUITE_CRON_INTERVAL,
	};
	const started = await run(
		process.execPath,
		[ path.join( repoRoot, 'tools/cli.mjs' ), 'start', '--scale' ],
		{ cwd: repoRoot, env: { ...process.env, ...env } }
	);
	const facts = scaleInfo();
	if ( started !== 0 || ! facts ) {
		return {
			...emptyCounts(),
			failed: 1,
			failures: [ `the scale stack did not start (exit ${ started })` ],
		};
	}
	console.log(
		`Testing the scale stack at ${ facts.url } (nodes ${ facts.scale?.nodes.a.url }, ${ facts.scale?.nodes.b.url })`
	);
	const selftest = path.join( SCALE_STACK_DIR, 'selftest.on' );
	writeFileSync( selftest, '' );
	try {
		// Spec files named after `--` narrow the run; otherwise every spec of e2e/scale/.
		const named = playwrightArgs.some( ( arg ) =>
			arg.startsWith( 'e2e/' )
		);
		return await runPlaywright(
			named ? playwrightArgs : [ 'e2e/scale/', ...playwrightArgs ],
			{
				env: {
					...env,
					WP_BASE_URL: facts.url,
					// e2e/support/stack.ts reads the stack's facts and logs there.
					SHOP_STACK_DIR: SCALE_STACK_DIR,
					SHOP_SCALE_STACK_DIR: SCALE_STACK_DIR,
					STORAGE_STATE_PATH: path.join(
						artifactsDir,
						'storage-states',
						'admin-scale.json'
					),
				},
				reportName: 'playwright-scale.json',
			}
		);
	} finally {
		rmSync( selftest, { force: true } );
	}
}

/**
 * @return {Promise<string|null>} Why the suite cannot run here, or null.
 */
async function skipReason() {
	if ( ! findRedisCache() ) {
		return missingRedisCacheMessage().replace( /\s*\n\s*/g, ' ' );
	}
	if ( ! ( await findWooCommerce() ) ) {
		return `it needs WooCommerce. ${ missingWooCommerceMessage() }`;
	}
	return null;
}
