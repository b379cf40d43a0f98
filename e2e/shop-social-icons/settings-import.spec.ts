/**
 * Import from Ultimate Social Media Icons: offered on the settings screen when its options are on the site, and
 * what maps is stored and shown.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { sfsiOptions } from './sfsi-options';

const OPTION = 'shop_social_icons_settings';

test.describe( 'Shop Social Icons import', () => {
	test.beforeAll( () => sfsiOptions( 'seed' ) );

	test.afterAll( async ( { requestUtils } ) => {
		sfsiOptions( 'remove' );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ OPTION ]: null },
		} );
	} );

	test( 'imports the networks, profiles, shape and size of the replaced plugin @social', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage(
			'options-general.php',
			'page=shop-social-icons'
		);
		await page
			.getByRole( 'button', {
				name: 'Import from Ultimate Social Media Icons',
			} )
			.click();

		await expect(
			page.locator( '.shop-social-icons-import .components-notice' )
		).toContainText(
			/Imported: share icons, .*follow icons, profile addresses, size, shape/
		);
		const share = page.getByRole( 'list', { name: 'Share icons' } );
		await expect(
			share.locator( '.shop-social-icons-networks__name' )
		).toHaveText( [ 'X', 'WhatsApp', 'Facebook' ] );
		await expect(
			page.getByRole( 'textbox', { name: 'Instagram profile' } )
		).toHaveValue( 'https://www.instagram.com/shop' );

		await page.reload();
		await page.getByRole( 'tab', { name: 'Appearance' } ).click();
		await expect(
			page.getByRole( 'radio', { name: 'Square', exact: true } )
		).toBeChecked();
		await expect(
			page.getByRole( 'spinbutton', { name: 'Size in pixels' } )
		).toHaveValue( '52' );
	} );
} );
