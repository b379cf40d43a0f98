/**
 * Add to cart and remove from the cart where WooCommerce 11 runs its classic scripts: the shortcode listing
 * `/classic-shop/` (`wc-add-to-cart`), the shortcode cart `/classic-cart/` (`wc-cart`), made WooCommerce's cart page
 * for this file's run. The header's mini-cart is WooCommerce's block, which follows the classic script's events.
 * WooCommerce's block listing and cart are in cart-blocks.spec.ts, the classic Cart widget and its fragments in
 * cart-fragments.spec.ts.
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
import {
	decideConsent,
	expectStoredCart,
	fillCart,
	openWithCart,
	productId,
} from './support/cart-state';
import {
	REDIRECT_TO_CART,
	useClassicPagesForThisFile,
	withSettings,
} from './support/woo-settings';
import {
	countRequests,
	holdRequests,
	markDocument,
} from './support/cart-requests';
import { addButton, cartLine, expectCart } from './support/cart-views';

const ADD = 'wc-ajax=add_to_cart';

/**
 * A product of a classic loop: its list item.
 *
 * @param page The page.
 * @param name The product's name.
 */
const product = ( page: Page, name: string ) =>
	page.getByRole( 'listitem' ).filter( { has: addButton( page, name ) } );

/**
 * What the theme draws after a button's label (its `::after`): a spinner while loading, a check mark once added.
 *
 * @param button The button.
 */
const mark = ( button: Locator ) =>
	button.evaluate(
		( element ) => getComputedStyle( element, '::after' ).content
	);

test.use( { storageState: shopperState } );
useClassicPagesForThisFile();
test.beforeEach( ( { context, baseURL } ) =>
	decideConsent( context, baseURL )
);

test( 'a product added from the classic listing shows loading, then added with "View cart", and the mini-cart follows, without a page load @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	await page.goto( '/classic-shop/' );
	const samePage = await markDocument( page );
	const held = await holdRequests( page, ADD );
	const add = addButton( page, 'Canvas Cap' );

	await add.click();
	await expect( add ).toHaveClass( /\bloading\b/ );
	// Drawn by the theme (WooCommerce leaves it to themes that style buttons): dimmed, a progress cursor, a spinner.
	await expect( add ).toHaveCSS( 'cursor', 'progress' );
	expect( await mark( add ) ).toBe( '""' );
	await expect(
		product( page, 'Canvas Cap' ).getByRole( 'link', { name: 'View cart' } )
	).toHaveCount( 0 );

	held.releaseAll();
	await expect( add ).toHaveClass( /\badded\b/ );
	await expect( add ).not.toHaveClass( /\bloading\b/ );
	expect( await mark( add ), 'a check mark' ).toContain( '✓' );
	await expect( add ).toHaveAccessibleName( 'Add to cart: “Canvas Cap”' );
	const viewCart = product( page, 'Canvas Cap' ).getByRole( 'link', {
		name: 'View cart',
	} );
	await expect( viewCart ).toBeVisible();
	await expect( viewCart ).toHaveAttribute( 'href', /\/classic-cart\/$/ );
	await expectCart( page, { 'Canvas Cap': 1 }, '$18.00' );
	await samePage();
} );

test( 'quick clicks on the classic listing are queued, sent one at a time, and all reach the cart @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	await page.goto( '/classic-shop/' );
	const held = await holdRequests( page, ADD );
	const names = [ 'Canvas Cap', 'Classic Beanie', 'Logo T-Shirt' ];

	for ( const name of names ) {
		await addButton( page, name ).click();
	}
	for ( const name of names ) {
		await expect( addButton( page, name ) ).toHaveClass( /\bloading\b/ );
	}
	// Each request is held until released: the next one leaves only once the one before it was answered.
	for ( const [ index, name ] of names.entries() ) {
		await expect
			.poll( held.count, `requests sent before ${ name } is answered` )
			.toBe( index + 1 );
		held.releaseOne();
		await expect( addButton( page, name ) ).toHaveClass( /\badded\b/ );
	}
	// All three reach the cart. WooCommerce 11's block mini-cart fetches the cart again after each classic answer, and
	// when the answers come back close together an older fetch can land last: its badge then shows 2 until the next
	// page (WooCommerce's own race, seen in 2 of 6 full runs here). The next page shows the cart as stored.
	await page.reload();
	await expectCart(
		page,
		Object.fromEntries( names.map( ( name ) => [ name, 1 ] ) ),
		'$58.00'
	);
} );

