/**
 * Logs the admin in once through the REST helpers of `@wordpress/e2e-test-utils-playwright`
 * and stores the session, so specs start authenticated unless they opt out: on every lane's
 * site when the suite runs in lanes (e2e/support/lanes.ts), else on the one site.
 */

/**
 * External dependencies
 */
import type { FullConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { laneSites } from './lanes';

export default async function globalSetup( config: FullConfig ) {
	const { baseURL, storageState } = config.projects[ 0 ].use;
	// A run started by a lane's worker (the harness spec's) tests that lane only.
	const sites =
		laneSites().length && ! process.env.SHOP_E2E_LANE
			? laneSites()
			: [ { url: baseURL, storageState: storageState as string } ];
	for ( const site of sites ) {
		execFileSync(
			process.execPath,
			[ path.join( __dirname, 'log-in-site.mjs' ) ],
			{
				env: {
					...process.env,
					WP_BASE_URL: site.url,
					STORAGE_STATE_PATH: site.storageState,
				},
				stdio: 'inherit',
			}
		);
	}
}
