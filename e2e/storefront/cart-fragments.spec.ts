/**
 * Cart fragments: the classic Cart widget (WooCommerce's mini-cart of classic themes) filled by `wc-cart-fragments`,
 * which keeps the fragments in the browser and refreshes them, and hides the widget while the cart is empty.
 *
 * WooCommerce 11 loads `wc-cart-fragments` only on a page that shows that widget (not everywhere, as the spec's shop
 * did); the theme's header has WooCommerce's block mini-cart instead, which reads the Store API and keeps nothing in
 * storage. So these tests run on a page made with the widget. Also unlike the spec, WooCommerce 11 keeps the fragments
 * and the creation time in session storage only (the cart hash in both session and local storage).
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { decideConsent, fillCart, openWithCart } from './support/cart-state';
import { markDocument } from './support/cart-requests';
import { addButton, expectCart, miniCart } from './support/cart-views';
import {
	fragmentsDrawn,
	keptFragments,
	useCartWidgetPage,
} from './support/cart-widget';

const WIDGET = 'div.widget_shopping_cart_content';
const REFRESH = 'wc-ajax=get_refreshed_fragments';
const DAY = 24 * 60 * 60 * 1000;

/**
 * The classic Cart widget.
 *
 * @param page The page.
 */
const cartWidget = ( page: Page ) => page.locator( '.widget_shopping_cart' );

/**
 * @param page The page.
 * @param name A cookie's name.
 * @return Its value in the shopper's browser, if set.
 */
async function cookie( page: Page, name: string ) {
	const cookies = await page.context().cookies();
	return cookies.find( ( each ) => each.name === name )?.value;
}

/**
 * Puts a product in the cart, opens the widget's page and waits until the fragments it fetched are kept.
 *
 * @param page The shopper's page.
 * @return How many fragment refreshes the page has asked for so far (one by then).
 */
async function openWithKeptFragments( page: Page ): Promise< () => number > {
	let refreshes = 0;
	page.on( 'request', ( request ) => {
		refreshes += Number( request.url().includes( REFRESH ) );
	} );
	await fillCart( page, [ 'cap' ] );
	await page.goto( widgetPage() );
	await expect(
		cartWidget( page ).getByRole( 'link', { name: 'Canvas Cap' } )
	).toBeVisible();
	await expect
		.poll( async () => ( await keptFragments( page ) ).fragments )
		.not.toBeNull();
	expect( refreshes, 'fragments fetched, none kept yet' ).toBe( 1 );
	return () => refreshes;
}

/**
 * Sets when the kept fragments were made (`wc_cart_created`).
 *
 * @param page    The page.
 * @param created Ms since the epoch.
 */
const keptSince = ( page: Page, created: number ) =>
	page.evaluate(
		( time ) => sessionStorage.setItem( 'wc_cart_created', String( time ) ),
		created
	);

test.use( { storageState: shopperState } );
const widgetPage = useCartWidgetPage();
test.beforeEach( ( { context, baseURL } ) =>
	decideConsent( context, baseURL )
);

test( 'the Cart widget is hidden while the cart is empty, shows up on adding, and its fragments are kept in the browser @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	await page.goto( widgetPage() );
	await expect( cartWidget( page ) ).toBeHidden();
	expect( await cookie( page, 'woocommerce_items_in_cart' ) ).toBeUndefined();
	const samePage = await markDocument( page );
	await fragmentsDrawn( page );

	await addButton( page, 'Canvas Cap' ).click();
	const widget = cartWidget( page );
	await expect( widget ).toBeVisible();
	await expect(
		widget.getByRole( 'link', { name: 'Canvas Cap' } )
	).toBeVisible();
	await expect( widget ).toContainText( '1 × $18.00' );
	await expect( widget ).toContainText( 'Subtotal: $18.00' );
	await expect(
		widget.getByRole( 'link', { name: 'Checkout' } )
	).toBeVisible();
	await samePage();

	const kept = await keptFragments( page );
	expect( kept.fragments?.[ WIDGET ] ).toContain( 'Canvas Cap' );
	const hash = await cookie( page, 'woocommerce_cart_hash' );
	expect( hash ).toBeTruthy();
	expect( kept.sessionHash ).toBe( hash );
	expect( kept.localHash ).toBe( hash );
	expect( Date.now() - ( kept.created ?? 0 ) ).toBeLessThan( 60_000 );
} );

