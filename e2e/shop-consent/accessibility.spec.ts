/**
 * axe checks of the consent UI a visitor meets: the bar, and the settings modal.
 */

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

test( 'the consent bar has no axe violations', async ( { page } ) => {
	await page.goto( '/' );
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeVisible();
	await expectNoAxeViolations( page, '#shop-consent-bar', 'the consent bar' );
} );

test( 'the settings modal has no axe violations', async ( { page } ) => {
	await page.goto( '/#shop-consent-settings' );
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expectNoAxeViolations(
		page,
		'#shop-consent-ui',
		'the settings modal'
	);
} );
