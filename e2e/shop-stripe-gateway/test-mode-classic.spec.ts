/**
 * Full card payments on WooCommerce's classic (shortcode) cart and checkout against Stripe's real test mode, as a
 * guest walking the pages (product, cart, checkout): a card that pays, one that asks for 3-D Secure, one that is
 * declined. They need STRIPE_TEST_PUBLISHABLE_KEY and STRIPE_TEST_SECRET_KEY in the environment (and Stripe's hosts
 * reachable); without the keys each test is skipped with the reason printed. The network-less test of the same
 * checkout is classic-checkout.spec.ts.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, shopperState, test } from '../support/test';
import { fillClassicCheckout } from '../storefront/support/order';
import { useClassicPagesForThisFile } from '../storefront/support/woo-settings';
import {
	TITLE,
	fullPaymentTests,
	typeCard,
	useStripeTestMode,
	walkToCheckout,
} from './support/test-mode';

useStripeTestMode();
useClassicPagesForThisFile();
test.use( { storageState: shopperState } );

/**
 * From the product page to a filled classic checkout with the card typed, then Place order.
 *
 * @param page The guest's page.
 * @param card The test card.
 */
async function payOnClassicCheckout( page: Page, card: string ) {
	await walkToCheckout( page );
	await fillClassicCheckout( page );
	// The radio's name is its label: the title, then the accepted brands' names.
	const method = page.getByRole( 'radio', { name: TITLE } );
	// WooCommerce draws the payment box again after its totals arrive (update_order_review).
	await expect( method ).toBeVisible();
	await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
	await method.check();
	await typeCard( page, card );
	await page
		.getByRole( 'form', { name: 'Checkout' } )
		.getByRole( 'button', { name: 'Place order' } )
		.click();
}

/**
 * The decline as the classic checkout shows it: the notice above the form, the catalogue's text alone.
 *
 * @param page The checkout.
 */
async function expectDeclinedOnClassic( page: Page ) {
	await expect(
		page.locator( '.woocommerce-NoticeGroup-checkout' ).getByRole( 'alert' )
	).toHaveText( 'The card was declined.', { timeout: 30_000 } );
}

test.describe( "full payments on the classic checkout in Stripe's test mode @woocommerce", () =>
	fullPaymentTests( payOnClassicCheckout, expectDeclinedOnClassic ) );
