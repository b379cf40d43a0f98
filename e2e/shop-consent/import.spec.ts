/**
 * Import from GDPR Cookie Compliance: with its options on the site, the Import tab previews the changes and
 * imports them, and the banner then uses the imported texts; without them, it says there is nothing to import.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect, shopperState } from '../support/test';
import { mooveOptions } from './moove-options';

const OPTION = 'shop_consent_settings';

interface Stored {
	texts: { accept: string; bar_message: string };
	position: string;
	cookie_lifetime_days: number;
	scripts: { thirdparty: { head: string } };
}

async function stored( requestUtils: RequestUtils ): Promise< Stored > {
	const response = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	return response[ OPTION ] as Stored;
}

test.describe( 'Import from GDPR Cookie Compliance', () => {
	let previous: unknown;

	test.beforeAll( async ( { requestUtils } ) => {
		previous = await stored( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		mooveOptions( 'remove' );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ OPTION ]: previous },
		} );
	} );

	test( 'says there is nothing to import when its options are absent', async ( {
		admin,
		page,
	} ) => {
		mooveOptions( 'remove' );
		await admin.visitAdminPage(
			'options-general.php',
			'page=shop-consent'
		);
		await page.getByRole( 'tab', { name: 'Import' } ).click();

		await expect(
			page.getByText(
				'Nothing to import: the settings of GDPR Cookie Compliance (moove_gdpr_plugin_settings) were not found on this site.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Import settings' } )
		).toHaveCount( 0 );
	} );

	test( 'previews and imports texts, colours, behaviour and scripts, which the banner then uses', async ( {
		admin,
		browser,
		baseURL,
		page,
		requestUtils,
	} ) => {
		mooveOptions( 'seed' );
		await admin.visitAdminPage(
			'options-general.php',
			'page=shop-consent'
		);
		await page.getByRole( 'tab', { name: 'Import' } ).click();

		const changes = page.getByRole( 'table', {
			name: 'Settings that would change',
		} );
		await expect(
			changes.getByRole( 'row', { name: /^Accept button label/ } )
		).toContainText( 'Accept & continue' );
		await expect(
			changes.getByRole( 'row', { name: /^Third-party scripts: Head/ } )
		).toContainText( 'G-TEST123' );
		await expect(
			page
				.getByRole( 'table', { name: /^Not imported/ } )
				.getByRole( 'row', {
					name: /moove_gdpr_advanced_cookies_header_scripts/,
				} )
		).toContainText( 'never ran' );

		await expectNoAxeViolations( page, '.shop-consent-import' );

		await page.getByRole( 'button', { name: 'Import settings' } ).click();

		await expect(
			page.locator( '.components-notice.is-success' )
		).toContainText( /Imported \d+ settings\. They are saved\./ );
		await expect(
			page.getByText(
				'Your settings already match: an import would change nothing.'
			)
		).toBeVisible();
		const settings = await stored( requestUtils );
		expect( settings.texts.accept ).toBe( 'Accept & continue' );
		expect( settings.position ).toBe( 'bottom-left' );
		expect( settings.cookie_lifetime_days ).toBe( 180 );
		expect( settings.scripts.thirdparty.head ).toContain( 'G-TEST123' );

		// The other tabs show the imported values, so saving them keeps the import.
		await page.getByRole( 'tab', { name: 'Banner' } ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Accept button label' } )
		).toHaveValue( 'Accept & continue' );

		// A visitor meets the imported texts.
		const visitor = await browser.newContext( {
			baseURL,
			storageState: shopperState,
		} );
		const storefront = await visitor.newPage();
		await storefront.goto( '/' );
		await expect(
			storefront.getByRole( 'button', { name: 'Accept & continue' } )
		).toBeVisible();
		await expect(
			storefront.locator( '.shop-consent-bar-message' )
		).toHaveText(
			'We are using cookies to give you the best experience on our website. You can find out more about which cookies we are using or switch them off in settings.'
		);
		await visitor.close();
	} );
} );
