/**
 * The storefront core on the icons a visitor meets: tooltips (hover, keyboard focus, Escape, a click elsewhere),
 * copy link with the success alert, Mastodon's server prompt and the floating widget at its place.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { decideConsent } from '../storefront/support/product-page';

const OPTION = 'shop_social_icons_settings';

/**
 * A published post carrying the share block with the given networks.
 *
 * @param requestUtils REST helper.
 * @param networks     The block's networks.
 */
async function postWithIcons( requestUtils: RequestUtils, networks: string[] ) {
	return ( await requestUtils.createPost( {
		title: 'Core of the icons',
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content: `<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph --><!-- wp:shop-social-icons/share ${ JSON.stringify(
			{ networks }
		) } /-->`,
	} ) ) as { id: number; link: string };
}

/**
 * Writes fields of the icon option and answers the previous value, for putting back.
 *
 * @param requestUtils REST helper.
 * @param fields       Fields to write.
 */
async function setIconSettings(
	requestUtils: RequestUtils,
	fields: Record< string, unknown >
) {
	const before = ( await requestUtils.rest( {
		path: '/wp/v2/settings',
	} ) ) as Record< string, Record< string, unknown > >;
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { [ OPTION ]: fields },
	} );
	return before[ OPTION ];
}

/**
 * A tooltip stays in the accessibility tree (it is the icon's accessible name), so "hidden" is drawn: clipped away
 * and transparent. Playwright's visibility cannot tell, so these read what is drawn.
 *
 * @param tip The label.
 */
async function expectShown( tip: Locator ) {
	await expect( tip ).toHaveCSS( 'clip-path', 'none' );
	await expect( tip ).toHaveCSS( 'opacity', '1' );
}

async function expectNotShown( tip: Locator ) {
	await expect( tip ).toHaveCSS( 'opacity', '0' );
	await expect( tip ).not.toHaveCSS( 'clip-path', 'none' );
}

/**
 * Runs a test step with fields of the icon option written, and puts the option back afterwards.
 *
 * @param requestUtils REST helper.
 * @param fields       Fields to write.
 * @param run          The step.
 */
async function withIconSettings(
	requestUtils: RequestUtils,
	fields: Record< string, unknown >,
	run: () => Promise< void >
) {
	const before = await setIconSettings( requestUtils, fields );
	try {
		await run();
	} finally {
		await setIconSettings( requestUtils, before );
	}
}

/**
 * The share block's list on the test post (the post's own share icons follow it, placed by default).
 *
 * @param page The page.
 */
const blockList = ( page: Page ) =>
	page
		.locator( '.wp-block-shop-social-icons-share' )
		.getByRole( 'list', { name: 'Share this page' } );

async function visitor( context: BrowserContext, baseURL?: string ) {
	await decideConsent( { context, baseURL } );
}

