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
import { fillBlockCheckout } from '../storefront/support/order';
import {
	TITLE,
	fullPaymentTests,
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

/**
 * The decline as the block checkout shows it: its error notice, and Place order usable again.
 *
 * @param page The checkout.
 */
async function expectDeclinedOnBlock( page: Page ) {
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'The card was declined.' } )
	).toBeVisible( { timeout: 30_000 } );
	await expect(
		page.getByRole( 'button', { name: /place order/i } )
	).toBeEnabled();
}

test.describe( "full payments on the block checkout in Stripe's test mode @woocommerce", () =>
	fullPaymentTests( payOnBlockCheckout, expectDeclinedOnBlock ) );
