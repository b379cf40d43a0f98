/**
 * The suite runs in lanes, a worker and a site each (tools/test/e2e-lanes.mjs): what a spec reads when it loads (the
 * site's address, its stack's folder, where the PHP logs are) and the admin's session must all be its lane's, or a
 * test would change one site and look at the other.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { readStackFacts } from '../support/stack';

test( 'a worker tests one site: its address, its stack and the admin session agree', async ( {
	baseURL,
	page,
	requestUtils,
} ) => {
	expect( readStackFacts().url ).toBe( baseURL );
	expect( process.env.WP_BASE_URL ).toBe( baseURL );

	const settings = await requestUtils.getSiteSettings();
	expect( settings.url ).toBe( baseURL );

	await page.goto( '/wp-admin/' );
	await expect(
		page.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
	).toBeVisible();
	expect( new URL( page.url() ).origin ).toBe( baseURL );
} );
