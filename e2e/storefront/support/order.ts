/**
 * Helpers of the order specs: the guest's purchase and address on WooCommerce's checkouts, the order placed, the
 * classic cart and checkout pages switched on, and the order as the admin finds it.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect, test } from '../../support/test';

/** The guest of every order these specs place; its orders are deleted after each test. */
export const GUEST = {
	email: 'storefront-order@example.com',
	firstName: 'Ada',
	lastName: 'Lovelace',
	address: '1 Main Street',
	city: 'San Francisco',
	postcode: '94103',
};

/**
 * The purchase of the order specs: two red hoodies in size M, $45 each, with $5 flat rate shipping (free shipping
 * starts at $100).
 */
export const PURCHASE = {
	color: 'red',
	size: 'm',
	quantity: 2,
	total: '$95.00',
};

/**
 * Puts the purchase in the shopper's cart (state set up outside the page: WooCommerce's add-to-cart link, requested
 * with the shopper's cookies).
 *
 * @param page The shopper's page.
 */
export async function putPurchaseInCart( page: Page ): Promise< void > {
	const [ hoodie ] = await (
		await page.request.get( '/wp-json/wc/store/v1/products?slug=hoodie' )
	).json();
	const variation = (
		hoodie.variations as {
			id: number;
			attributes: { name: string; value: string }[];
		}[]
	 ).find( ( { attributes } ) =>
		attributes.every(
			( { name, value } ) =>
				value === ( name === 'Color' ? PURCHASE.color : PURCHASE.size )
		)
	);
	expect( variation, 'the red hoodie in size M' ).toBeDefined();
	const added = await page.request.get(
		`/?add-to-cart=${ variation?.id }&quantity=${ PURCHASE.quantity }`
	);
	expect( added.ok() ).toBe( true );
}

/**
 * Fills the guest's contact and address on the block checkout (the store's country and state, US and California,
 * are preselected) and chooses cash on delivery.
 *
 * @param page The shopper's page, on the block checkout.
 */
export async function fillBlockCheckout( page: Page ): Promise< void > {
	// The checkout block renders in the browser: slow on a busy machine.
	await expect( page.getByLabel( 'Email address' ) ).toBeEditable( {
		timeout: 60_000,
	} );
	await page.getByLabel( 'Email address' ).fill( GUEST.email );
	await page.getByLabel( 'First name' ).fill( GUEST.firstName );
	await page.getByLabel( 'Last name' ).fill( GUEST.lastName );
	await page.getByLabel( 'Address', { exact: true } ).fill( GUEST.address );
	await page.getByLabel( 'City' ).fill( GUEST.city );
	await page.getByLabel( /ZIP Code|Postal code/ ).fill( GUEST.postcode );
	await page.getByLabel( 'Cash on delivery' ).check();
}

/**
 * Places the order on the block checkout and waits for the order-received page.
 *
 * @param page The shopper's page, on a filled block checkout.
 * @return The id of the order.
 */
export async function placeBlockOrder( page: Page ): Promise< number > {
	// The block checkout may swallow the first click (it re-renders as the last field loses focus): click until
	// the order is placed; while it is processed the button is busy, so no second order is sent.
	await expect( async () => {
		if ( ! /order-received/.test( page.url() ) ) {
			await page
				.getByRole( 'button', { name: /place order/i } )
				.click( { timeout: 5_000 } );
		}
		await page.waitForURL( /order-received\/(\d+)/, { timeout: 10_000 } );
	} ).toPass( { timeout: 60_000 } );
	return orderReceived( page );
}

/**
 * Types the guest's billing details into the classic checkout (country and state preselected).
 *
 * @param page The shopper's page, on the classic checkout.
 */
