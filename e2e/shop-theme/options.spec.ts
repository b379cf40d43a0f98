/**
 * Appearance > Theme options as an administrator uses it: a toggle turned on, saved with a notice, stored.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';

const OPTION = 'shop_theme_options';

test.afterEach( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: { preloader: false } },
	} );
} );

test( 'an admin turns the pre-loader on, sees the saved notice, and it is stored', async ( {
	page,
	requestUtils,
} ) => {
	await page.goto( '/wp-admin/' );
	await page.getByRole( 'link', { name: 'Appearance' } ).hover();
	await page.getByRole( 'link', { name: 'Theme options' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Theme options', level: 1 } )
	).toBeVisible();

	const toggle = page.getByRole( 'checkbox', { name: 'Pre-loader' } );
	await expect( toggle ).not.toBeChecked();
	await toggle.focus();
	await page.keyboard.press( 'Space' );
	await expect( toggle ).toBeChecked();
	await page.getByRole( 'button', { name: 'Save changes' } ).click();

	await expect(
		page.locator( '.components-notice__content', {
			hasText: 'Settings saved.',
		} )
	).toBeVisible();
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	expect( settings[ OPTION ] ).toMatchObject( {
		preloader: true,
		back_to_top: true,
	} );

	await page.reload();
	await expect(
		page.getByRole( 'checkbox', { name: 'Pre-loader' } )
	).toBeChecked();
} );
