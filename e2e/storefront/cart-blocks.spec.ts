/**
 * Add to cart and remove from the cart on the theme's own pages, which are WooCommerce 11's blocks: the shop's
 * product grid (product collection, its add-to-cart button on the Interactivity API), the header's mini-cart and the
 * block cart. WooCommerce's classic scripts do not run there (the button block takes `wc-add-to-cart` off the page).
 *
 * Where WooCommerce 11 differs from the spec on these pages:
 * - the button has no loading state: it counts the product at once ("1 in cart") and sends the Store API request
 *   (`wc/store/v1/batch`, not `wc-ajax=add_to_cart`) behind it, rolled back if it fails; no `loading` or `added` class;
 * - "View cart" appears once that request is answered; quick clicks are queued and sent one request at a time;
 * - with the redirect setting on, the button is drawn as a link to `?add-to-cart=<id>`, so the product is added by a
 *   page load that WooCommerce redirects to the cart (no ajax request first);
 * - the mini-cart is not hidden when the cart is empty: only its count is.
 */

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { card } from '../shop-theme/shop-page';
import {
	decideConsent,
	expectStoredCart,
	openWithCart,
} from './support/cart-state';
import { REDIRECT_TO_CART, withSettings } from './support/woo-settings';
import { holdRequests, markDocument } from './support/cart-requests';
import { cartReadsAnswered } from '../support/cart-reads';
import {
	addButton,
	cartLine,
	expectCart,
	miniCart,
} from './support/cart-views';

const STORE_BATCH = 'wc/store/v1/batch';

test.use( { storageState: shopperState } );
test.beforeEach( ( { context, baseURL } ) =>
	decideConsent( context, baseURL )
);

test( 'a product added from the shop grid is counted at once, gets "View cart" once WooCommerce answers, and the mini-cart follows, without a page load @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	await page.goto( '/shop/' );
	await cartReadsAnswered( page );
	const samePage = await markDocument( page );
	const held = await holdRequests( page, STORE_BATCH );
	const add = addButton( page, 'Canvas Cap' );
	const viewCart = card( page, 'Canvas Cap' ).getByRole( 'link', {
		name: 'View cart',
	} );

	await add.click();
	await expect( add ).toHaveText( '1 in cart' );
	await expect.poll( held.count ).toBe( 1 );
	await expect( viewCart ).toBeHidden();

	held.releaseAll();
	await expect( viewCart ).toBeVisible();
	await expect( viewCart ).toHaveAttribute( 'href', /\/cart\/$/ );
	await expectCart( page, { 'Canvas Cap': 1 }, '$18.00' );
	await samePage();
} );

test( 'quick clicks on the shop grid are queued, sent one request at a time, and all reach the cart @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	await page.goto( '/shop/' );
	await cartReadsAnswered( page );
	const held = await holdRequests( page, STORE_BATCH );
	const add = addButton( page, 'Canvas Cap' );

	await add.click();
	await add.click();
	await add.click();
	await expect( add ).toHaveText( '3 in cart' );
	// The first request is held: the clicks after it wait for its answer.
	await expect.poll( held.count ).toBe( 1 );
	expect( held.count(), 'requests sent while the first is held' ).toBe( 1 );

	held.releaseAll();
	await expectCart( page, { 'Canvas Cap': 3 }, '$54.00' );
} );