export async function fillClassicCheckout( page: Page ): Promise< void > {
	const form = page.getByRole( 'form', { name: 'Checkout' } );
	// Until WooCommerce's checkout script has run, the shipping address is drawn too, with fields of the same names:
	// a shopper starts typing once the page settled, so do we.
	const elsewhere = form.getByRole( 'checkbox', {
		name: 'Ship to a different address?',
	} );
	if ( ! ( await elsewhere.isChecked() ) ) {
		await expect( form.locator( '.shipping_address' ) ).toBeHidden();
	}
	// By role: the shipping address's fields of the same names are there, hidden.
	const fields = {
		'First name': GUEST.firstName,
		'Last name': GUEST.lastName,
		'Street address': GUEST.address,
		'Town / City': GUEST.city,
		'ZIP Code': GUEST.postcode,
		'Email address': GUEST.email,
	};
	for ( const [ name, value ] of Object.entries( fields ) ) {
		await form.getByRole( 'textbox', { name, exact: true } ).fill( value );
	}
}

/**
 * Fills the guest's billing details on the classic checkout and places the order (cash on delivery, the one payment
 * method), waiting for the order-received page.
 *
 * @param page The shopper's page, on the classic checkout.
 * @return The id of the order.
 */
export async function placeClassicOrder( page: Page ): Promise< number > {
	const form = page.getByRole( 'form', { name: 'Checkout' } );
	await fillClassicCheckout( page );
	await expect( form ).toContainText( 'Cash on delivery' );
	await form.getByRole( 'button', { name: 'Place order' } ).click();
	await page.waitForURL( /order-received\/(\d+)/ );
	return orderReceived( page );
}

/**
 * The id of the order whose order-received page is open.
 *
 * @param page The shopper's page.
 */
function orderReceived( page: Page ): number {
	return Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
}

/**
 * Deletes every order of the guest (wc/v3, as admin), also one whose id a failed test never read.
 *
 * @param requestUtils Admin REST.
 */
async function deleteGuestOrders(
	requestUtils: RequestUtils
): Promise< void > {
	const orders = await requestUtils.rest< { id: number }[] >( {
		path: '/wc/v3/orders',
		params: { search: GUEST.email, per_page: 100 },
	} );
	for ( const { id } of orders ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wc/v3/orders/${ id }`,
			params: { force: true },
		} );
	}
}

/**
 * Deletes the guest's orders after each test of the calling describe block.
 */
export function deleteGuestOrdersAfterEach(): void {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteGuestOrders( requestUtils );
	} );
}

/**
 * Runs `use` on a page of a new admin session (the stored admin login) on a desktop screen, whatever screen the
 * calling test gives the shopper, closed after.
 *
 * @param browser The browser.
 * @param use     What to do as admin.
 */
export async function asAdmin< T >(
	browser: Browser,
	use: ( admin: Page ) => Promise< T >
): Promise< T > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: process.env.STORAGE_STATE_PATH,
		viewport: { width: 1280, height: 800 },
	} );
	try {
		return await use( await context.newPage() );
	} finally {
		await context.close();
	}
}

/**
 * Goes to WooCommerce > Orders from the dashboard's menu and finds the order's row (HPOS's list).
 *
 * @param admin The admin's page.
 * @param id    The order.
 * @return The order's link and its Origin column.
 */
export async function openOrderFromMenu( admin: Page, id: number ) {
	await admin.goto( '/wp-admin/' );
	const woocommerce = admin
		.getByRole( 'navigation', { name: 'Main menu' } )
		.getByRole( 'listitem' )
		.filter( {
			has: admin.getByRole( 'link', {
				name: 'WooCommerce',
				exact: true,
			} ),
		} );
	await woocommerce
		.getByRole( 'link', { name: 'WooCommerce', exact: true } )
		.hover();
	// Named "Orders 1" while an order is processing.
	await woocommerce.getByRole( 'link', { name: /^Orders/ } ).click();
	const link = admin.getByRole( 'link', {
		name: `#${ id } ${ GUEST.firstName } ${ GUEST.lastName }`,
	} );
	const row = admin.getByRole( 'row' ).filter( { has: link } );
	return { link, origin: row.getByRole( 'cell' ).last() };
}
