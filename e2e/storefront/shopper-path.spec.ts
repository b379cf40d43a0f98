/**
 * The whole path of a shopper on WooCommerce's block pages with our theme, from a newsletter link to the order the
 * admin opens: landing with the campaign's utm parameters, consent given in Shop Consent's banner, a product from the
 * front page and a variation of the Hoodie from the shop grid added to the cart, the block cart (a quantity changed,
 * an item removed, totals following), the block checkout as a guest with cash on delivery, the order-received page,
 * and the order screen in wp-admin (HPOS) with its items, total, address and WooCommerce's order attribution box.
 *
 * e2e/shop-consent/attribution.spec.ts already follows the campaign's cookie across the shop's pages to an order; this
 * walks what the shopper and the admin see of the order itself.
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
import {
	CAMPAIGN,
	REFERRER,
	attributionMeta,
	landFromCampaign,
	readAttributionBox,
} from './support/attribution';
import {
	GUEST,
	PURCHASE,
	asAdmin,
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
	openOrderFromMenu,
	placeBlockOrder,
} from './support/order';

test.use( { storageState: shopperState } );

/** The guest's address as WooCommerce prints it, one line after the other. */
const ADDRESS = new RegExp(
	`${ GUEST.firstName } ${ GUEST.lastName }\\s*${ GUEST.address }\\s*${ GUEST.city }, CA ${ GUEST.postcode }`
);

/**
 * Adds the product open on the page to the cart with its button and waits for WooCommerce's notice.
 *
 * @param page The shopper's page, on a product page.
 * @param name The product.
 */
async function addToCart( page: Page, name: string ) {
	await page
		.getByRole( 'button', { name: 'Add to cart', exact: true } )
		.click();
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: `“${ name }” has been added to your cart.` } )
	).toBeVisible();
}

/**
 * The product heading's link in the product grid of the page (front page's new arrivals, shop).
 *
 * @param page The shopper's page.
 * @param name The product.
 */
const gridLink = ( page: Page, name: string ) =>
	page
		.getByRole( 'main' )
		.getByRole( 'heading', { level: 3, name, exact: true } )
		.getByRole( 'link' );

