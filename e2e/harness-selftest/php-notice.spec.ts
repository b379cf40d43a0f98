/**
 * Run only by e2e/foundation/harness.spec.ts, which expects this test to FAIL:
 * the page it visits raises a PHP notice, and the PHP log guard must catch it.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

test( 'a page that raises a PHP notice', async ( { page } ) => {
	const response = await page.goto( '/?shop_selftest=notice' );
	expect( response?.status() ).toBe( 200 );
} );