test.describe( 'the storefront core of the social icons', () => {
	test.use( { storageState: shopperState } );

	let post: { id: number; link: string };

	test.beforeEach( async ( { requestUtils } ) => {
		post = await postWithIcons( requestUtils, [
			'facebook',
			'x',
			'mastodon',
			'copy',
		] );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ post.id }`,
			params: { force: true },
		} );
	} );

	test( 'a tooltip shows on hover and on keyboard focus, and Escape or a click elsewhere closes it @social', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await visitor( context, baseURL );
		await page.goto( post.link );
		const list = blockList( page );
		const facebook = list.getByRole( 'link', {
			name: 'Share on Facebook',
		} );
		const tip = list.locator( '.is-facebook .shop-social-icons__label' );
		await expectNotShown( tip );

		// The first hover loads the core (src/reach/), then its tooltips, which open the tip under the pointer.
		await facebook.hover();
		await expect( list.locator( '.is-facebook' ) ).toHaveClass(
			/is-tooltip-open/
		);
		await expectShown( tip );
		const [ tipBox, iconBox ] = await Promise.all( [
			tip.boundingBox(),
			facebook.boundingBox(),
		] );
		expect( tipBox!.y + tipBox!.height ).toBeLessThanOrEqual( iconBox!.y );
		await page.keyboard.press( 'Escape' );
		await expectNotShown( tip );

		// Dismissed, it stays closed until the pointer comes back to the icon.
		await page.mouse.move( 5, 5 );
		await facebook.hover();
		await expectShown( tip );
		await page.mouse.move( 5, 5 );
		await expectNotShown( tip );

		// Keyboard: Tab from the Facebook link to X opens X's tooltip and closes Facebook's.
		await facebook.focus();
		await expectShown( tip );
		await page.keyboard.press( 'Tab' );
		const xTip = list.locator( '.is-x .shop-social-icons__label' );
		await expectShown( xTip );
		await expectNotShown( tip );
		await page.keyboard.press( 'Escape' );
		await expectNotShown( xTip );
		await expect(
			list.getByRole( 'link', { name: 'Share on X' } )
		).toBeFocused();

		await facebook.hover();
		await expectShown( tip );
		await page.getByText( 'Body', { exact: true } ).click();
		await expectNotShown( tip );
	} );

	test( 'copy link puts the address on the clipboard and shows the alert for about 3 s, then fades it @social', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await visitor( context, baseURL );
		await page.goto( post.link );

		await blockList( page )
			.getByRole( 'button', { name: 'Copy link' } )
			.click();

		const alert = page
			.getByRole( 'status' )
			.filter( { hasText: 'Link copied' } );
		await expect( alert ).toBeVisible();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( post.link );
		await page.waitForTimeout( 2500 );
		await expect( alert ).toBeVisible();
		await expect( alert ).toBeHidden( { timeout: 4000 } );
	} );

	test( 'Mastodon asks for the visitor’s server and opens its share page @social', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await visitor( context, baseURL );
		// The visitor's server is not reachable from here: its share page is answered locally.
		await context.route( 'https://fosstodon.org/**', ( route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: '<title>Fosstodon</title>',
			} )
		);
		await page.goto( post.link );

		await blockList( page )
			.getByRole( 'link', { name: 'Share on Mastodon' } )
			.click();
		const dialog = page.getByRole( 'dialog' );
		const server = dialog.getByRole( 'textbox', {
			name: 'Your Mastodon server',
		} );
		await expect( server ).toBeFocused();
		await server.fill( 'not a server' );
		await dialog.getByRole( 'button', { name: 'Share' } ).click();
		await expect(
			dialog.getByText( 'Enter a server name such as mastodon.social.' )
		).toBeVisible();

		await server.fill( '@me@Fosstodon.org' );
		const [ sharePage ] = await Promise.all( [
			context.waitForEvent( 'page' ),
			dialog.getByRole( 'button', { name: 'Share' } ).click(),
		] );
		await sharePage.waitForLoadState();
		expect( sharePage.url() ).toBe(
			`https://fosstodon.org/share?text=${ encodeURIComponent( `Core of the icons ${ post.link }` ) }`
		);
		await expect( dialog ).toBeHidden();
	} );

	test( 'the floating widget stays at its place while the page scrolls, its tooltips below the icons @social', async ( {
		page,
		context,
		baseURL,
		requestUtils,
	} ) => {
		const settings = {
			floating_enabled: true,
			floating_position: 'top-right',
			floating_mode: 'follow',
			floating_networks: [ 'facebook', 'copy' ],
		};
		await withIconSettings( requestUtils, settings, async () => {
			await visitor( context, baseURL );
			await page.setViewportSize( { width: 1200, height: 700 } );
			await page.goto( post.link );

			const widget = page.locator( '.shop-social-icons-floating' );
			const copy = widget.getByRole( 'button', { name: 'Copy link' } );
			await expect( copy ).toBeVisible();
			const box = ( await widget.boundingBox() )!;
			expect( 1200 - ( box.x + box.width ) ).toBeCloseTo( 20, 0 );
			expect( box.y ).toBeCloseTo( 20, 0 );

			await page.mouse.wheel( 0, 600 );
			await expect
				.poll( () => page.evaluate( () => window.scrollY ) )
				.toBeGreaterThan( 0 );
			expect( ( await widget.boundingBox() )!.y ).toBeCloseTo( 20, 0 );

			const facebook = widget.getByRole( 'link', {
				name: 'Share on Facebook',
			} );
			await facebook.hover();
			const tip = widget.locator(
				'.is-facebook .shop-social-icons__label'
			);
			await expectShown( tip );
			expect( ( await tip.boundingBox() )!.y ).toBeGreaterThanOrEqual(
				( await facebook.boundingBox() )!.y + 40
			);
		} );
	} );
	test( 'a sticky widget scrolls with the page in its reserved holder, then sticks at its place @social', async ( {
		page,
		context,
		baseURL,
		requestUtils,
	} ) => {
		const settings = {
			floating_enabled: true,
			floating_position: 'top-left',
			floating_mode: 'sticky',
			floating_networks: [ 'facebook', 'x' ],
			size: 40,
		};
		await withIconSettings( requestUtils, settings, async () => {
			await visitor( context, baseURL );
			await page.setViewportSize( { width: 1200, height: 700 } );
			await page.goto( post.link );

			const holder = page.locator( '.shop-social-icons-floating' );
			const widget = holder.getByRole( 'list', {
				name: 'Share this page',
			} );
			await expect( widget ).toBeVisible();
			// The holder-height rule: the widget's height plus 15 px, reserved before the core measures it.
			await expect
				.poll( async () => ( await holder.boundingBox() )!.height )
				.toBe( 55 );
			const start = ( await widget.boundingBox() )!;
			expect( start.x ).toBeCloseTo( 20, 0 );

			// Below the site header, it moves with the page while scrolled less than its distance to the stop...
			expect( start.y ).toBeGreaterThan( 24 );
			await expect( holder ).not.toHaveClass( /is-stuck/ );
			await page.evaluate( () => window.scrollTo( 0, 2 ) );
			await expect
				.poll( async () => ( await widget.boundingBox() )!.y )
				.toBeCloseTo( start.y - 2, 0 );
			// ...and once there, it stays 20 px from the top while the page goes on.
			await page.evaluate( () => window.scrollTo( 0, 800 ) );
			await expect
				.poll( async () => ( await widget.boundingBox() )!.y )
				.toBeCloseTo( 20, 0 );
			await expect( holder ).toHaveClass( /is-stuck/ );
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await expect( holder ).not.toHaveClass( /is-stuck/ );
		} );
	} );
} );
