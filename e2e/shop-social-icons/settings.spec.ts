/**
 * Settings > Shop Social Icons: networks and appearance changed and saved (the button busy, then the tab's message,
 * which stays until dismissed: the bundle's one voice, e2e/foundation/admin-voice.spec.ts), kept after a reload and drawn on a post; a refused value shows the server's message;
 * the admin notice widget keeps its state across reloads and can be dismissed for good.
 */

/**
 * WordPress dependencies
 */
import type { Admin, RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { setCustomColour } from '../support/colour-control';

const OPTION = 'shop_social_icons_settings';
const NOTICE = '/shop-social-icons/v1/notice';

/** The one console error a refused save causes: Chromium logs every 4xx response it loads. */
const REFUSED_SAVE = {
	message: /status of 400 \(Bad Request\)/,
	url: '/wp/v2/settings',
};

/**
 * Deletes the option (null through the settings endpoint) so its defaults apply again for other specs.
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
		// Not stored: the defaults apply already.
		if (
			( error as { code?: string } ).code !== 'rest_invalid_stored_value'
		) {
			throw error;
		}
	}
}

/**
 * Holds every save to /wp/v2/settings until the returned function is called, so the saving state can be seen.
 *
 * @param page The page.
 */
async function holdSaves( page: Page ) {
	let release: () => void = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	await page.route(
		( url ) => url.href.includes( 'wp/v2/settings' ),
		async ( route ) => {
			if ( route.request().method() === 'POST' ) {
				await released;
			}
			await route.continue();
		}
	);
	return release;
}

/**
 * Opens Settings > Shop Social Icons.
 *
 * @param admin The admin utils.
 */
const openSettings = ( admin: Admin ) =>
	admin.visitAdminPage( 'options-general.php', 'page=shop-social-icons' );

/**
 * Saves the open tab and waits for its success message.
 *
 * @param page The page.
 */
async function saveTab( page: Page ) {
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page.locator( '.components-notice.is-success' )
	).toContainText( 'Settings saved.' );
}

/**
 * The networks listed in one of the screen's lists, by name, in order.
 *
 * @param page   The page.
 * @param legend The list's name.
 */
const listed = ( page: Page, legend: string ) =>
	page
		.getByRole( 'list', { name: legend } )
		.locator( '.shop-social-icons-networks__name' );

/**
 * What a popup looks like, for comparing the preview with the storefront's popup (the font family aside: 'the
 * theme's font' is the admin's there).
 *
 * @param popup The popup's dialog.
 */
const looks = ( popup: Locator ) =>
	popup.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		return [
			style.borderTop,
			style.backgroundColor,
			style.color,
			style.fontSize,
			style.fontStyle,
			style.fontWeight,
			style.boxShadow,
		];
	} );

