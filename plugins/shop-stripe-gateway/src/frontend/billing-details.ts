/**
 * The billing details Stripe receives with the PaymentMethod, from the checkout form's billing fields (spec 3,
 * "Billing details collected from the checkout form"). Empty fields are left out: Stripe refuses empty strings, and
 * the Payment Element asks for what it needs itself.
 */

/**
 * External dependencies
 */
import type { PaymentMethodCreateParams } from '@stripe/stripe-js';

/**
 * A billing field's trimmed value, '' when the form has none.
 *
 * @param form The form.
 * @param name Field name without `billing_`.
 */
const field = ( form: HTMLFormElement, name: string ) => {
	const input = form.elements.namedItem( `billing_${ name }` );
	return input && 'value' in input ? String( input.value ).trim() : '';
};

/**
 * Only the non-empty entries.
 *
 * @param entries Key => value.
 */
const filled = < T extends Record< string, string > >( entries: T ) =>
	Object.fromEntries(
		Object.entries( entries ).filter( ( [ , value ] ) => value !== '' )
	) as Partial< T >;

/**
 * The billing details: name (first and last joined), email, phone and address.
 *
 * @param form The checkout form.
 */
export function billingDetails(
	form: HTMLFormElement
): PaymentMethodCreateParams.BillingDetails {
	const name = [ field( form, 'first_name' ), field( form, 'last_name' ) ]
		.filter( Boolean )
		.join( ' ' );
	const address = filled( {
		city: field( form, 'city' ),
		country: field( form, 'country' ),
		line1: field( form, 'address_1' ),
		line2: field( form, 'address_2' ),
		postal_code: field( form, 'postcode' ),
		state: field( form, 'state' ),
	} );
	return {
		...filled( {
			name,
			email: field( form, 'email' ),
			phone: field( form, 'phone' ),
		} ),
		...( Object.keys( address ).length ? { address } : {} ),
	};
}