test( 'taps on Add to cart while the page is still becoming interactive are kept, and all reach the cart @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	// WordPress's Interactivity API arrives late, as on a slow phone: the grid is drawn, its buttons not hydrated.
	let arrive = () => {};
	const late = new Promise< void >( ( resolve ) => ( arrive = resolve ) );
	await page.route(
		/script-modules\/interactivity\/index/,
		async ( route ) => {
			await late;
			await route.continue();
		}
	);
	// WooCommerce's first load of the cart, started as the page becomes interactive, answers late (a busy shop): its
	// older answer must not replace the cart the adds made (WooCommerce 10.6 put it over them, the badge back to 0).
	const isCartLoad = ( url: string, method: string ) =>
		/\/wc\/store\/v1\/cart(\?|$)/.test( url ) && 'GET' === method;
	await page.route( /\/wc\/store\/v1\/cart/, async ( route ) => {
		if ( ! isCartLoad( route.request().url(), route.request().method() ) ) {
			return route.continue();
		}
		const response = await route.fetch();
		await new Promise( ( resolve ) => setTimeout( resolve, 400 ) );
		await route.fulfill( { response } );
	} );
	const cartLoaded = page.waitForResponse( ( response ) =>
		isCartLoad( response.url(), response.request().method() )
	);
	const added = page.waitForResponse(
		/\/wc\/store\/v1\/(batch|cart\/add-item)/
	);
	await page.goto( '/shop/', { waitUntil: 'commit' } );
	const add = addButton( page, 'Canvas Cap' );

	await add.click();
	await add.click();
	await expect( add, 'nothing happens yet' ).toHaveText( 'Add to cart' );
	arrive();

	await Promise.all( [ cartLoaded, added ] );
	await expect( add ).toHaveText( '2 in cart' );
	await expectCart( page, { 'Canvas Cap': 2 }, '$36.00' );
} );

test( 'with "Redirect to the cart page after successful addition" on, adding from the shop grid goes to the cart @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	requireWooCommerce();
	await withSettings( requestUtils, REDIRECT_TO_CART, async () => {
		await page.goto( '/shop/' );
		await page
			.getByRole( 'link', { name: 'Add to cart: “Canvas Cap”' } )
			.click();
		await page.waitForURL( '**/cart/' );
		await expect( cartLine( page, 'Canvas Cap' ) ).toBeVisible();
	} );
} );

test( 'removing items from the mini-cart updates its list, subtotal and count, and an empty cart hides the count @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	const samePage = await openWithCart( page, '/shop/', [ 'cap', 'beanie' ] );
	const { button, count } = miniCart( page );
	await expect( count ).toHaveText( '2' );

	await button.click();
	const drawer = page.getByRole( 'dialog' );
	await drawer
		.getByRole( 'button', { name: 'Remove Canvas Cap from cart' } )
		.click();
	await expect(
		drawer.getByRole( 'link', { name: 'Canvas Cap', exact: true } )
	).toHaveCount( 0 );
	await expect(
		drawer.getByRole( 'heading', { name: 'Your cart (items: 1)' } )
	).toBeVisible();
	await expect( drawer ).toContainText( /Subtotal\s*\$15\.00/ );
	await expect( count ).toHaveText( '1' );
	await expectStoredCart( page, { 'Classic Beanie': 1 } );

	await drawer
		.getByRole( 'button', { name: 'Remove Classic Beanie from cart' } )
		.click();
	await expect( drawer ).toContainText( 'Your cart is currently empty!' );
	await expect( count ).toBeHidden();
	await expect( button ).toHaveAccessibleName(
		'Number of items in the cart: 0'
	);
	await samePage();
} );

test( 'removing an item on the block cart page updates the totals, the list and the header’s count without a page load @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	const samePage = await openWithCart( page, '/cart/', [ 'cap', 'beanie' ] );
	const subtotal = page.locator( '.wc-block-components-totals-item', {
		hasText: 'Subtotal',
	} );
	await expect( subtotal ).toContainText( '$33.00' );
	// The header's cart icon is a link here (WooCommerce disables the mini-cart on the cart); its badge counts too.
	const headerCount = page.locator(
		'.shop-theme-header-row .shop-theme-cart-link .wc-block-mini-cart__badge'
	);
	await expect( headerCount ).toHaveText( '2' );

	await page
		.getByRole( 'button', { name: 'Remove Canvas Cap from cart' } )
		.click();
	await expect( cartLine( page, 'Canvas Cap' ) ).toHaveCount( 0 );
	await expect( cartLine( page, 'Classic Beanie' ) ).toBeVisible();
	await expect( subtotal ).toContainText( '$15.00' );
	await expect( headerCount ).toHaveText( '1' );
	await samePage();
	await expectStoredCart( page, { 'Classic Beanie': 1 }, 1500 );
} );
