/**
 * Run only by e2e/foundation/harness.spec.ts, which expects this test to PASS:
 * the guards must not fail a clean page.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

test( 'a clean page', async ( { page } ) => {
	const response = await page.goto( '/' );
	expect( response?.status() ).toBe( 200 );
} );
