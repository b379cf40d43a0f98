/**
 * Stripe's address shape to WooCommerce's and back (spec 3, "Express checkout order data"), and the parts of the
 * normalisation that need no server: trimmed values and an upper-case country. The state's code and the postcode's
 * spacing per country are the server's (`wc_stripe_normalize_address`, ./express-ajax.ts), from WooCommerce's own
 * country tables, never a second copy here. Pure.
 */

/**
 * External dependencies
 */
import type { ExpressCheckoutPartialAddress } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { WooAddress } from './types';

/** Stripe's address (a full one from the wallet's sheet, or the partial one of `shippingaddresschange`). */
export type StripeAddress = ExpressCheckoutPartialAddress & {
	line1?: string | null;
	line2?: string | null;
};

/** What a Stripe address gives beside the address lines. */
export interface Contact {
	name?: string;
	email?: string;
	phone?: string;
}

const clean = ( value: string | null | undefined ) => ( value ?? '' ).trim();

/**
 * Spec 3's name split: the first word to first_name, the rest to last_name.
 *
 * @param name The full name.
 */
export function splitName( name: string | undefined ): {
	first_name: string;
	last_name: string;
} {
	const [ first = '', ...rest ] = clean( name ).split( /\s+/ );
	return { first_name: first, last_name: rest.join( ' ' ) };
}

/**
 * Spec 3's phone cleaning: brackets, spaces and hyphens removed.
 *
 * @param phone The phone number.
 */
export const cleanPhone = ( phone: string | undefined ) =>
	clean( phone ).replace( /[()\[\]\s-]/g, '' );

/**
 * Stripe's address as WooCommerce's.
 *
 * @param address Stripe's address.
 * @param contact Name, email and phone (email left out when absent: shipping addresses have none).
 */
export function toWooAddress(
	address: StripeAddress | undefined,
	contact: Contact = {}
): WooAddress {
	const woo: WooAddress = {
		...splitName( contact.name ),
		company: '',
		phone: cleanPhone( contact.phone ),
		country: clean( address?.country ).toUpperCase(),
		address_1: clean( address?.line1 ),
		address_2: clean( address?.line2 ),
		city: clean( address?.city ),
		state: clean( address?.state ),
		postcode: clean( address?.postal_code ),
	};
	if ( contact.email !== undefined ) {
		woo.email = clean( contact.email );
	}
	return woo;
}

/**
 * WooCommerce's address as Stripe's (a normalised address handed back to the wallet).
 *
 * @param address WooCommerce's address.
 */
export const toStripeAddress = (
	address: Pick<
		WooAddress,
		'country' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode'
	>
) => ( {
	line1: address.address_1,
	line2: address.address_2 || null,
	city: address.city,
	state: address.state,
	postal_code: address.postcode,
	country: address.country,
} );