test( 'with "Redirect to the cart page after successful addition" on, adding from the classic listing goes to the cart @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	requireWooCommerce();
	const sent = countRequests( page, ADD );
	await withSettings( requestUtils, REDIRECT_TO_CART, async () => {
		await page.goto( '/classic-shop/' );
		// With the redirect on, WooCommerce draws the button as a plain link (no button role); the script still adds
		// the product through ajax, then goes to the cart.
		await page
			.getByRole( 'link', { name: 'Add to cart: “Canvas Cap”' } )
			.click();
		await page.waitForURL( '**/classic-cart/' );
		expect( sent(), 'ajax add-to-cart requests' ).toBe( 1 );
		await expect( cartLine( page, 'Canvas Cap' ) ).toBeVisible();
	} );
} );

test( 'an add-to-cart button without a product id follows its link, which adds the product @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	const sent = countRequests( page, ADD );
	await page.goto( '/classic-shop/' );
	// WooCommerce's loop template gives every button its product id; a theme or plugin that prints its own button
	// may not. Such a button is made here from a seeded one: the link (…?add-to-cart=<id>) stays.
	const add = addButton( page, 'Canvas Cap' );
	await add.evaluate( ( button ) =>
		button.removeAttribute( 'data-product_id' )
	);

	await add.click();
	await page.waitForURL(
		`**/classic-shop/?add-to-cart=${ await productId( page, 'cap' ) }`
	);
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'“Canvas Cap” has been added to your cart.'
	);
	expect( sent(), 'ajax add-to-cart requests' ).toBe( 0 );
	await expectCart( page, { 'Canvas Cap': 1 }, '$18.00' );
} );

test( 'a cross-sell added on the cart page gets no "View cart" link, and the cart shows it @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	requireWooCommerce();
	const beanie = await productId( page, 'beanie' );
	const cap = await productId( page, 'cap' );
	const path = `/wc/v3/products/${ beanie }`;
	const { cross_sell_ids: before } = await requestUtils.rest< {
		cross_sell_ids: number[];
	} >( { path } );
	await requestUtils.rest( {
		method: 'PUT',
		path,
		data: { cross_sell_ids: [ cap ] },
	} );
	try {
		await fillCart( page, [ 'beanie' ] );
		await page.goto( '/classic-cart/' );
		const add = addButton( page, 'Canvas Cap' );
		await add.click();
		await expect( add ).toHaveClass( /\badded\b/ );
		await expect(
			page.getByRole( 'link', { name: 'View cart' } )
		).toHaveCount( 0 );
		await expect( cartLine( page, 'Canvas Cap' ) ).toBeVisible();
	} finally {
		await requestUtils.rest( {
			method: 'PUT',
			path,
			data: { cross_sell_ids: before },
		} );
	}
} );

test( 'removing an item on the classic cart page updates its lines and totals without a page load @woocommerce', async ( {
	page,
} ) => {
	requireWooCommerce();
	const samePage = await openWithCart( page, '/classic-cart/', [
		'cap',
		'beanie',
	] );
	const totals = page.locator( '.cart_totals' );
	await expect( totals ).toContainText( '$33.00' );

	await page
		.getByRole( 'button', { name: 'Remove Canvas Cap from cart' } )
		.click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'“Canvas Cap” removed.'
	);
	await expect( cartLine( page, 'Canvas Cap' ) ).toHaveCount( 0 );
	await expect( cartLine( page, 'Classic Beanie' ) ).toBeVisible();
	await expect(
		totals.getByRole( 'row', { name: /^Subtotal/ } )
	).toContainText( '$15.00' );
	await samePage();
	await expectStoredCart( page, { 'Classic Beanie': 1 }, 1500 );
} );