test( 'kept fragments fill the widget on the next page, and a change of the cart in another tab refreshes them @woocommerce', async ( {
	page,
	context,
} ) => {
	requireWooCommerce();
	const refreshes = await openWithKeptFragments( page );

	// What the widget shows on the next load comes from storage, not from the server: a mark put in the kept copy.
	await page.evaluate( () => {
		const name = Object.keys( sessionStorage ).find( ( key ) =>
			key.startsWith( 'wc_fragments_' )
		) as string;
		sessionStorage.setItem(
			name,
			( sessionStorage.getItem( name ) as string ).replaceAll(
				'Canvas Cap',
				'Canvas Cap (kept)'
			)
		);
	} );
	await page.reload();
	const widget = cartWidget( page );
	await expect(
		widget.getByRole( 'link', { name: 'Canvas Cap (kept)' } )
	).toBeVisible();
	await page.waitForLoadState( 'load' );
	expect(
		refreshes(),
		'no fetch while the kept hash matches the cookie'
	).toBe( 1 );

	// Another tab of the same shopper adds a product: its new cart hash in local storage makes this tab refresh.
	const other = await context.newPage();
	await other.goto( widgetPage() );
	await fragmentsDrawn( other );
	await addButton( other, 'Classic Beanie' ).click();
	await expect( cartWidget( other ) ).toContainText( 'Classic Beanie' );
	await other.close();
	await expect(
		widget.getByRole( 'link', { name: 'Classic Beanie' } )
	).toBeVisible();
	await expect( widget ).toContainText( 'Subtotal: $33.00' );
	expect( refreshes() ).toBe( 2 );
} );

test( 'kept fragments are refreshed when they turn a day old, on the next page and on a page left open @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	const refreshes = await openWithKeptFragments( page );

	await keptSince( page, Date.now() - DAY - 60_000 );
	await page.reload();
	await expect.poll( refreshes ).toBe( 2 );
	await expect
		.poll(
			async () =>
				Date.now() - ( ( await keptFragments( page ) ).created ?? 0 ),
			{ message: 'a new day starts' }
		)
		.toBeLessThan( 60_000 );

	// Left open, the page refreshes them on a timer: here in 4 s (a creation time set back, since the page's clock
	// cannot be faked: WordPress's scripts read navigation timings that a fake clock lacks).
	await keptSince( page, Date.now() - DAY + 4000 );
	await page.reload();
	await expect( cartWidget( page ) ).toContainText( 'Subtotal: $18.00' );
	expect( refreshes(), 'kept fragments, less than a day old' ).toBe( 2 );
	await expect.poll( refreshes, { timeout: 15_000 } ).toBe( 3 );
} );

test( 'removing items from the Cart widget updates its list, its subtotal and the header count without a page load @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	const samePage = await openWithCart( page, widgetPage(), [
		'cap',
		'beanie',
	] );
	const widget = cartWidget( page );
	await expect( widget ).toContainText( 'Subtotal: $33.00' );

	const removal = page.waitForRequest( ( request ) =>
		request.url().includes( 'wc-ajax=remove_from_cart' )
	);
	await widget
		.getByRole( 'button', { name: 'Remove Canvas Cap from cart' } )
		.click();
	expect( ( await removal ).postData() ).toMatch( /^cart_item_key=\w+$/ );
	await expect(
		widget.getByRole( 'link', { name: 'Canvas Cap' } )
	).toHaveCount( 0 );
	await expect( widget ).toContainText( 'Subtotal: $15.00' );
	await expectCart( page, { 'Classic Beanie': 1 }, '$15.00' );

	await widget
		.getByRole( 'button', { name: 'Remove Classic Beanie from cart' } )
		.click();
	await expect( widget ).toContainText( 'No products in the cart.' );
	await expect( miniCart( page ).count ).toBeHidden();
	await samePage();

	// The widget hides itself when a page loads with an empty cart.
	await page.reload();
	await expect( widget ).toBeHidden();
} );
