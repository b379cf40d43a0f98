/**
 * External dependencies
 */
import type { PaymentMethodCreateParams } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { BillingAddress } from './checkout-props';

/**
 * The PaymentMethod's billing details from the checkout's billing address (spec 3, "Billing details collected from
 * the checkout form"): the name is the first and last name joined; fields left empty are not sent, so the Payment
 * Element's own (country, postal code) are kept.
 *
 * @param address The checkout's billing address.
 */
export function billingDetails(
	address: BillingAddress
): PaymentMethodCreateParams.BillingDetails {
	const set = < T extends Record< string, string > >( fields: T ) =>
		Object.fromEntries(
			Object.entries( fields ).filter( ( [ , value ] ) => value !== '' )
		) as Partial< T >;
	const name = [ address.first_name, address.last_name ]
		.map( ( part ) => part.trim() )
		.filter( Boolean )
		.join( ' ' );
	return {
		...set( { name, email: address.email, phone: address.phone } ),
		address: set( {
			city: address.city,
			country: address.country,
			line1: address.address_1,
			line2: address.address_2,
			postal_code: address.postcode,
			state: address.state,
		} ),
	};
}
