/**
 * Methods other than the card, paid for real on the classic checkout in Stripe's test mode, each from its own radio
 * (its own gateway `stripe_<id>`, whose element offers that method only): iDEAL, a bank redirect (Stripe's test bank
 * page, then the order-received page, which settles the order from the intent), and OXXO, a voucher (Stripe.js draws
 * the voucher, the order waits on hold until it is paid). The shop's currency is switched to the method's for each
 * test (iDEAL takes euros, OXXO pesos). They need STRIPE_TEST_PUBLISHABLE_KEY and STRIPE_TEST_SECRET_KEY in the
 * environment; without them each test is skipped with the reason printed. The network-less proof of every method is
 * tests/php/MethodConfirmTest.php.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, shopperState, test } from '../support/test';
import { wc } from '../storefront/support/checkout';
import { consentGiven } from '../storefront/support/checkout-page';
import {
	GUEST,
	deleteGuestOrdersAfterEach,
	fillClassicCheckout,
} from '../storefront/support/order';
import {
	useClassicPagesForThisFile,
	withSettings,
} from '../storefront/support/woo-settings';
import {
	expectPaidInAdmin,
	orderReceived,
	useStripeTestMode,
	walkToCheckout,
} from './support/test-mode';

useStripeTestMode( {
	upe_checkout_experience_accepted_payments: [ 'card', 'ideal', 'oxxo' ],
} );
useClassicPagesForThisFile();
test.use( { storageState: shopperState } );

/**
 * The first visible control of a role and name in any of the page's frames (Stripe draws its pages and modals in
 * frames it renames over time).
 *
 * @param page The page.
 * @param role The control's role.
 * @param name Its accessible name.
 */
async function inAnyFrame(
	page: Page,
	role: 'button' | 'link',
	name: RegExp
): Promise< Locator > {
	let found: Locator | null = null;
	await expect
		.poll(
			async () => {
				for ( const frame of page.frames() ) {
					const control = frame.getByRole( role, { name } ).first();
					if ( await control.isVisible().catch( () => false ) ) {
						found = control;
						return true;
					}
				}
				return false;
			},
			{ message: `Stripe's ${ name } ${ role }`, timeout: 60_000 }
		)
		.toBe( true );
	return found as unknown as Locator;
}

/**
 * From the product page to Place order on the classic checkout with a method's own radio, the element's own fields
 * (name, email) filled when it asks for them.
 *
 * @param page  The guest's page.
 * @param title The method's radio.
 */
async function payWith( page: Page, title: string ) {
	await walkToCheckout( page );
	await fillClassicCheckout( page );
	const method = page.getByRole( 'radio', { name: title } );
	await expect( method ).toBeVisible();
	await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
	await method.check();
	const element = page
		.frameLocator( 'iframe[title*="Secure payment input frame"]' )
		.first();
	await expect( element.locator( 'body' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	for ( const [ label, value ] of [
		[ /^Full name/, `${ GUEST.first_name } ${ GUEST.last_name }` ],
		[ /^Email/, GUEST.email ],
	] as const ) {
		const field = element.getByLabel( label );
		if ( await field.isVisible() ) {
			await field.fill( value );
		}
	}
	await page
		.getByRole( 'form', { name: 'Checkout' } )
		.getByRole( 'button', { name: 'Place order' } )
		.click();
}

test.describe( "other methods on the classic checkout in Stripe's test mode @woocommerce", () => {
	test.beforeEach( async ( { context, baseURL } ) => {
		test.slow();
		await consentGiven( context, baseURL );
	} );

	deleteGuestOrdersAfterEach();

	test( "iDEAL goes to Stripe's test bank page and comes back to a paid order", async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await withSettings(
			requestUtils,
			{ 'general/woocommerce_currency': 'EUR' },
			async () => {
				await payWith( page, 'iDEAL' );
				await page.waitForURL( /stripe\.com/, { timeout: 60_000 } );
				await (
					await inAnyFrame(
						page,
						'button',
						/authorize test payment/i
					)
				).click();
				const id = await orderReceived( page );
				await expectPaidInAdmin( browser, requestUtils, id );
			}
		);
	} );

	test( 'OXXO shows its voucher and the order waits on hold for the payment', async ( {
		page,
		requestUtils,
	} ) => {
		await withSettings(
			requestUtils,
			{ 'general/woocommerce_currency': 'MXN' },
			async () => {
				await payWith( page, 'OXXO' );
				await (
					await inAnyFrame( page, 'button', /^close$/i )
				).click();
				const id = await orderReceived( page );
				const order = await wc< {
					status: string;
					payment_method: string;
				} >( requestUtils, 'GET', `/orders/${ id }` );
				expect( order ).toMatchObject( {
					status: 'on-hold',
					payment_method: 'stripe_oxxo',
				} );
			}
		);
	} );
} );
