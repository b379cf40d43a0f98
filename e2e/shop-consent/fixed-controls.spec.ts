/**
 * Nothing fixed at the bottom of the screen lies under the consent bar (issue 27, defect 2). Before a decision the
 * bar publishes its height on the root element (`--shop-consent-bar-height`) and every package's fixed control sits
 * above it: the theme's back-to-top button, the floating social icons at the bottom positions and WooCommerce's
 * store notice; and the panels a shopper opens over the page end above it: WooCommerce's mini-cart drawer and the
 * filter's panel on a phone. On a desktop and a phone, for each control the element drawn at its centre must be the
 * control itself (or inside it), and a click there must do what the control does.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { setWooOptions } from '../storefront/support/store-options';
import { isOnTop } from '../support/is-on-top';
import { atRest } from '../support/at-rest';
import { setIconSettings } from '../support/icon-settings';
import { miniCart } from '../storefront/support/cart-views';
import { addFromGrid } from '../shop-filter/support/grid-cart';
import { openListing } from '../shop-filter/support/filter-page';

const NOTICE = 'Free delivery on every order this week.';

/**
 * Where an element's box ends, in px from the top of the viewport.
 *
 * @param element The element.
 */
async function bottomOf( element: Locator ): Promise< number > {
	const box = ( await element.boundingBox() )!;
	return box.y + box.height;
}

const VIEWPORTS = [
	{ name: 'desktop', width: 1280, height: 800 },
	{ name: 'phone', width: 390, height: 844 },
];

/**
 * The bar's height as published on the root element, in px.
 *
 * @param page The page.
 */
const publishedHeight = ( page: Page ) =>
	page.evaluate( () =>
		parseFloat(
			getComputedStyle( document.documentElement ).getPropertyValue(
				'--shop-consent-bar-height'
			) || '0'
		)
	);

