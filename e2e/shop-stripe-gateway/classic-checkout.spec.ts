/**
 * The card gateway on WooCommerce's classic (shortcode) checkout with test keys saved. Stripe.js cannot be reached
 * from this machine, so the page shows what a shopper whose browser cannot load it sees: the load-failure message in
 * the payment box, and Place order refused with the catalogue's text, no order created.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { latestOrderId, ordersOf } from '../storefront/support/checkout';
import {
	countAjax,
	fillBilling,
	guestsAtClassicCheckout,
	openCheckout,
} from '../storefront/support/checkout-page';
import { withSettings } from '../storefront/support/woo-settings';
import { enableCardGateway } from './support/card-gateway';
import { expectCardBrands } from './support/card-brands';

const TITLE = 'Credit or debit card';

const email = guestsAtClassicCheckout();

// Stripe.js is requested from js.stripe.com only on the payment pages; here that request is refused, as a blocker or
// an offline network would, and Chromium logs the refused load. That one error is expected; any other still fails.
test.use( {
	expectedConsoleErrors: [
		{
			message: /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/,
			url: 'https://js.stripe.com/',
		},
	],
} );

let restoreGateway = async () => {};

test.beforeAll( async ( { requestUtils } ) => {
	restoreGateway = await enableCardGateway( requestUtils, {
		title: TITLE,
		testmode: 'yes',
		test_publishable_key: 'pk_test_51E2eClassicCheckoutOnly',
		test_secret_key: 'sk_test_51E2eClassicCheckoutOnly',
		upe_checkout_experience_accepted_payments: [ 'card', 'ideal' ],
	} );
} );

test.afterAll( () => restoreGateway() );

test(
	'without Stripe.js the card says it failed to load and Place order creates no order',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		await page.route( 'https://js.stripe.com/**', ( route ) =>
			route.abort( 'blockedbyclient' )
		);
		const lastOrder = await latestOrderId( requestUtils );
		const checkouts = countAjax( page, 'checkout' );
		await openCheckout( page );
		await fillBilling( page, email() );

		// The radio's name is its label: the title, then the brands' names.
		await page.getByRole( 'radio', { name: TITLE } ).check();
		const failed = `Failed to load ${ TITLE } payment method. Please refresh the page and try again.`;
		await expect(
			page
				.locator( '.payment_box.payment_method_stripe' )
				.getByRole( 'alert' )
		).toHaveText( failed );

		await page.getByRole( 'button', { name: 'Place order' } ).click();

		const notice = page
			.locator( '.woocommerce-NoticeGroup-checkout' )
			.getByRole( 'alert' );
		await expect( notice ).toHaveText(
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
		);
		await expect( notice ).toBeInViewport();
		await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
			/processing/
		);
		expect( checkouts(), 'the order was never sent' ).toBe( 0 );
		expect( await latestOrderId( requestUtils ) ).toBe( lastOrder );
		expect( await ordersOf( requestUtils, email() ) ).toHaveLength( 0 );
	}
);

test(
	"iDEAL's own radio draws its own form: without Stripe.js it says iDEAL failed to load and Place order creates no order",
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		await page.route( 'https://js.stripe.com/**', ( route ) =>
			route.abort( 'blockedbyclient' )
		);
		// Stripe takes iDEAL in euros only, so the shop sells in euros for this test.
		await withSettings(
			requestUtils,
			{ 'general/woocommerce_currency': 'EUR' },
			async () => {
				const lastOrder = await latestOrderId( requestUtils );
				const checkouts = countAjax( page, 'checkout' );
				await openCheckout( page );
				await fillBilling( page, email() );

				await page
					.getByRole( 'radio', { name: 'iDEAL', exact: true } )
					.check();
				await expect(
					page
						.locator( '.payment_box.payment_method_stripe_ideal' )
						.getByRole( 'alert' )
				).toHaveText(
					'Failed to load iDEAL payment method. Please refresh the page and try again.'
				);

				await page
					.getByRole( 'button', { name: 'Place order' } )
					.click();

				await expect(
					page
						.locator( '.woocommerce-NoticeGroup-checkout' )
						.getByRole( 'alert' )
				).toHaveText(
					'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
				);
				expect( checkouts(), 'the order was never sent' ).toBe( 0 );
				expect( await latestOrderId( requestUtils ) ).toBe( lastOrder );
			}
		);
	}
);

test(
	'the card method shows the accepted card brands beside its title',
	{ tag: '@woocommerce' },
	async ( { page } ) => {
		await page.route( 'https://js.stripe.com/**', ( route ) =>
			route.abort( 'blockedbyclient' )
		);
		await openCheckout( page );

		const label = page.locator( 'label[for="payment_method_stripe"]' );
		await expect( label ).toContainText( TITLE );
		await expectCardBrands( label );
		await expect(
			page.getByRole( 'radio', {
				name: `${ TITLE } Visa Mastercard American Express Discover`,
				exact: true,
			} )
		).toBeVisible();
	}
);
