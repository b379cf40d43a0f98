/**
 * axe checks of every tab of the Settings > Shop Consent screen, as an admin meets them.
 */

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';

test( 'every tab of the settings screen has no axe violations', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/options-general.php?page=shop-consent' );
	const tabs = page.getByRole( 'tab' );
	await expect( tabs.first() ).toBeVisible();
	const names = await tabs.allInnerTexts();
	// The tabs, at least: a tab that vanished must fail here, not pass unchecked.
	expect( names ).toEqual(
		expect.arrayContaining( [
			'Banner',
			'Categories and scripts',
			'Blocked embeds',
			'Integrations',
			'Regions and privacy',
			'Statistics',
			'Consent log',
			'Import',
		] )
	);
	for ( const name of names ) {
		await page.getByRole( 'tab', { name } ).click();
		await expect(
			page.getByRole( 'tabpanel', { name } ).first()
		).toBeVisible();
		// Panels that load data show a spinner first; check what the admin then sees.
		await expect(
			page.locator( '.shop-consent-settings .components-spinner' )
		).toHaveCount( 0 );
		await expectNoAxeViolations(
			page,
			'.shop-consent-settings',
			`tab ${ name }`
		);
	}
} );
