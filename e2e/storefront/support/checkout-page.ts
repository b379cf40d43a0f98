/**
 * The shopper's side of the storefront specs: a visitor who has answered the consent banner, the classic checkout
 * opened (with a cart filled through the Store API) and filled as a shopper does, the shop's ajax calls counted or
 * held, and the hooks every spec of the classic checkout shares.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	expect,
	requireWooCommerce,
	shopperState,
	test,
} from '../../support/test';
import { deleteShopperData, useClassicCartAndCheckout } from './checkout';

/**
 * A visitor who has already answered Shop Consent's banner (necessary cookies only, the settings' default consent
 * version 1), so the banner covers nothing of the page.
 *
 * @param context The visitor's browser context.
 * @param baseURL Site.
 */
export async function consentGiven(
	context: BrowserContext,
	baseURL: string | undefined
) {
	const record = { strict: 1, thirdparty: 0, advanced: 0, version: 1 };
	const value = JSON.stringify( { ...record, id: 'e2e0c0ffee'.repeat( 3 ) } );
	await context.addCookies( [
		{
			name: 'shop_consent',
			value: encodeURIComponent( value ),
			url: baseURL,
		},
	] );
}

/**
 * A new shopper's email, one per test, so what the test stores can be found and removed.
 *
 * @param title The test's title.
 */
export const shopperEmail = ( title: string ) =>
	`${ title.replace( /\W+/g, '-' ).slice( 0, 24 ) }-${ Date.now() }@example.com`.toLowerCase();

/**
 * Counts the requests a page makes to one `wc-ajax` endpoint (`update_order_review`, `checkout`, ...).
 *
 * @param page     The page.
 * @param endpoint The endpoint.
 * @return Reads the count so far.
 */
export function countAjax( page: Page, endpoint: string ): () => number {
	let count = 0;
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		count += url.searchParams.get( 'wc-ajax' ) === endpoint ? 1 : 0;
	} );
	return () => count;
}

/**
 * Holds the shop's answers to one `wc-ajax` endpoint, as a slow connection would, until released.
 *
 * @param page     The page.
 * @param endpoint The endpoint.
 * @return Releases the held requests.
 */
export async function holdAjax( page: Page, endpoint: string ) {
	let release: () => void = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	await page.route(
		( url ) => url.searchParams.get( 'wc-ajax' ) === endpoint,
		async ( route ) => {
			await released;
			await route.continue();
		}
	);
	return () => release();
}

/**
 * Opens the classic checkout with one Classic Beanie in the cart (put there through the Store API: $15, flat rate
 * $5) and waits for the totals WooCommerce fetches on load (update_order_review).
 *
 * @param page The shopper's page.
 */
export async function openCheckout( page: Page ) {
	const products = await page.request.get(
		'/wp-json/wc/store/v1/products?slug=classic-beanie'
	);
	const [ { id } ] = ( await products.json() ) as { id: number }[];
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const added = await page.request.post(
		'/wp-json/wc/store/v1/cart/add-item',
		{
			headers: { Nonce: cart.headers().nonce },
			data: { id, quantity: 1 },
		}
	);
	expect( added.ok(), await added.text() ).toBe( true );
	const totals = page.waitForResponse( ( response ) =>
		response.url().includes( 'wc-ajax=update_order_review' )
	);
	await page.goto( '/classic-checkout/' );
	await totals;
	await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
}

/** A US billing address (the seeded zone ships to the US), by field label. */
export const ADDRESS = {
	'First name': 'Robin',
	'Last name': 'Shopper',
	'Street address': '1 Test Lane',
	'Town / City': 'Springfield',
	'ZIP Code': '94103',
};

/**
 * Types the billing address and email into the checkout, as a shopper does.
 *
 * @param page  The checkout.
 * @param email Billing email.
 */
export async function fillBilling( page: Page, email: string ) {
	const fields = { ...ADDRESS, 'Email address': email };
	for ( const [ name, value ] of Object.entries( fields ) ) {
		await page.getByRole( 'textbox', { name, exact: true } ).fill( value );
	}
}

/**
 * Chooses an option in one of WooCommerce's enhanced (selectWoo) select boxes: opens it, types, picks the option.
 *
 * @param page   The checkout.
 * @param box    The box, e.g. the country's combobox.
 * @param option The option's name as listed.
 */
export async function choose(
	page: Page,
	box: ReturnType< Page[ 'getByRole' ] >,
	option: string
) {
	await box.click();
	await page.keyboard.type( option );
	await page.getByRole( 'option', { name: option, exact: true } ).click();
}

/**
 * Whether a text box is drawn above another (WooCommerce orders address fields by each country's priorities).
 *
 * @param page  The checkout.
 * @param upper Name of the box expected higher up.
 * @param lower Name of the other box.
 */
export async function isAbove( page: Page, upper: string, lower: string ) {
	const top = async ( name: string ) =>
		( await page.getByRole( 'textbox', { name } ).boundingBox() )?.y ?? 0;
	return ( await top( upper ) ) < ( await top( lower ) );
}

/**
 * Registers the hooks of a spec of the classic checkout: WooCommerce's cart and checkout pointed at the shortcode
 * pages for the file's run; each test a new guest with an email of its own, who has answered the consent banner,
 * and whose orders and account are deleted after the test.
 *
 * @return Reads the current test's email.
 */
export function guestsAtClassicCheckout(): () => string {
	let restorePages = async () => {};
	let email = '';
	test.use( { storageState: shopperState } );
	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		restorePages = await useClassicCartAndCheckout( requestUtils );
	} );
	test.afterAll( () => restorePages() );
	test.beforeEach( async ( { context, baseURL }, { title } ) => {
		requireWooCommerce();
		email = shopperEmail( title );
		await consentGiven( context, baseURL );
	} );
	test.afterEach( ( { requestUtils } ) =>
		deleteShopperData( requestUtils, email )
	);
	return () => email;
}
