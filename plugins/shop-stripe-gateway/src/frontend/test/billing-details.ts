/**
 * Internal dependencies
 */
import { billingDetails } from '../billing-details';
import { drawCheckout } from './support/page';

describe( 'billingDetails', () => {
	it.each( [
		[
			'every field',
			{
				first_name: 'Robin',
				last_name: 'Shopper',
				email: 'robin@example.com',
				phone: '+1 555 0100',
				address_1: '1 Test Lane',
				address_2: 'Apt 2',
				city: 'Springfield',
				state: 'CA',
				postcode: '94103',
				country: 'US',
			},
			{
				name: 'Robin Shopper',
				email: 'robin@example.com',
				phone: '+1 555 0100',
				address: {
					line1: '1 Test Lane',
					line2: 'Apt 2',
					city: 'Springfield',
					state: 'CA',
					postal_code: '94103',
					country: 'US',
				},
			},
		],
		[
			'a first name only, blanks left out',
			{ first_name: ' Robin ', last_name: '', city: ' ', country: 'DE' },
			{ name: 'Robin', address: { country: 'DE' } },
		],
		[ 'a form without billing fields (order-pay)', {}, {} ],
	] )( 'reads %s', ( _name, fields, expected ) => {
		expect( billingDetails( drawCheckout( fields ) ) ).toEqual( expected );
	} );
} );
