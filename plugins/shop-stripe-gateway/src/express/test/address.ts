/**
 * Internal dependencies
 */
import { toStripeAddress, toWooAddress } from '../address';

describe( 'toWooAddress', () => {
	it( 'trims every value and upper-cases the country', () => {
		expect(
			toWooAddress(
				{
					line1: ' 10 Downing St ',
					line2: '',
					city: ' London',
					state: '',
					postal_code: 'sw1a 2aa ',
					country: 'gb',
				},
				{ name: 'Robin Shopper', email: ' robin@example.com ' }
			)
		).toEqual( {
			first_name: 'Robin',
			last_name: 'Shopper',
			company: '',
			email: 'robin@example.com',
			phone: '',
			country: 'GB',
			address_1: '10 Downing St',
			address_2: '',
			city: 'London',
			state: '',
			// The postcode's spacing per country is the server's (wc_stripe_normalize_address).
			postcode: 'sw1a 2aa',
		} );
	} );

	it( 'takes the partial address of a shipping address change (no lines, no email)', () => {
		const address = toWooAddress( {
			city: 'Toronto',
			state: 'Ontario',
			postal_code: 'M5V3L9',
			country: 'CA',
		} );
		expect( address ).toMatchObject( {
			address_1: '',
			address_2: '',
			state: 'Ontario',
			country: 'CA',
		} );
		expect( address ).not.toHaveProperty( 'email' );
	} );

	it( 'gives empty fields for no address', () => {
		expect( toWooAddress( undefined ) ).toMatchObject( {
			country: '',
			city: '',
			first_name: '',
		} );
	} );
} );

describe( 'toStripeAddress', () => {
	it( 'is the inverse for the address lines', () => {
		const stripe = {
			line1: '1 Test Lane',
			line2: 'Apt 2',
			city: 'Springfield',
			state: 'CA',
			postal_code: '94103',
			country: 'US',
		};
		expect( toStripeAddress( toWooAddress( stripe ) ) ).toEqual( stripe );
	} );

	it( 'gives null for an empty second line', () => {
		expect(
			toStripeAddress(
				toWooAddress( {
					city: 'X',
					state: '',
					postal_code: '',
					country: 'DE',
				} )
			).line2
		).toBeNull();
	} );
} );
