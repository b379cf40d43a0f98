/**
 * Internal dependencies
 */
import { orderData, type ConfirmDetails } from '../order-data';

const ADDRESS = {
	line1: '1 Test Lane',
	line2: null,
	city: 'Springfield',
	state: 'CA',
	postal_code: '94103',
	country: 'us',
};

const confirm = (
	details: Partial< ConfirmDetails > = {}
): ConfirmDetails => ( {
	expressPaymentType: 'apple_pay',
	billingDetails: {
		name: 'Robin Ann Shopper',
		email: 'robin@example.com',
		phone: '+1 (555) 010-0100',
		address: ADDRESS,
	},
	shippingAddress: {
		name: 'Sam Receiver',
		address: { ...ADDRESS, line1: '2 Other Road' },
	},
	shippingRate: { id: 'flat_rate:3', amount: 500, displayName: 'Flat' },
	...details,
} );

describe( 'orderData', () => {
	it( 'maps the wallet’s sheet to spec 3’s order data', () => {
		expect( orderData( confirm(), 'ctoken_123' ) ).toEqual( {
			billing_address: {
				first_name: 'Robin',
				last_name: 'Ann Shopper',
				company: '',
				email: 'robin@example.com',
				phone: '+15550100100',
				country: 'US',
				address_1: '1 Test Lane',
				address_2: '',
				city: 'Springfield',
				state: 'CA',
				postcode: '94103',
			},
			shipping_address: {
				first_name: 'Sam',
				last_name: 'Receiver',
				company: '',
				phone: '+15550100100',
				country: 'US',
				address_1: '2 Other Road',
				address_2: '',
				city: 'Springfield',
				state: 'CA',
				postcode: '94103',
				method: [ 'flat_rate:3' ],
			},
			customer_note: '',
			payment_method: 'stripe',
			payment_data: [
				{ key: 'payment_method', value: 'stripe' },
				{ key: 'wc-stripe-payment-method', value: '' },
				{ key: 'wc-stripe-confirmation-token', value: 'ctoken_123' },
				{ key: 'express_payment_type', value: 'apple_pay' },
				{ key: 'wc-stripe-is-deferred-intent', value: 'true' },
			],
			extensions: {},
			additional_fields: {},
		} );
	} );

	it.each( [
		[ 'Robin', 'Robin', '' ],
		[ '  Robin   Shopper ', 'Robin', 'Shopper' ],
		[ 'Jean Claude van Damme', 'Jean', 'Claude van Damme' ],
		[ '', '', '' ],
	] )( 'splits the name %j into %j and %j', ( name, first, last ) => {
		const data = orderData(
			confirm( {
				billingDetails: { ...confirm().billingDetails!, name },
			} ),
			'ctoken_1'
		);
		expect( data.billing_address.first_name ).toBe( first );
		expect( data.billing_address.last_name ).toBe( last );
	} );

	it.each( [
		[ '+44 (0)20 7946-0000', '+4402079460000' ],
		[ '(555) 123 4567', '5551234567' ],
		[ '555-123-4567', '5551234567' ],
		[ undefined, '' ],
	] )( 'cleans the phone %j to %j', ( phone, cleaned ) => {
		const data = orderData(
			confirm( {
				billingDetails: { ...confirm().billingDetails!, phone },
			} ),
			'ctoken_1'
		);
		expect( data.billing_address.phone ).toBe( cleaned );
		expect( data.shipping_address.phone ).toBe( cleaned );
	} );

	it( 'ships to the payer, with no method, when nothing is shipped', () => {
		const data = orderData(
			confirm( { shippingAddress: undefined, shippingRate: undefined } ),
			'ctoken_1'
		);
		expect( data.shipping_address ).toMatchObject( {
			first_name: 'Robin',
			address_1: '1 Test Lane',
			method: [],
		} );
		expect( data.shipping_address ).not.toHaveProperty( 'email' );
	} );

	it( 'names the wallet used', () => {
		const data = orderData(
			confirm( { expressPaymentType: 'link' } ),
			'ctoken_1'
		);
		expect( data.payment_data ).toContainEqual( {
			key: 'express_payment_type',
			value: 'link',
		} );
	} );
} );
