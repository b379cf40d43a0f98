/**
 * Playwright configuration for every end-to-end suite of the bundle.
 *
 * The tests drive Debian's Chromium (never a downloaded browser) against the local
 * stack that `npm test` starts (`tools/cli.mjs`), or e2e/scale/ against the scale stack. One worker per site: every
 * test checks the PHP logs for what was written while it ran, and changes settings others read, which is only
 * meaningful when no other test runs on that site. `npm test` runs the e2e suite in two lanes, a worker and a site each
 * (tools/test/e2e-lanes.mjs, e2e/support/lanes.ts); run on its own, Playwright tests the one site with one worker.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { enterLane, laneWorkers } from './e2e/support/lanes';

// Before anything reads the site's address: a worker of a run in lanes tests its lane's site.
enterLane();
const baseURL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8888';
process.env.WP_BASE_URL = baseURL;
process.env.STORAGE_STATE_PATH ??= path.join(
	__dirname,
	'artifacts/storage-states/admin.json'
);

export default defineConfig( {
	testDir: './e2e',
	testIgnore: [
		...( process.env.SHOP_E2E_SELFTEST
			? []
			: [ '**/harness-selftest/**' ] ),
		// The scale stack's specs run against it only (`npm test -- scale` sets SHOP_SCALE=1 and its URL).
		...( process.env.SHOP_SCALE === '1' ? [] : [ '**/e2e/scale/**' ] ),
	],
	outputDir: './artifacts/test-results',
	globalSetup: './e2e/support/global-setup.ts',
	fullyParallel: false,
	workers: laneWorkers(),
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
	forbidOnly: !! process.env.CI,
	use: {
		baseURL,
		storageState: process.env.STORAGE_STATE_PATH,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		actionTimeout: 15_000,
		navigationTimeout: 30_000,
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
			],
		},
	},
} );
