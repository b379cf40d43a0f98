/**
 * Playwright configuration for every end-to-end suite of the bundle.
 *
 * The tests drive Debian's Chromium (never a downloaded browser) against the local
 * stack that `npm test` starts (`tools/cli.mjs`), or e2e/scale/ against the scale stack. One worker: every test checks the
 * PHP logs for what was written while it ran, which is only meaningful when tests do
 * not overlap.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

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
	workers: 1,
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
