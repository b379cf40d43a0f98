/**
 * The card method on WooCommerce's block checkout (the default checkout of WooCommerce 11), with well-formed test
 * keys saved and the gateway enabled. Stripe's network cannot be reached from the test machine, and a test must not
 * depend on it either way, so js.stripe.com is refused here: that is the load failure a shopper meets behind a
 * blocker or offline. The method is offered under its title, says it failed to load, and placing the order stores
 * nothing and says why. The cart page never asks Stripe for anything.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	expect,
	requireWooCommerce,
	shopperState,
	test,
} from '../support/test';
import { consentGiven } from '../storefront/support/checkout-page';
import {
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
	putPurchaseInCart,
} from '../storefront/support/order';
import { runWordPressPhp } from '../support/wordpress-php';
import { enableCardGateway } from './support/card-gateway';
import { expectCardBrands } from './support/card-brands';

const TITLE = 'Card (e2e)';
const STRIPE_JS = /^https:\/\/js\.stripe\.com\//;
const FORGET_APPEARANCE = path.join(
	__dirname,
	'support/forget-appearance.php'
);

/** Every status of an order that was placed (not WooCommerce's checkout drafts). */
const PLACED = 'pending,processing,on-hold,completed,cancelled,refunded,failed';

/**
 * The ids of the newest placed orders, as the admin lists them.
 *
 * @param requestUtils The admin's request utils.
 */
async function placedOrders( requestUtils: RequestUtils ) {
	const orders = await requestUtils.rest< { id: number }[] >( {
		path: '/wc/v3/orders',
		params: { status: PLACED, per_page: 100 },
	} );
	return orders.map( ( { id } ) => id );
}

/**
 * Every URL the page requests from now on.
 *
 * @param page The page.
 */
function requestsOf( page: Page ): string[] {
	const urls: string[] = [];
	page.on( 'request', ( request ) => urls.push( request.url() ) );
	return urls;
}

test.use( { storageState: shopperState } );

test.describe( 'the card method on the block checkout @woocommerce', () => {
	let restoreGateway = async () => {};

	test.beforeEach( async ( { requestUtils, context, baseURL, page } ) => {
		requireWooCommerce();
		restoreGateway = await enableCardGateway( requestUtils, {
			title: TITLE,
			testmode: 'yes',
			test_publishable_key: 'pk_test_e2eFakeButWellFormed',
			test_secret_key: 'sk_test_e2eFakeButWellFormed',
		} );
		await consentGiven( context, baseURL );
		await putPurchaseInCart( page );
	} );

	test.afterEach( () => restoreGateway() );

	deleteGuestOrdersAfterEach();

	test( 'the cart page asks nothing of Stripe', async ( { page } ) => {
		const requests = requestsOf( page );

		await page.goto( '/cart/' );
		await expect(
			page.getByRole( 'link', { name: 'Proceed to Checkout' } )
		).toBeVisible( { timeout: 30_000 } );
		// Every script of the page has run, and a script it injected (as Stripe.js's main entry injects its own
		// when imported) has been requested: the load event waits for both.
		await page.waitForLoadState( 'load' );

		expect( requests.filter( ( url ) => STRIPE_JS.test( url ) ) ).toEqual(
			[]
		);
		expect(
			requests.filter( ( url ) =>
				url.includes( '/shop-stripe-gateway/build/checkout.js' )
			)
		).toEqual( [] );
	} );

	test.describe( 'when Stripe.js cannot load', () => {
		// The refused load of Stripe.js is logged by the browser, and so is the Store API's refusal of the order
		// (400, "Invalid or missing payment details") when a click reaches the server before the method's own check
		// (WooCommerce 10.6 sends it at once): nothing else may be.
		// Wrapped with its scope: Playwright reads a two-item array as a value and its options.
		test.use( {
			expectedConsoleErrors: [
				[
					{
						message: /Failed to load resource/,
						url: 'js.stripe.com',
					},
					{
						message: /status of 400/,
						url: '/wp-json/wc/store/v1/checkout',
					},
				],
				{ scope: 'test' },
			],
		} );

		test( 'the card method shows the accepted card brands beside its title', async ( {
			page,
		} ) => {
			await page.route( STRIPE_JS, ( route ) =>
				route.abort( 'blockedbyclient' )
			);
			await page.goto( '/checkout/' );

			const label = page
				.locator( '.wc-block-components-radio-control__option' )
				.filter( { has: page.getByRole( 'radio', { name: TITLE } ) } );
			await expect( label ).toContainText( TITLE );
			await expectCardBrands( label );
		} );

		test( "a shopper's visit keeps the measured look in the shopper's own browser and asks the shop to save nothing", async ( {
			page,
		} ) => {
			// None saved by the shop, so the browser measures (an earlier run may have left one for a day).
			runWordPressPhp( FORGET_APPEARANCE );
			await page.route( STRIPE_JS, ( route ) =>
				route.abort( 'blockedbyclient' )
			);
			const requests = requestsOf( page );

			await page.goto( '/checkout/' );
			await fillBlockCheckout( page );
			await page.getByRole( 'radio', { name: TITLE } ).check();
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: TITLE } )
			).toBeVisible();

			const kept = await page.evaluate( () =>
				Object.keys( window.localStorage ).filter( ( key ) =>
					key.startsWith( 'shop-stripe-gateway:appearance:block:' )
				)
			);
			expect( kept ).toHaveLength( 1 );
			expect(
				requests.filter( ( url ) =>
					url.includes( 'wc_stripe_save_appearance' )
				)
			).toEqual( [] );
		} );

		test( 'the method shows its title and the load failure, and placing the order stores nothing', async ( {
			page,
			requestUtils,
		} ) => {
			let stripeAsked = 0;
			await page.route( STRIPE_JS, ( route ) => {
				stripeAsked++;
				return route.abort( 'blockedbyclient' );
			} );
			const before = await placedOrders( requestUtils );

			await page.goto( '/checkout/' );
			await fillBlockCheckout( page );
			const card = page.getByRole( 'radio', { name: TITLE } );
			await expect( card ).toBeVisible();
			await card.check();

			const failure = page.getByRole( 'alert' ).filter( {
				hasText: `Failed to load ${ TITLE } payment method. Please refresh the page and try again.`,
			} );
			await expect( failure ).toBeVisible();
			expect( stripeAsked ).toBeGreaterThan( 0 );

			const refused = page
				.getByRole( 'form', { name: 'Checkout' } )
				.getByText(
					'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
				);
			// The block checkout may swallow the first click (it re-renders as the last field loses focus): click
			// until it answers; an order placed by any click would still be counted below.
			await expect( async () => {
				await page
					.getByRole( 'button', { name: /place order/i } )
					.click( { timeout: 5_000 } );
				await expect( refused ).toBeVisible( { timeout: 5_000 } );
			} ).toPass( { timeout: 60_000 } );
			await expect(
				page.getByRole( 'button', { name: /place order/i } )
			).toBeEnabled();
			expect( page.url() ).not.toContain( 'order-received' );
			expect( await placedOrders( requestUtils ) ).toEqual( before );
		} );
	} );
} );