test.describe( 'fixed controls above the consent bar @woocommerce', () => {
	test.use( { storageState: shopperState } );

	let post: { link: string };
	let restore: Array< () => Promise< unknown > > = [];

	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		post = ( await requestUtils.createPost( {
			title: 'A long read',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content: Array.from(
				{ length: 40 },
				( _, i ) =>
					`<!-- wp:paragraph --><p>Paragraph ${ i } of a page long enough to scroll.</p><!-- /wp:paragraph -->`
			).join( '' ),
		} ) ) as { link: string };
	} );

	test.afterEach( async () => {
		for ( const undo of restore.reverse() ) {
			await undo();
		}
		restore = [];
	} );

	for ( const viewport of VIEWPORTS ) {
		for ( const position of [ 'bottom-left', 'bottom-right' ] ) {
			const controls = `the store notice, the social icons at ${ position } and back to top`;
			test( `on a ${ viewport.name }, before a decision, ${ controls } can be clicked`, async ( {
				page,
				requestUtils,
			} ) => {
				restore.push(
					await setWooOptions( requestUtils, {
						woocommerce_demo_store: 'yes',
						woocommerce_demo_store_notice: NOTICE,
					} ),
					await setIconSettings( requestUtils, {
						floating_enabled: true,
						floating_position: position,
						floating_mode: 'follow',
						floating_networks: [ 'copy' ],
					} )
				);
				await page.setViewportSize( viewport );
				await page
					.context()
					.grantPermissions( [
						'clipboard-read',
						'clipboard-write',
					] );
				await page.goto( post.link );
				const bar = page.getByRole( 'region', {
					name: 'Cookie consent',
				} );
				await expect( bar ).toBeVisible();
				await expect( page.locator( 'html' ) ).toHaveAttribute(
					'data-shop-social-icons',
					'ready'
				);
				const barBox = ( await bar.boundingBox() )!;
				// The bar's height, and its distance from the bottom edge, is what the others step over.
				expect( await publishedHeight( page ) ).toBeCloseTo(
					viewport.height - barBox.y,
					0
				);

				// WooCommerce's store notice: above the bar; Dismiss hides it.
				const notice = page.getByRole( 'complementary', {
					name: 'Store notice',
				} );
				const dismiss = notice.getByRole( 'button', {
					name: 'Dismiss',
				} );
				await expect( notice ).toBeInViewport();
				expect( await isOnTop( dismiss ) ).toBe( true );
				await dismiss.click();
				await expect( notice ).toBeHidden();

				// The floating social icons: above the bar; Copy link copies the page's address.
				const copy = page
					.locator( '.shop-social-icons-floating' )
					.getByRole( 'button', { name: 'Copy link' } );
				await expect( copy ).toBeVisible();
				expect( ( await copy.boundingBox() )!.y ).toBeLessThan(
					barBox.y
				);
				expect( await isOnTop( copy ) ).toBe( true );
				await copy.click();
				const copied = page
					.getByRole( 'status' )
					.filter( { hasText: 'Link copied' } );
				await expect( copied ).toBeVisible();
				// Its alert is drawn above the bar too.
				expect( ( await copied.boundingBox() )!.y ).toBeLessThan(
					barBox.y
				);
				expect(
					await page.evaluate( () => navigator.clipboard.readText() )
				).toBe( post.link );

				// Back to top, once scrolled: above the bar, and above the widget when it shares its corner (issue 28).
				const top = page.getByRole( 'button', {
					name: 'Back to top',
				} );
				await page.evaluate( () => window.scrollTo( 0, 900 ) );
				await expect( top ).toBeVisible();
				expect( await isOnTop( top ) ).toBe( true );
				expect( await isOnTop( copy ) ).toBe( true );
				await top.click();
				await expect
					.poll( () => page.evaluate( () => window.scrollY ) )
					.toBe( 0 );

				// The bar is still there, undecided, and its height still published; once it goes, 0 px.
				await expect( bar ).toBeVisible();
				await bar.getByRole( 'button', { name: 'Reject all' } ).click();
				await expect( bar ).toBeHidden();
				await expect.poll( () => publishedHeight( page ) ).toBe( 0 );
			} );
		}
	}
	for ( const viewport of VIEWPORTS ) {
		test( `on a ${ viewport.name }, before a decision, the mini-cart drawer ends above the bar: Go to checkout can be clicked`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await openListing( page );
			const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
			await expect( bar ).toBeVisible();
			await addFromGrid( page, 'Classic Beanie' );

			await miniCart( page ).button.click();
			const drawer = page.getByRole( 'dialog' ).filter( {
				has: page.getByRole( 'heading', { name: /^Your cart/ } ),
			} );
			const checkout = drawer.getByRole( 'link', {
				name: 'Go to checkout',
			} );
			await expect( checkout ).toBeVisible();
			// The drawer slides in: measured mid-slide, its button lies partly off the screen.
			await atRest( checkout );
			expect( await bottomOf( checkout ) ).toBeLessThanOrEqual(
				( await bar.boundingBox() )!.y
			);
			expect( await isOnTop( checkout ) ).toBe( true );
			await checkout.click();
			await page.waitForURL( /\/checkout\/$/, { waitUntil: 'commit' } );
		} );
	}

	test( "on a desktop, before a decision, the block cart's notice of an applied coupon shows above the bar", async ( {
		page,
		requestUtils,
	} ) => {
		const code = `bar${ Date.now() }`;
		const coupon = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wc/v3/coupons',
			data: { code, discount_type: 'percent', amount: '10' },
		} ) ) as { id: number };
		restore.push( () =>
			requestUtils.rest( {
				method: 'DELETE',
				path: `/wc/v3/coupons/${ coupon.id }`,
				params: { force: true },
			} )
		);
		await page.setViewportSize( { width: 1280, height: 800 } );
		await openListing( page );
		await addFromGrid( page, 'Canvas Cap' );
		await page.goto( '/cart/' );
		const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
		await expect( bar ).toBeVisible();

		await page.getByRole( 'button', { name: 'Add coupons' } ).click();
		await page.getByLabel( 'Enter code' ).fill( code );
		await page
			.getByRole( 'button', { name: 'Apply', exact: true } )
			.click();
		const notice = page
			.locator( '.wc-block-components-notices__snackbar' )
			.getByText( /has been applied to your cart/ );
		await expect( notice ).toBeVisible();
		await atRest( notice );
		expect( await bottomOf( notice ) ).toBeLessThanOrEqual(
			( await bar.boundingBox() )!.y
		);
		expect( await isOnTop( notice ) ).toBe( true );
	} );

	test( 'on a phone, before a decision, the filter panel ends above the bar: Show results can be clicked', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await openListing( page );
		const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
		await expect( bar ).toBeVisible();
		const form = page.locator(
			'.shop-theme-filter-overlay-slot form.shop-filter'
		);
		await form.getByRole( 'button', { name: 'Filter products' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Filter products' } );
		await expect( dialog ).toBeVisible();
		const show = dialog.getByRole( 'button', {
			name: /^Show \d+ results?$/,
		} );
		await expect( show ).toBeVisible();
		await atRest( dialog );
		expect( await bottomOf( dialog ) ).toBeCloseTo(
			( await bar.boundingBox() )!.y,
			0
		);
		expect( await isOnTop( show ) ).toBe( true );
		await show.click();
		await expect( dialog ).toBeHidden();
		// The bar is still there, undecided: opening the panel decided nothing.
		await expect( bar ).toBeVisible();
	} );
} );
