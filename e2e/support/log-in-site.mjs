/**
 * Logs the admin in on one site (WP_BASE_URL) and stores the session (STORAGE_STATE_PATH), with the bundle's theme
 * active. The global set-up runs it in a process of its own per site: `@wordpress/e2e-test-utils-playwright` reads
 * the site's address once, when it loads, so one process can set up one site only.
 */

/**
 * External dependencies
 */
import utils from '@wordpress/e2e-test-utils-playwright';

const requestUtils = await utils.RequestUtils.setup( {
	baseURL: process.env.WP_BASE_URL,
	storageStatePath: process.env.STORAGE_STATE_PATH,
} );
await requestUtils.setupRest();
await requestUtils.activateTheme( 'shop-theme' );
