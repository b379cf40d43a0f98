/**
 * Full card payments on WooCommerce's block checkout against Stripe's real test mode, as a guest walking the pages
 * (product, cart, checkout): a card that pays, one that asks for 3-D Secure, one that is declined. They need
 * STRIPE_TEST_PUBLISHABLE_KEY and STRIPE_TEST_SECRET_KEY in the environment (and Stripe's hosts reachable); without
 * the keys each test is skipped with the reason printed. The network-less tests of the same checkout are in
 * block-checkout.spec.ts.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, shopperState, test } from '../support/test';
import { consentGiven } from '../storefront/support/checkout-page';
import {
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
} from '../storefront/support/order';
import {
	CARDS,
	TITLE,
	completeThreeDSecure,
	expectPaidInAdmin,
	orderReceived,
	paidOrdersOfGuest,
	typeCard,
	useStripeTestMode,
	walkToCheckout,
} from './support/test-mode';

useStripeTestMode();
test.use( { storageState: shopperState } );

/**
 * From the product page to a filled block checkout with the card typed, then Place order.
 *
 * @param page The guest's page.
 * @param card The test card.
 */
async function payOnBlockCheckout( page: Page, card: string ) {
	await walkToCheckout( page );
	await fillBlockCheckout( page );
	await page.getByRole( 'radio', { name: TITLE } ).check();
	await typeCard( page, card );
	await page.getByRole( 'button', { name: /place order/i } ).click();
}

test.describe( "full payments on the block checkout in Stripe's test mode @woocommerce", () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		test.slow();
		await consentGiven( context, baseURL );
	} );

	deleteGuestOrdersAfterEach();

	test( 'a card that pays leads to the order-received page and a processing order with its intent', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await payOnBlockCheckout( page, CARDS.success );
		const id = await orderReceived( page );
		await expectPaidInAdmin( browser, requestUtils, id );
	} );

	test( 'a 3-D Secure card is paid once the challenge is completed', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await payOnBlockCheckout( page, CARDS.threeDSecure );
		await completeThreeDSecure( page );
		const id = await orderReceived( page );
		await expectPaidInAdmin( browser, requestUtils, id );
	} );

	test( 'a declined card shows the catalogue text and pays no order', async ( {
		page,
		requestUtils,
	} ) => {
		await payOnBlockCheckout( page, CARDS.declined );
		await expect(
			page
				.getByRole( 'alert' )
				.filter( { hasText: 'The card was declined.' } )
		).toBeVisible( { timeout: 30_000 } );
		expect( page.url() ).not.toContain( 'order-received' );
		await expect(
			page.getByRole( 'button', { name: /place order/i } )
		).toBeEnabled();
		expect( await paidOrdersOfGuest( requestUtils ) ).toEqual( [] );
	} );
} );
