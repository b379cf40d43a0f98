/**
 * Full payments against Stripe's real test mode: the keys from the environment, saved into the card gateway for a
 * spec file and put back after; the guest's walk from a product page to the checkout; Stripe's test cards typed into
 * the Payment Element's iframe; the 3-D Secure challenge; the order as the admin finds it.
 *
 * Without `STRIPE_TEST_PUBLISHABLE_KEY` and `STRIPE_TEST_SECRET_KEY` every test that uses these is skipped with
 * {@link STRIPE_KEYS_MISSING} printed in the run's summary.
 */

/**
 * External dependencies
 */
import type { Browser, Frame, Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect, requireWooCommerce, test } from '../../support/test';
import { wc } from '../../storefront/support/checkout';
import { consentGiven } from '../../storefront/support/checkout-page';
import {
	GUEST,
	asAdmin,
	deleteGuestOrdersAfterEach,
	openOrderFromMenu,
} from '../../storefront/support/order';
import { enableCardGateway } from './card-gateway';

/** The card method's title while these specs run, so the radio is found by a name of their own. */
export const TITLE = 'Card (Stripe test mode)';

/** Stripe's test cards (https://docs.stripe.com/testing). */
export const CARDS = {
	success: '4242 4242 4242 4242',
	threeDSecure: '4000 0027 6000 3184',
	declined: '4000 0000 0000 0002',
};

export const STRIPE_KEYS_MISSING =
	"Stripe's test keys are not in the environment: set STRIPE_TEST_PUBLISHABLE_KEY (pk_test_…) and STRIPE_TEST_SECRET_KEY (sk_test_…) to run full payments in Stripe's test mode";

/** The test keys from the environment, or null when either is missing. */
export function stripeTestKeys() {
	const publishable = process.env.STRIPE_TEST_PUBLISHABLE_KEY ?? '';
	const secret = process.env.STRIPE_TEST_SECRET_KEY ?? '';
	return publishable && secret ? { publishable, secret } : null;
}

/**
 * For every test of the calling file: skipped with the reason printed when the keys are missing; otherwise the card
 * gateway enabled in test mode with the keys (beforeAll) and its earlier state put back (afterAll).
 *
 * @param extra More of the gateway's settings for the file (e.g. the enabled methods).
 */
export function useStripeTestMode(
	extra: Record< string, string | string[] > = {}
): void {
	const keys = stripeTestKeys();
	// At collection time, so each test is reported as skipped with the reason (the runner prints it).
	test.skip( ! keys, STRIPE_KEYS_MISSING );
	let restore = async () => {};
	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		restore = await enableCardGateway( requestUtils, {
			title: TITLE,
			testmode: 'yes',
			test_publishable_key: keys?.publishable ?? '',
			test_secret_key: keys?.secret ?? '',
			...extra,
		} );
	} );
	test.afterAll( () => restore() );
}

/**
 * The guest's walk to the checkout: the Classic Beanie's product page, Add to cart, the notice's View cart, then
 * Proceed to checkout on whichever cart the shop uses (block or shortcode).
 *
 * @param page The shopper's page.
 */
export async function walkToCheckout( page: Page ): Promise< void > {
	const [ beanie ] = await (
		await page.request.get(
			'/wp-json/wc/store/v1/products?slug=classic-beanie'
		)
	).json();
	await page.goto( beanie.permalink );
	await page
		.getByRole( 'button', { name: 'Add to cart', exact: true } )
		.click();
	await expect(
		page.getByRole( 'alert' ).filter( {
			hasText: '“Classic Beanie” has been added to your cart.',
		} )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'View cart' } ).click();
	// The block cart renders in the browser: slow on a busy machine.
	const proceed = page.getByRole( 'link', { name: /proceed to checkout/i } );
	await expect( proceed ).toBeVisible( { timeout: 30_000 } );
	await proceed.click();
}

/**
 * The Payment Element's card fields, in Stripe's iframe.
 *
 * @param page The checkout.
 */
function paymentElement( page: Page ) {
	return page
		.frameLocator( 'iframe[title*="Secure payment input frame"]' )
		.first();
}

/**
 * Types a test card into the Payment Element as a shopper does: number, expiry 12/34, CVC 123, and the postal code
 * when the element asks for one (it does for the countries whose cards carry one, e.g. the US).
 *
 * @param page   The checkout, with the card method chosen.
 * @param number The card number.
 */
export async function typeCard( page: Page, number: string ): Promise< void > {
	const element = paymentElement( page );
	const type = async ( field: Locator, value: string ) => {
		await field.click();
		await field.pressSequentially( value );
	};
	const cardNumber = element.getByLabel( 'Card number' );
	// Stripe.js and the element's frame come from js.stripe.com after the page.
	await expect( cardNumber ).toBeEditable( { timeout: 30_000 } );
	// Digits only: the element draws the spaces and the expiry's slash itself as they are typed.
	await type( cardNumber, number.replace( /\D/g, '' ) );
	await type( element.getByLabel( /^Expiration/ ), '1234' );
	await type( element.getByLabel( /^(Security code|CVC)/ ), '123' );
	const postal = element.getByLabel( /^(ZIP|Postal)/ );
	if ( await postal.isVisible() ) {
		await type( postal, GUEST.postcode );
	}
}

