/**
 * Run only by e2e/foundation/harness.spec.ts, which expects this test to FAIL:
 * the page it visits logs a console error, and the browser error guard must catch it.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

test( 'a page that logs a console error', async ( { page } ) => {
	const response = await page.goto( '/?shop_selftest=console' );
	expect( response?.status() ).toBe( 200 );
} );
