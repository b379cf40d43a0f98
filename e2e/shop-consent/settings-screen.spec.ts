/**
 * The settings screen at Settings > Shop Consent: a change is saved and survives a reload, and a value the
 * schema refuses shows the server's message and leaves the stored settings as they were.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import {
	colourButton,
	pickPaletteColour,
	setCustomColour,
} from '../support/colour-control';

const OPTION = 'shop_consent_settings';

/**
 * Saves with the screen's button and waits for its success notice.
 *
 * @param page The settings page.
 */
async function saveAndConfirm( page: Page ) {
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page.locator( '.components-notice.is-success' )
	).toContainText( 'Settings saved.' );
}

/** Settings > Shop Consent. */
const SCREEN = 'page=shop-consent';

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
		await saveAndConfirm( page );

		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Accept button label' } )
		).toHaveValue( 'Yes, all cookies' );
		expect( ( await storedSettings( requestUtils ) ).texts.accept ).toBe(
			'Yes, all cookies'
		);
	} );

	test( 'offers the theme’s palette for a colour and saves the swatch picked', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage( 'options-general.php', SCREEN );
		await expect( colourButton( page, 'Button colour' ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);

		// shop-theme's "Primary" (theme.json), the active theme's palette.
		await pickPaletteColour( page, 'Button colour', 'Primary' );
		await expect(
			page.getByRole( 'button', {
				name: 'Button colour #1f4d3f',
				exact: true,
			} )
		).toBeVisible();
		await saveAndConfirm( page );

		await page.reload();
		await expect(
			page.getByRole( 'button', {
				name: 'Button colour #1f4d3f',
				exact: true,
			} )
		).toBeVisible();
		const stored = ( await storedSettings( requestUtils ) ) as unknown as {
			colours: { button_background: string };
		};
		expect( stored.colours.button_background ).toBe( '#1f4d3f' );
	} );

	test( 'the colours an admin sets are exactly those of the preview and of the shopper’s bar', async ( {
		admin,
		browser,
		page,
	} ) => {
		const colours = {
			'Background colour': '#123456',
			'Text colour': '#fafafa',
			'Button colour': '#ffcc00',
			'Button text colour': '#101010',
			'Link colour': '#ff99cc',
		};
		const expected = {
			bar: { background: 'rgb(18, 52, 86)', text: 'rgb(250, 250, 250)' },
			button: { background: 'rgb(255, 204, 0)', text: 'rgb(16, 16, 16)' },
			link: 'rgb(255, 153, 204)',
		};
		/**
		 * The drawn colours of a bar: its background and text, the Accept all button's, the privacy link's.
		 *
		 * @param bar The bar's region.
		 */
		const drawn = async ( bar: Locator ) => {
			const style = ( locator: Locator, property: string ) =>
				locator.evaluate(
					( element, name ) =>
						getComputedStyle( element ).getPropertyValue( name ),
					property
				);
			const button = bar.getByRole( 'button', { name: 'Accept all' } );
			const link = bar.getByRole( 'link', { name: 'Privacy policy' } );
			return {
				bar: {
					background: await style( bar, 'background-color' ),
					text: await style( bar, 'color' ),
				},
				button: {
					background: await style( button, 'background-color' ),
					text: await style( button, 'color' ),
				},
				link: await style( link, 'color' ),
			};
		};

		await admin.visitAdminPage(
			'options-general.php',
			'page=shop-consent'
		);
		for ( const [ name, value ] of Object.entries( colours ) ) {
			await setCustomColour( page, name, value );
		}
		const preview = page
			.getByTestId( 'bar-preview' )
			.locator( '.shop-consent-bar' );
		// The server draws the preview again once typing pauses: it catches up with the last field.
		await expect.poll( () => drawn( preview ) ).toEqual( expected );
		await saveAndConfirm( page );

		const shopper = await browser.newContext( {
			baseURL: new URL( page.url() ).origin,
			storageState: shopperState,
		} );
		try {
			const storefront = await shopper.newPage();
			await storefront.goto( '/' );
			const bar = storefront.getByRole( 'region', {
				name: 'Cookie consent',
			} );
			await expect( bar ).toBeVisible();
			expect( await drawn( bar ) ).toEqual( expected );
			// The link in the settings window has the link colour too.
			await bar.getByRole( 'button', { name: 'Settings' } ).click();
			await expect(
				storefront
					.getByRole( 'dialog' )
					.getByRole( 'link', { name: 'Privacy policy' } )
			).toHaveCSS( 'color', expected.link );
		} finally {
			await shopper.close();
		}
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
			await page.getByRole( 'button', { name: 'Save changes' } ).click();

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
	} );
} );