/**
 * The first visible control in any of a page's frames, as a shopper finds it wherever it is drawn: Stripe draws its
 * windows (3-D Secure's challenge, Link's steps) in frames inside frames, renamed over time.
 *
 * @param page  The page.
 * @param find  The control in a frame.
 * @param label What is looked for (the failure's message).
 */
export async function visibleInAnyFrame(
	page: Page,
	find: ( frame: Frame ) => Locator,
	label: string
): Promise< Locator > {
	let found: Locator | null = null;
	await expect
		.poll(
			async () => {
				for ( const frame of page.frames() ) {
					const control = find( frame ).first();
					if ( await control.isVisible().catch( () => false ) ) {
						found = control;
						return true;
					}
				}
				return false;
			},
			{ message: label, timeout: 60_000 }
		)
		.toBe( true );
	return found as unknown as Locator;
}

/**
 * Finds Stripe's test 3-D Secure challenge and clicks its Complete button.
 *
 * @param page The checkout, after Place order with a 3-D Secure card.
 */
export async function completeThreeDSecure( page: Page ): Promise< void > {
	const complete = await visibleInAnyFrame(
		page,
		( frame ) =>
			frame.getByRole( 'button', {
				name: /^Complete( authentication)?$/,
			} ),
		"Stripe's 3-D Secure challenge with its Complete button"
	);
	await complete.click();
}

/**
 * The order-received page's id, once the shopper is there.
 *
 * @param page The shopper's page.
 */
export async function orderReceived( page: Page ): Promise< number > {
	await page.waitForURL( /order-received\/(\d+)/, { timeout: 60_000 } );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	return Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
}

/**
 * What the admin finds of a paid order: Processing in WooCommerce > Orders, and on its screen the note naming the
 * PaymentIntent, the same intent as the order's `_shop_stripe_intent_id`.
 *
 * @param browser      The browser (the admin gets a session of their own).
 * @param requestUtils The admin's request utils.
 * @param id           The order.
 */
export async function expectPaidInAdmin(
	browser: Browser,
	requestUtils: RequestUtils,
	id: number
): Promise< void > {
	const order = await wc< {
		meta_data: { key: string; value: unknown }[];
	} >( requestUtils, 'GET', `/orders/${ id }` );
	const intent = order.meta_data.find(
		( { key } ) => key === '_shop_stripe_intent_id'
	)?.value;
	expect( intent ).toMatch( /^pi_\w+$/ );
	await asAdmin( browser, async ( admin ) => {
		const listed = await openOrderFromMenu( admin, id );
		await expect(
			admin.getByRole( 'row' ).filter( { has: listed.link } )
		).toContainText( 'Processing' );
		await listed.link.click();
		await expect(
			admin.locator( '#woocommerce-order-notes' )
		).toContainText(
			`Stripe charge complete (PaymentIntent ${ intent }).`
		);
	} );
}

/**
 * The guest's orders that were paid (a declined card leaves at most a pending or failed one).
 *
 * @param requestUtils The admin's request utils.
 */
export async function paidOrdersOfGuest( requestUtils: RequestUtils ) {
	const orders = await wc<
		{
			id: number;
			status: string;
			date_paid: string | null;
			billing: { email: string };
		}[]
	>( requestUtils, 'GET', '/orders', {
		search: GUEST.email,
		status: 'any',
	} );
	return orders
		.filter( ( order ) => order.billing.email === GUEST.email )
		.filter(
			( order ) =>
				order.date_paid ||
				[ 'processing', 'completed', 'on-hold' ].includes(
					order.status
				)
		)
		.map( ( { id, status } ) => ( { id, status } ) );
}

/**
 * The three payments of a checkout, as tests of the calling describe block: each a guest who answered the consent
 * banner, whose orders are deleted after the test.
 *
 * @param pay            From the product page to Place order on this checkout with the card given.
 * @param expectDeclined Checks the checkout shows the decline, as this checkout draws its notices.
 */
export function fullPaymentTests(
	pay: ( page: Page, card: string ) => Promise< void >,
	expectDeclined: ( page: Page ) => Promise< void >
): void {
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
		await pay( page, CARDS.success );
		const id = await orderReceived( page );
		await expectPaidInAdmin( browser, requestUtils, id );
	} );

	test( 'a 3-D Secure card is paid once the challenge is completed', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await pay( page, CARDS.threeDSecure );
		await completeThreeDSecure( page );
		const id = await orderReceived( page );
		await expectPaidInAdmin( browser, requestUtils, id );
	} );

	test( 'a declined card shows the catalogue text and pays no order', async ( {
		page,
		requestUtils,
	} ) => {
		await pay( page, CARDS.declined );
		await expectDeclined( page );
		expect( page.url() ).not.toContain( 'order-received' );
		expect( await paidOrdersOfGuest( requestUtils ) ).toEqual( [] );
	} );
}
