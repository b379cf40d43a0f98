/**
 * The settings screen at Settings > Shop Consent: a change is saved and survives a reload, and a value the
 * schema refuses shows the server's message and leaves the stored settings as they were.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';

const OPTION = 'shop_consent_settings';

/** The one console error a refused save causes: Chromium logs every 4xx response it loads. */
const REFUSED_SAVE = {
	message: /status of 400 \(Bad Request\)/,
	url: '/wp-json/wp/v2/settings',
};

interface StoredSettings {
	texts: { accept: string };
	cookie_lifetime_days: number;
}

async function storedSettings(
	requestUtils: RequestUtils
): Promise< StoredSettings > {
	const response = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	return response[ OPTION ] as StoredSettings;
}

/**
 * Deletes the option (null through the settings endpoint), so that its defaults apply again and other specs
 * (the banner's "Accept all" / "Reject all") meet the default texts.
 *
 * @param requestUtils The REST helper.
 */
async function resetSettings( requestUtils: RequestUtils ) {
	try {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ OPTION ]: null },
		} );
	} catch ( error ) {
		// WordPress refuses to delete an option that is not stored (it checks `false` against the schema):
		// then the defaults apply already.
		if (
			( error as { code?: string } ).code !== 'rest_invalid_stored_value'
		) {
			throw error;
		}
	}
}

test.describe( 'Shop Consent settings screen', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'saves a new accept label that is still there after a reload', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage(
			'options-general.php',
			'page=shop-consent'
		);
		await expect(
			page.getByRole( 'tab', { name: 'Banner' } )
		).toBeVisible();

		const accept = page.getByRole( 'textbox', {
			name: 'Accept button label',
		} );
		await accept.fill( 'Yes, all cookies' );
		await expect( page.getByTestId( 'bar-preview' ) ).toContainText(
			'Yes, all cookies'
		);
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.components-notice.is-success' )
		).toContainText( 'Settings saved.' );

		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Accept button label' } )
		).toHaveValue( 'Yes, all cookies' );
		expect( ( await storedSettings( requestUtils ) ).texts.accept ).toBe(
			'Yes, all cookies'
		);
	} );

	test.describe( 'with a value the schema refuses', () => {
		test.use( { expectedConsoleErrors: [ REFUSED_SAVE ] } );

		test( 'refuses a cookie lifetime of 0 with the server message and keeps the stored value', async ( {
			admin,
			page,
			requestUtils,
		} ) => {
			await admin.visitAdminPage(
				'options-general.php',
				'page=shop-consent'
			);
			const lifetime = page.getByRole( 'spinbutton', {
				name: 'Cookie lifetime in days',
			} );
			await expect( lifetime ).toHaveValue( '365' );

			await lifetime.fill( '0' );
			await page.getByRole( 'button', { name: 'Save settings' } ).click();

			const error = page.locator( '.components-notice.is-error' );
			await expect( error ).toContainText( 'cookie_lifetime_days' );
			await expect( error ).toContainText(
				/between 1 \(inclusive\) and 730/
			);
			// The admin's input stays for correcting.
			await expect( lifetime ).toHaveValue( '0' );
			expect(
				( await storedSettings( requestUtils ) ).cookie_lifetime_days
			).toBe( 365 );
		} );

		test( 'refuses a colour that is not hex', async ( {
			admin,
			page,
			requestUtils,
		} ) => {
			await admin.visitAdminPage(
				'options-general.php',
				'page=shop-consent'
			);
			const background = page.getByRole( 'textbox', {
				name: 'Background colour',
			} );

			await background.fill( 'red' );
			await expect( background ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await page.getByRole( 'button', { name: 'Save settings' } ).click();

			await expect(
				page.locator( '.components-notice.is-error' )
			).toContainText( 'colours' );
			const stored = ( await storedSettings(
				requestUtils
			) ) as unknown as {
				colours: { background: string };
			};
			expect( stored.colours.background ).toBe( '#ffffff' );
		} );
	} );
} );