test.describe( 'the shopper path on the block pages @woocommerce', () => {
	test.beforeEach( () => {
		requireWooCommerce();
	} );

	deleteGuestOrdersAfterEach();

	test( 'a newsletter reader who accepts cookies buys a red hoodie as a guest, and the admin finds the order with its campaign', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		test.slow();
		await landFromCampaign( page, 'Accept all' );

		// A product of the front page's new arrivals.
		await gridLink( page, 'Logo T-Shirt' ).click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Logo T-Shirt' } )
		).toBeVisible();
		await addToCart( page, 'Logo T-Shirt' );

		// A variation of the Hoodie, from the shop grid.
		await page
			.getByRole( 'banner' )
			.getByRole( 'link', { name: 'Shop', exact: true } )
			.click();
		await gridLink( page, 'Hoodie' ).click();
		await page
			.getByRole( 'combobox', { name: 'Color' } )
			.selectOption( 'Red' );
		await page
			.getByRole( 'combobox', { name: 'Size' } )
			.selectOption( 'M' );
		// The variation's price shows once WooCommerce's variation form has found it: only then may it be added.
		await expect(
			page.locator( '.woocommerce-variation-price' )
		).toHaveText( '$45.00' );
		await addToCart( page, 'Hoodie' );

		// The block cart: one more hoodie, the t-shirt removed.
		await page.getByRole( 'link', { name: 'View cart' } ).click();
		const items = page.getByRole( 'table', { name: 'Products in cart' } );
		const item = ( name: string ) =>
			items.getByRole( 'row' ).filter( {
				has: page.getByRole( 'link', { name, exact: true } ),
			} );
		const subtotal = page
			.locator( '.wc-block-components-totals-item' )
			.filter( { hasText: 'Subtotal' } );
		// The cart block renders in the browser: slow on a busy machine.
		await expect( item( 'Hoodie' ) ).toContainText( 'Color: Red', {
			timeout: 30_000,
		} );
		await expect( item( 'Hoodie' ) ).toContainText( 'Size: M' );
		await expect( subtotal ).toContainText( '$70.00' );

		await page
			.getByRole( 'button', { name: 'Increase quantity of Hoodie' } )
			.click();
		await expect(
			page.getByRole( 'spinbutton', { name: /Quantity of Hoodie/ } )
		).toHaveValue( '2' );
		await expect( item( 'Hoodie' ).getByRole( 'cell' ).last() ).toHaveText(
			'$90.00'
		);
		await expect( subtotal ).toContainText( '$115.00' );

		await page
			.getByRole( 'button', { name: 'Remove Logo T-Shirt from cart' } )
			.click();
		await expect( item( 'Logo T-Shirt' ) ).toHaveCount( 0 );
		await expect( subtotal ).toContainText( '$90.00' );

		// The block checkout, as a guest.
		await page.getByRole( 'link', { name: 'Proceed to Checkout' } ).click();
		await fillBlockCheckout( page );
		const id = await placeBlockOrder( page );

		// What the shopper is shown: 2 × $45, flat rate shipping $5 (free shipping starts at $100).
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		const received = page.getByRole( 'main' );
		const summary = ( label: string ) =>
			received.getByRole( 'listitem' ).filter( { hasText: label } );
		await expect( summary( 'Order #:' ) ).toHaveText( `Order #: ${ id }` );
		await expect( summary( 'Total:' ) ).toHaveText(
			`Total: ${ PURCHASE.total }`
		);
		const details = received.getByRole( 'table' );
		for ( const row of [
			'Hoodie – Red, M × 2 $90.00',
			'Shipping: $5.00',
			`Total: ${ PURCHASE.total }`,
		] ) {
			await expect(
				details.getByRole( 'row', { name: row } )
			).toBeVisible();
		}
		await expect(
			page.locator( '.wc-block-order-confirmation-shipping-address' )
		).toHaveText( ADDRESS );

		// What the admin finds: the order in WooCommerce > Orders, then its screen.
		const box = await asAdmin( browser, async ( admin ) => {
			const listed = await openOrderFromMenu( admin, id );
			await expect( listed.origin ).toHaveText( 'Source: Newsletter' );
			await listed.link.click();

			// The boxes are found by id: WooCommerce 10.6 gives them no region role, and titles
			// its heading "Order #N details" where 11.0 says "Order #N".
			const data = admin.locator( '#woocommerce-order-data' );
			await expect(
				data.getByRole( 'heading', {
					level: 2,
					name: new RegExp( `^Order #${ id }( details)?$` ),
				} )
			).toBeVisible();
			// Billing, then shipping.
			await expect(
				data
					.getByRole( 'paragraph' )
					.filter( { hasText: GUEST.address } )
			).toHaveText( [ ADDRESS, ADDRESS ] );

			const orderItems = admin.locator( '#woocommerce-order-items' );
			const line = orderItems
				.getByRole( 'row' )
				.filter( { hasText: 'SKU:' } );
			await expect( line ).toHaveCount( 1 );
			await expect(
				line.getByRole( 'link', { name: 'Hoodie - Red, M' } )
			).toBeVisible();
			await expect( line ).toContainText( 'Color: Red' );
			await expect( line ).toContainText( 'Size: M' );
			for ( const cell of [ '$45.00', '× 2', '$90.00' ] ) {
				await expect(
					line.getByRole( 'cell', { name: cell, exact: true } )
				).toBeVisible();
			}
			await expect(
				orderItems.getByRole( 'row', {
					name: `Order Total: ${ PURCHASE.total }`,
				} )
			).toBeVisible();
			return readAttributionBox( admin );
		} );
		expect( box ).toMatchObject( {
			origin: 'Source: Newsletter',
			source: [ CAMPAIGN.utm_source ],
			medium: [ CAMPAIGN.utm_medium ],
			campaign: [ CAMPAIGN.utm_campaign ],
		} );
		// The page the shopper came from is stored with the order too.
		expect( await attributionMeta( requestUtils, id ) ).toMatchObject( {
			source_type: 'utm',
			referrer: REFERRER,
		} );
	} );
} );
