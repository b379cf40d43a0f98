/**
 * Logs the admin in once through the REST helpers of `@wordpress/e2e-test-utils-playwright`
 * and stores the session, so specs start authenticated unless they opt out.
 */

/**
 * External dependencies
 */
import type { FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export default async function globalSetup( config: FullConfig ) {
	const { baseURL, storageState } = config.projects[ 0 ].use;
	const requestUtils = await RequestUtils.setup( {
		baseURL,
		storageStatePath: storageState as string,
	} );
	await requestUtils.setupRest();
	await requestUtils.activateTheme( 'shop-theme' );
}
