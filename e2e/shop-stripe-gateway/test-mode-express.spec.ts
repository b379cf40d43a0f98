/**
 * Link's express button end to end against Stripe's real test mode (issue 31), as a guest on the Classic Beanie's
 * product page: the button drawn by Stripe's Express Checkout Element, Link's own window (a new Link account in test
 * mode: an email, Stripe's test code 000000, a test card), then the order-received page and the paid order as the
 * admin finds it. Needs STRIPE_TEST_PUBLISHABLE_KEY and STRIPE_TEST_SECRET_KEY (and Stripe's hosts reachable);
 * without the keys the test is skipped with the reason printed. What runs without Stripe's network is in
 * express.spec.ts.
 */

/**
 * Internal dependencies
 */
import { expect, test } from '../support/test';
import { consentGiven } from '../storefront/support/checkout-page';
import { GUEST, deleteGuestOrdersAfterEach } from '../storefront/support/order';
import {
	CARDS,
	expectPaidInAdmin,
	orderReceived,
	useStripeTestMode,
	visibleInAnyFrame,
} from './support/test-mode';

useStripeTestMode( {
	upe_checkout_experience_accepted_payments: [ 'card', 'link' ],
	express_checkout: 'yes',
	express_checkout_locations: [ 'product' ],
} );

test.beforeEach( async ( { context, baseURL } ) => {
	test.slow();
	await consentGiven( context, baseURL );
} );

deleteGuestOrdersAfterEach();

test( 'Link’s express button pays for the product page’s product and leads to a paid order', async ( {
	page,
	browser,
	requestUtils,
} ) => {
	const [ beanie ] = await (
		await page.request.get(
			'/wp-json/wc/store/v1/products?slug=classic-beanie'
		)
	).json();
	await page.goto( beanie.permalink );
	const buttons = page.locator( '.shop-stripe-express' );
	await buttons.scrollIntoViewIfNeeded();
	// Stripe's element draws its buttons in a frame of its own, once Stripe.js has loaded.
	const link = page
		.frameLocator( '.shop-stripe-express iframe' )
		.first()
		.getByRole( 'button', { name: /link/i } );
	await expect( link ).toBeVisible( { timeout: 60_000 } );

	const linkWindow = page.waitForEvent( 'popup' );
	await link.click();
	const popup = await linkWindow;
	await popup.waitForLoadState();

	const email = await visibleInAnyFrame(
		popup,
		( frame ) => frame.getByRole( 'textbox', { name: /email/i } ),
		"Link's email field"
	);
	await email.fill( `link-${ Date.now() }-${ GUEST.email }` );
	await email.press( 'Enter' );

	// Test mode answers every one-time code with 000000 (https://docs.stripe.com/payments/link/testing).
	const code = await visibleInAnyFrame(
		popup,
		( frame ) => frame.getByRole( 'textbox', { name: /code/i } ),
		"Link's one-time code"
	);
	await code.pressSequentially( '000000' );

	const cardNumber = await visibleInAnyFrame(
		popup,
		( frame ) => frame.getByRole( 'textbox', { name: /card number/i } ),
		"Link's card number"
	);
	await cardNumber.pressSequentially( CARDS.success.replace( /\D/g, '' ) );
	await (
		await visibleInAnyFrame(
			popup,
			( frame ) => frame.getByRole( 'textbox', { name: /expir/i } ),
			"Link's expiry"
		)
	).pressSequentially( '1234' );
	await (
		await visibleInAnyFrame(
			popup,
			( frame ) =>
				frame.getByRole( 'textbox', { name: /cvc|security/i } ),
			"Link's security code"
		)
	).pressSequentially( '123' );
	await (
		await visibleInAnyFrame(
			popup,
			( frame ) =>
				frame.getByRole( 'button', { name: /^(pay|continue)/i } ),
			"Link's pay button"
		)
	).click();

	const id = await orderReceived( page );
	await expectPaidInAdmin( browser, requestUtils, id );
} );
