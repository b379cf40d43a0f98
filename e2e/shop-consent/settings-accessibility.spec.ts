/**
 * axe checks of every tab of the Settings > Shop Consent screen, as an admin meets them.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

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
		const results = await new AxeBuilder( { page } )
			.include( '.shop-consent-settings' )
			.withTags( WCAG )
			.analyze();
		expect( results.violations, `tab ${ name }` ).toEqual( [] );
		expect( results.passes.length ).toBeGreaterThan( 5 );
	}
} );
