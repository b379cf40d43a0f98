/**
 * The fields of WooCommerce's classic checkout (the [woocommerce_checkout] page, which WooCommerce's settings point
 * at for this file's run) as a guest meets them on our theme: inline validation, totals updated once the typed
 * address is complete, the state field per country, and a field description's tooltip.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import * as shop from './support/checkout';
import {
	choose,
	countAjax,
	fillBilling,
	guestsAtClassicCheckout,
	isAbove,
	openCheckout,
} from './support/checkout-page';

const RED = 'rgb(170, 0, 0)'; // WooCommerce's --wc-red.

declare global {
	interface Window {
		e2eLastKey: number;
	}
}

const email = guestsAtClassicCheckout();

test(
	'a required, an email and a phone field are marked invalid when left wrong, and valid once corrected',
	{ tag: '@woocommerce' },
	async ( { page } ) => {
		await openCheckout( page );
		for ( const [ name, wrong, right, mark ] of [
			[ 'First name', '', 'Robin', 'required-field' ],
			[ 'Email address', 'robin@', email(), 'email' ],
			[ 'Phone (optional)', '555 CALL ME', '+1 (555) 010-0199', 'phone' ],
		] ) {
			const field = page.getByRole( 'textbox', { name, exact: true } );
			const row = page.locator( '.form-row', { has: field } );
			await field.fill( wrong );
			await field.focus();
			await field.blur();
			await expect( field, name ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			await expect( row ).toHaveClass(
				new RegExp( `woocommerce-invalid-${ mark }` )
			);
			await expect( field ).toHaveCSS( 'border-color', RED );
			await expect( row.locator( 'label' ) ).toHaveCSS( 'color', RED );

			await field.fill( right );
			await field.blur();
			await expect( field ).not.toHaveAttribute( 'aria-invalid' );
			await expect( row ).toHaveClass( /woocommerce-validated/ );
			await expect( field ).not.toHaveCSS( 'border-color', RED );
		}
	}
);

test(
	'totals follow the typed address once, a second after the last keystroke, not at every key',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const removeZone = await shop.addCourierZone( requestUtils, '90210' );
		try {
			await openCheckout( page );
			const review = page.locator(
				'.woocommerce-checkout-review-order-table'
			);
			await expect( review ).toContainText( 'Flat rate: $5.00' );
			const updates = countAjax( page, 'update_order_review' );
			const type = ( name: string, text: string ) =>
				page
					.getByRole( 'textbox', { name, exact: true } )
					.pressSequentially( text, { delay: 40 } );

			// Street and town first: with the ZIP code still empty no update is sent, even on leaving a field.
			await type( 'Street address', '742 Evergreen Terrace' );
			await page.keyboard.press( 'Tab' );
			await type( 'Town / City', 'Beverly Hills' );
			await page.keyboard.press( 'Tab' );
			const update = page.waitForRequest( /wc-ajax=update_order_review/ );
			await page.evaluate( () =>
				document.addEventListener( 'keydown', () => {
					window.e2eLastKey = performance.now();
				} )
			);
			await type( 'ZIP Code', '90210' );
			const sent = new URLSearchParams(
				( await update ).postData() ?? ''
			);
			// Measured in the page, from the last keydown to the request's start (once its timing entry is there).
			const pause = () =>
				page.evaluate(
					() =>
						performance
							.getEntriesByType( 'resource' )
							.filter( ( { name } ) =>
								name.includes( 'update_order_review' )
							)
							.pop()!.startTime - window.e2eLastKey
				);
			await expect
				.poll( pause, 'WooCommerce waits a second after typing' )
				.toBeGreaterThanOrEqual( 1000 );

			await expect( review ).toContainText( 'Courier: $12.00' );
			await expect( review.locator( '.order-total' ) ).toContainText(
				'$27.00'
			);
			expect( updates(), '39 keystrokes, one update' ).toBe( 1 );
			expect( sent.get( 'address' ) ).toBe( '742 Evergreen Terrace' );
			expect( sent.get( 'postcode' ) ).toBe( '90210' );
		} finally {
			await removeZone();
		}
	}
);

test(
	'the state field follows the country: a list for the US and Germany, none for France, free text for the UK',
	{ tag: '@woocommerce' },
	async ( { page } ) => {
		await openCheckout( page );
		await fillBilling( page, email() );
		const country = page.getByRole( 'combobox', {
			name: 'Country / Region',
		} );
		const state = page.locator( '#billing_state' );
		const stateRow = page.locator( '#billing_state_field' );
		const review = page.locator(
			'.woocommerce-checkout-review-order-table'
		);

		// The store's country: its states as a list, required, under the US names.
		await expect(
			page.getByRole( 'combobox', { name: 'State' } )
		).toHaveText( /California/ );
		await expect( state ).toHaveJSProperty( 'tagName', 'SELECT' );
		await expect( stateRow.locator( 'label' ) ).toHaveText( 'State *' );
		await expect(
			page.getByRole( 'textbox', { name: 'ZIP Code' } )
		).toBeVisible();

		// Germany has states in WooCommerce (optional), its postcode before the town, and no shipping zone here.
		await choose( page, country, 'Germany' );
		await expect( stateRow.locator( 'label' ) ).toHaveText(
			'State / County (optional)'
		);
		await expect( state.locator( 'option' ) ).toHaveCount( 17 );
		expect( await isAbove( page, 'Postcode / ZIP', 'Town / City' ) ).toBe(
			true
		);
		await expect( review ).toContainText(
			'There are no shipping options available.'
		);

		// France: no states, the field is hidden.
		await choose( page, country, 'France' );
		await expect( stateRow ).toBeHidden();
		await expect( state ).toHaveAttribute( 'type', 'hidden' );

		// United Kingdom (not in WooCommerce's state list): free text, named County, optional.
		await choose( page, country, 'United Kingdom (UK)' );
		await expect(
			page.getByRole( 'textbox', { name: 'County (optional)' } )
		).toBeVisible();
		await expect( state ).toHaveAttribute( 'type', 'text' );
		expect( await isAbove( page, 'Town / City', 'Postcode' ) ).toBe( true );

		// And back: a required list again (WooCommerce builds it without a name for its enhanced box).
		await choose( page, country, 'United States (US)' );
		await expect( stateRow.locator( 'label' ) ).toHaveText( 'State *' );
		await choose( page, stateRow.getByRole( 'combobox' ), 'Oregon' );
		await expect( state ).toHaveValue( 'OR' );
		await expect( review ).toContainText( 'Flat rate: $5.00' );
	}
);

test(
	'a field’s description opens as a tooltip while the field has focus, and closes on a click elsewhere or Escape',
	{ tag: '@woocommerce' },
	async ( { page } ) => {
		const uninstall = shop.installMuPlugin( 'field-description.php' );
		try {
			await openCheckout( page );
			const phone = page.getByRole( 'textbox', {
				name: 'Phone (optional)',
			} );
			const text = 'Only used for questions about your delivery.';
			const tip = page.getByText( text );
			await expect( phone ).toHaveAccessibleDescription( text );
			await expect( tip ).toBeHidden();

			await phone.click();
			await expect( tip ).toBeVisible();
			await page
				.getByRole( 'heading', { name: 'Billing details' } )
				.click();
			await expect( tip ).toBeHidden();
			await phone.click();
			await expect( tip ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( tip ).toBeHidden();
			await expect( phone ).toBeFocused();
			await phone.click();
			await expect( tip ).toBeVisible();
			await page.keyboard.press( 'Tab' );
			await expect(
				page.getByRole( 'textbox', { name: 'Email address' } )
			).toBeFocused();
			await expect( tip ).toBeHidden();
		} finally {
			uninstall();
		}
	}
);
