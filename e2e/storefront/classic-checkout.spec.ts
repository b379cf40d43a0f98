/**
 * Placing an order on WooCommerce's classic checkout (the [woocommerce_checkout] page, which WooCommerce's settings
 * point at for this file's run) as a guest on our theme: coupons, creating an account, one order however often
 * Place order is pressed and its received page, and the error list of a refused order.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import * as shop from './support/checkout';
import {
	countAjax,
	fillBilling,
	guestsAtClassicCheckout,
	holdAjax,
	openCheckout,
} from './support/checkout-page';

const email = guestsAtClassicCheckout();

test(
	'a coupon is applied and removed with WooCommerce’s messages; an unknown code is refused under the field',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const coupon = await shop.addCoupon( requestUtils );
		try {
			await openCheckout( page );
			const review = page.locator(
				'.woocommerce-checkout-review-order-table'
			);
			const total = review.locator( '.order-total' );
			const discount = review.locator( '.cart-discount' );
			await expect( total ).toContainText( '$20.00' );

			const toggle = page.getByRole( 'button', {
				name: 'Enter your coupon code',
			} );
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await toggle.click();
			const code = page.getByRole( 'textbox', { name: 'Coupon:' } );
			await expect( code ).toBeFocused();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			const apply = page.getByRole( 'button', { name: 'Apply coupon' } );

			await code.fill( 'no-such-code' );
			await apply.click();
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: 'no-such-code' } )
			).toHaveText(
				'Coupon "no-such-code" cannot be applied because it does not exist.'
			);
			await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( total ).toContainText( '$20.00' );

			await code.fill( coupon.code );
			await expect( code, 'no error once retyped' ).not.toHaveAttribute(
				'aria-invalid'
			);
			await apply.click();
			await expect(
				page.getByText( 'Coupon code applied successfully.' )
			).toBeVisible();
			await expect( code ).toBeHidden();
			await expect( discount ).toContainText(
				`Coupon: ${ coupon.code }`
			);
			await expect( discount ).toContainText( '-$1.50' );
			await expect( total ).toContainText( '$18.50' );

			await discount.getByRole( 'button', { name: /Remove/ } ).click();
			await expect(
				page.getByText( 'Coupon has been removed.' )
			).toBeVisible();
			await expect(
				page.getByText( 'Coupon code applied successfully.' )
			).toHaveCount( 0 );
			await expect( discount ).toHaveCount( 0 );
			await expect( total ).toContainText( '$20.00' );
		} finally {
			await coupon.remove();
		}
	}
);

test(
	'a guest who ticks “Create an account?” is asked for a password, and leaves with an account and the order',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await shop.changeSettings( requestUtils, {
			'account/woocommerce_enable_signup_and_login_from_checkout': 'yes',
			'account/woocommerce_registration_generate_password': 'no',
		} );
		try {
			await openCheckout( page );
			const password = page.getByLabel( 'Create account password' );
			const create = page.getByRole( 'checkbox', {
				name: 'Create an account?',
			} );
			await expect( create ).not.toBeChecked();
			await expect( password ).toBeHidden();
			await create.check();
			await expect( password ).toBeVisible();
			await create.uncheck();
			await expect( password ).toBeHidden();
			await create.check();

			await fillBilling( page, email() );
			// The order review WooCommerce refreshes after the address changed can move the focus back to the email
			// field while keys are sent one by one, so the password is set whole; the meter rates on keyup (End), and
			// it pushes Place order down, so it must be there before the click.
			await password.fill( 'e2e-Str0ng-passphrase!' );
			await password.press( 'End' );
			await expect( password ).toHaveValue( 'e2e-Str0ng-passphrase!' );
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: /^Strong$/ } )
			).toBeVisible();
			await page.getByRole( 'button', { name: 'Place order' } ).click();
			await page.waitForURL( /\/order-received\/\d+\/\?key=wc_order_/ );
			const customers = await shop.wc< { id: number }[] >(
				requestUtils,
				'GET',
				'/customers',
				{ email: email() }
			);
			expect( customers ).toHaveLength( 1 );
			const [ order ] = await shop.ordersOf( requestUtils, email() );
			expect( order.customer_id ).toBe( customers[ 0 ].id );
		} finally {
			await restore();
		}
	}
);

test(
	'Place order pressed again while the order is processing is ignored: one order, then its received page',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		await openCheckout( page );
		await fillBilling( page, email() );
		const placed = countAjax( page, 'checkout' );
		const answer = await holdAjax( page, 'checkout' );

		const placeOrder = page.getByRole( 'button', { name: 'Place order' } );
		await placeOrder.dblclick();
		await expect( page.locator( 'form.checkout' ) ).toHaveClass(
			/processing/
		);
		// Past the blocking overlay too: the form itself refuses a second submission while processing.
		await placeOrder.dispatchEvent( 'click' );
		expect( placed() ).toBe( 1 );
		answer();

		await page.waitForURL(
			/\/classic-checkout\/order-received\/\d+\/\?key=wc_order_\w+$/
		);
		const orders = await shop.ordersOf( requestUtils, email() );
		expect( orders ).toHaveLength( 1 );
		expect( placed() ).toBe( 1 );
		expect( page.url() ).toContain(
			`/order-received/${ orders[ 0 ].id }/`
		);
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		await expect( page.locator( 'main' ) ).toContainText(
			orders[ 0 ].number
		);
	}
);

test(
	'an order refused for missing and invalid fields lists the errors at the top, marks the fields, stores nothing',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const before = await shop.latestOrderId( requestUtils );
		await openCheckout( page );
		await page
			.getByRole( 'textbox', { name: 'Last name' } )
			.fill( 'Shopper' );
		await page
			.getByRole( 'textbox', { name: 'Email address' } )
			.fill( 'robin.example.com' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();

		const errors = page
			.getByRole( 'alert' )
			.filter( { has: page.getByRole( 'list' ) } );
		await expect( errors.getByRole( 'listitem' ) ).toHaveText( [
			'Billing First name is a required field.',
			'Billing Street address is a required field.',
			'Billing Town / City is a required field.',
			'Billing ZIP Code is a required field.',
			'Billing Email address is not a valid email address.',
		] );
		// At the top, above the form's first field, and scrolled into view.
		const firstName = page.getByRole( 'textbox', {
			name: 'First name',
			exact: true,
		} );
		await expect( errors ).toBeInViewport();
		expect( ( await errors.boundingBox() )?.y ).toBeLessThan(
			( await firstName.boundingBox() )?.y ?? 0
		);
		// Each item links to its field, and the field carries the message.
		await errors
			.getByRole( 'link', {
				name: 'Billing First name is a required field.',
			} )
			.click();
		await expect( firstName ).toBeFocused();
		await expect( firstName ).toHaveAccessibleDescription(
			'Billing First name is a required field.'
		);
		await expect( firstName ).toHaveAttribute( 'aria-invalid', 'true' );

		// Back to idle: the shopper can correct and press again; nothing was stored.
		await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
			/processing/
		);
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
		expect( await shop.latestOrderId( requestUtils ) ).toBe( before );
	}
);