test.describe( 'Shop Social Icons settings screen', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'networks and appearance are saved, kept after a reload and drawn on a post @social', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openSettings( admin );
		await expect(
			page.getByRole( 'tab', { name: 'Networks' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( listed( page, 'Share icons' ) ).toHaveText( [
			'Facebook',
			'X',
			'LinkedIn',
			'Pinterest',
			'WhatsApp',
			'Email',
			'Copy link',
		] );

		// Keyboard: X moves up, the focus stays on its button.
		const share = page.getByRole( 'group', { name: 'Share icons' } );
		const moveXUp = share.getByRole( 'button', { name: 'Move X up' } );
		await moveXUp.focus();
		await page.keyboard.press( 'Enter' );
		await expect( moveXUp ).toBeFocused();
		for ( const name of [
			'Remove LinkedIn',
			'Remove Pinterest',
			'Remove WhatsApp',
			'Remove Copy link',
			'Add Telegram',
		] ) {
			await share.getByRole( 'button', { name } ).click();
		}
		await expect( listed( page, 'Share icons' ) ).toHaveText( [
			'X',
			'Facebook',
			'Email',
			'Telegram',
		] );

		const release = await holdSaves( page );
		const saveButton = page.getByRole( 'button', { name: 'Save changes' } );
		await saveButton.click();
		await expect( saveButton ).toHaveAttribute( 'aria-disabled', 'true' );
		release();
		const saved = page.locator( '.components-notice.is-success' );
		await expect( saved ).toContainText( 'Settings saved.' );
		await expect(
			page.getByRole( 'button', { name: 'Save changes' } )
		).toBeEnabled();
		await saved.getByRole( 'button', { name: 'Close' } ).click();
		await expect( saved ).toHaveCount( 0 );
		await page.unroute( ( url ) => url.href.includes( 'wp/v2/settings' ) );

		await expectNoAxeViolations(
			page,
			'.shop-social-icons-settings',
			'networks tab'
		);

		await page.getByRole( 'tab', { name: 'Appearance' } ).click();
		await page
			.getByRole( 'radio', { name: 'Square', exact: true } )
			.check();
		await page
			.getByRole( 'spinbutton', { name: 'Size in pixels' } )
			.fill( '56' );
		await saveTab( page );

		await page.reload();
		await expect( listed( page, 'Share icons' ) ).toHaveText( [
			'X',
			'Facebook',
			'Email',
			'Telegram',
		] );
		await page.getByRole( 'tab', { name: 'Appearance' } ).click();
		await expect(
			page.getByRole( 'radio', { name: 'Square', exact: true } )
		).toBeChecked();
		await expect(
			page.getByRole( 'spinbutton', { name: 'Size in pixels' } )
		).toHaveValue( '56' );

		const post = await requestUtils.createPost( {
			title: 'Settings on a post',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content:
				'<!-- wp:shortcode -->[shop_social_icons]<!-- /wp:shortcode -->',
		} );
		try {
			await page.goto( post.link );
			// The shortcode's list, in the content (the post's own share icons, placed by default, follow it).
			const list = page
				.getByRole( 'list', { name: 'Share this page' } )
				.first();
			await expect( list.getByRole( 'link' ) ).toHaveText( [
				'Share on X',
				'Share on Facebook',
				'Share by email',
				'Share on Telegram',
			] );
			await expect( list ).toHaveClass( /\bis-shape-square\b/ );
			const width = await list
				.getByRole( 'link', { name: 'Share on X' } )
				.evaluate( ( link ) => link.getBoundingClientRect().width );
			expect( width ).toBe( 56 );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'a network dragged onto another’s place moves there, each shown with its icon, and the new order is saved @social', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openSettings( admin );
		const names = listed( page, 'Share icons' );
		await expect( names.first() ).toBeVisible();
		const before = await names.allTextContents();
		expect( before.length ).toBeGreaterThan( 2 );
		const items = page
			.getByRole( 'list', { name: 'Share icons' } )
			.getByRole( 'listitem' );
		// Each icon draws the storefront's glyph from the sprite the page printed.
		for ( const item of await items.all() ) {
			const glyph = await item
				.locator( 'svg use' )
				.getAttribute( 'href' );
			await expect( page.locator( `symbol${ glyph }` ) ).toHaveCount( 1 );
			await expect( item.locator( 'svg' ) ).toBeVisible();
		}

		// The third network is dragged onto the first's place with the mouse.
		await items.nth( 2 ).dragTo( items.nth( 0 ) );
		const after = [
			before[ 2 ],
			before[ 0 ],
			before[ 1 ],
			...before.slice( 3 ),
		];
		await expect( names ).toHaveText( after );
		await saveTab( page );

		const stored = await requestUtils.rest< Record< string, unknown > >( {
			path: '/wp/v2/settings',
		} );
		const saved = ( stored[ OPTION ] as { share_networks: string[] } )
			.share_networks;
		expect( saved ).toHaveLength( before.length );
		await page.reload();
		await expect( listed( page, 'Share icons' ) ).toHaveText( after );
	} );

	test( 'the popup tab previews as it is edited; popup, floating widget and newsletter texts are saved and drawn @social', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await openSettings( admin );

		await page.getByRole( 'tab', { name: 'Placement' } ).click();
		await page.getByRole( 'checkbox', { name: 'Floating icons' } ).check();
		await page
			.getByRole( 'combobox', { name: 'Position' } )
			.selectOption( 'top-left' );
		await saveTab( page );

		await page.getByRole( 'tab', { name: 'Popup' } ).click();
		// The server's popup, drawn in place: the same dialog the storefront gets.
		const preview = page
			.getByTestId( 'popup-preview' )
			.locator( '.shop-social-icons-popup' );
		const previewText = preview.locator( '.shop-social-icons-popup__text' );
		await page
			.getByRole( 'textbox', { name: 'Popup text' } )
			.fill( 'Tell a friend about our teas' );
		await setCustomColour( page, 'Border colour', '#ff0000' );
		await page
			.getByRole( 'spinbutton', { name: 'Border thickness in pixels' } )
			.fill( '4' );
		await page
			.getByRole( 'combobox', { name: 'Font style' } )
			.selectOption( 'italic' );
		await expect( previewText ).toHaveText(
			'Tell a friend about our teas'
		);
		await expect( preview ).toHaveCSS(
			'border-top',
			'4px solid rgb(255, 0, 0)'
		);
		await expect( preview ).toHaveCSS( 'font-style', 'italic' );
		await expect(
			preview.getByRole( 'link', { name: 'Share on Facebook' } )
		).toBeVisible();
		const previewed = await looks( preview );
		await page.getByRole( 'checkbox', { name: 'Show the popup' } ).check();
		await page
			.getByRole( 'spinbutton', { name: 'Delay in seconds' } )
			.fill( '1' );
		await saveTab( page );

		await page.getByRole( 'tab', { name: 'Newsletter' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Heading' } )
			.fill( 'Tea letters' );
		await saveTab( page );

		await page.reload();
		await page.getByRole( 'tab', { name: 'Popup' } ).click();
		await expect( previewText ).toHaveText(
			'Tell a friend about our teas'
		);
		await expect(
			page.getByRole( 'checkbox', { name: 'Show the popup' } )
		).toBeChecked();

		const post = await requestUtils.createPost( {
			title: 'Placement on a post',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content:
				'<!-- wp:shortcode -->[shop_newsletter]<!-- /wp:shortcode -->',
		} );
		try {
			await page.goto( post.link );
			await expect(
				page.locator(
					'.shop-social-icons-floating [data-position="top-left"]'
				)
			).toBeVisible();
			await expect(
				page.getByRole( 'heading', { name: 'Tea letters' } )
			).toBeVisible();
			const popup = page.getByRole( 'dialog', {
				name: 'Tell a friend about our teas',
			} );
			await expect( popup ).toBeVisible();
			await expect( popup ).toHaveCSS( 'font-style', 'italic' );
			expect( await looks( popup ) ).toEqual( previewed );
			await popup.getByRole( 'button', { name: 'Close' } ).click();
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
			for ( const option of [
				'shop_social_icons_popup',
				'shop_social_icons_newsletter',
			] ) {
				await requestUtils.rest( {
					method: 'POST',
					path: '/wp/v2/settings',
					data: { [ option ]: null },
				} );
			}
		}
	} );

	test.describe( 'a refused value', () => {
		test.use( { expectedConsoleErrors: [ REFUSED_SAVE ] } );

		test( 'shows the server’s message and stores nothing @social', async ( {
			admin,
			page,
			requestUtils,
		} ) => {
			await openSettings( admin );
			await page.getByRole( 'tab', { name: 'Appearance' } ).click();
			await page
				.getByRole( 'spinbutton', { name: 'Size in pixels' } )
				.fill( '200' );
			await page.getByRole( 'button', { name: 'Save changes' } ).click();

			await expect(
				page.locator( '.components-notice.is-error' )
			).toContainText(
				'shop_social_icons_settings[size] must be between 16 (inclusive) and 96 (inclusive)'
			);
			await expect(
				page.getByRole( 'spinbutton', { name: 'Size in pixels' } )
			).toHaveValue( '200' );
			const stored = await requestUtils.rest<
				Record< string, { size: number } >
			>( {
				path: '/wp/v2/settings',
			} );
			expect( stored[ OPTION ].size ).toBe( 40 );
		} );
	} );
} );

test.describe( 'Shop Social Icons admin notice', () => {
	const reset = ( requestUtils: RequestUtils ) =>
		requestUtils.rest( {
			method: 'POST',
			path: NOTICE,
			data: { status: 'closed' },
		} );

	test.beforeEach( async ( { requestUtils } ) => reset( requestUtils ) );
	test.afterEach( async ( { requestUtils } ) => reset( requestUtils ) );

	test( 'Read more and Collapse are kept across reloads, and dismissing removes it for good @social', async ( {
		admin,
		page,
	} ) => {
		const saved = () =>
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'shop-social-icons/v1/notice' ) &&
					response.status() === 200
			);
		const notice = page.locator( '.shop-social-icons-notice' );
		const details = notice.getByText(
			'Add the icons with the Social icons block'
		);

		await admin.visitAdminPage( 'index.php' );
		const readMore = notice.getByRole( 'button', { name: 'Read more' } );
		await expect( readMore ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( details ).toBeHidden();

		let answer = saved();
		await readMore.click();
		await answer;
		const collapse = notice.getByRole( 'button', { name: 'Collapse' } );
		await expect( collapse ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( details ).toBeVisible();
		await expectNoAxeViolations(
			page,
			'.shop-social-icons-notice',
			'open notice',
			3
		);

		await page.reload();
		await expect( collapse ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( details ).toBeVisible();

		// The plugin's own screen shows it too, in the same state; closed with the keyboard.
		await openSettings( admin );
		await expect( collapse ).toHaveAttribute( 'aria-expanded', 'true' );
		answer = saved();
		await collapse.focus();
		await page.keyboard.press( 'Enter' );
		await answer;
		await expect( readMore ).toHaveAttribute( 'aria-expanded', 'false' );

		await page.reload();
		await expect( readMore ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( details ).toBeHidden();

		answer = saved();
		await notice
			.getByRole( 'button', { name: 'Do not show this again' } )
			.click();
		await answer;
		await expect( notice ).toHaveCount( 0 );
		await page.reload();
		await expect(
			page.getByRole( 'tab', { name: 'Networks' } )
		).toBeVisible();
		await expect( notice ).toHaveCount( 0 );
		await admin.visitAdminPage( 'index.php' );
		await expect( notice ).toHaveCount( 0 );
	} );
} );
