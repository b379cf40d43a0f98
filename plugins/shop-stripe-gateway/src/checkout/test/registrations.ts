/**
 * Internal dependencies
 */
import type { ClientSettings } from '../../common/client-settings';
import { registrations } from '../registrations';
import type { CardMethodSettings, MethodData } from '../types';

const CONFIG: ClientSettings[ 'paymentMethodsConfig' ] = {
	card: { title: 'Card', supportsDeferredIntent: true, reusable: true },
	ideal: { title: 'iDEAL', supportsDeferredIntent: true, reusable: true },
	blik: { title: 'BLIK', supportsDeferredIntent: false, reusable: false },
	sepa_debit: {
		title: 'SEPA Direct Debit',
		supportsDeferredIntent: true,
		reusable: true,
	},
};

/** The methods' own data, as WooCommerce prints them while their integrations are active. */
const DATA: Record< string, MethodData > = {
	stripe_ideal: {
		title: 'Pay with iDEAL',
		currencies: [ 'EUR' ],
		supports: [ 'products' ],
	},
	stripe_sepa_debit: { title: 'SEPA Direct Debit', currencies: [ 'EUR' ] },
};

const card = ( settings: CardMethodSettings = {} ) => ( {
	title: 'Credit card',
	paymentMethodsConfig: CONFIG,
	supports: [ 'products', 'tokenization' ],
	...settings,
} );

const dataOf = ( name: string ) => DATA[ name ];

describe( 'registrations', () => {
	it( 'lists the card with a card-only element and each other method that works without an intent on its own', () => {
		expect( registrations( card(), dataOf ) ).toEqual( [
			{
				name: 'stripe',
				title: 'Credit card',
				method: { id: 'card', types: [ 'card' ] },
				currencies: [],
				features: [ 'products', 'tokenization' ],
			},
			{
				name: 'stripe_ideal',
				title: 'Pay with iDEAL',
				method: { id: 'ideal', types: [ 'ideal' ] },
				currencies: [ 'EUR' ],
				features: [ 'products' ],
			},
			{
				name: 'stripe_sepa_debit',
				title: 'SEPA Direct Debit',
				method: { id: 'sepa_debit', types: [ 'sepa_debit' ] },
				currencies: [ 'EUR' ],
				features: [ 'products' ],
			},
		] );
	} );

	it( 'leaves out a method whose integration gave no data (inactive on the server)', () => {
		const names = registrations( card(), ( name ) =>
			name === 'stripe_ideal' ? undefined : DATA[ name ]
		).map( ( entry ) => entry.name );

		expect( names ).toEqual( [ 'stripe', 'stripe_sepa_debit' ] );
	} );

	it( 'lists the card alone when it is the only method', () => {
		expect(
			registrations(
				card( { paymentMethodsConfig: { card: CONFIG.card } } ),
				dataOf
			).map( ( entry ) => entry.name )
		).toEqual( [ 'stripe' ] );
	} );

	it.each( [
		[ 'its title', 'Pay by card or bank', 'Pay by card or bank' ],
		[ "the card's title when it has none", '', 'Credit card' ],
	] )(
		'lists only the card in single-element mode, with every method in its element, under %s',
		( _name, ocTitle, title ) => {
			expect(
				registrations(
					card( { isOCEnabled: true, OCTitle: ocTitle } ),
					dataOf
				)
			).toEqual( [
				{
					name: 'stripe',
					title,
					method: {
						id: 'card',
						types: [ 'card', 'ideal', 'sepa_debit' ],
					},
					currencies: [],
					features: [ 'products', 'tokenization' ],
				},
			] );
		}
	);

	it.each( [ false, true ] )(
		'lists BLIK on its own, without an element, whatever the layout (single element: %p)',
		( isOCEnabled ) => {
			const entries = registrations( card( { isOCEnabled } ), ( name ) =>
				name === 'stripe_blik'
					? { title: 'BLIK', currencies: [ 'PLN' ] }
					: DATA[ name ]
			);

			expect( entries.at( -1 ) ).toEqual( {
				name: 'stripe_blik',
				title: 'BLIK',
				method: { id: 'blik', types: [] },
				currencies: [ 'PLN' ],
				features: [ 'products' ],
			} );
			expect( entries[ 0 ].method.types ).not.toContain( 'blik' );
		}
	);

	it( 'gives Afterpay’s entry Stripe’s type', () => {
		const entries = registrations(
			card( {
				paymentMethodsConfig: {
					afterpay: {
						title: 'Afterpay',
						supportsDeferredIntent: true,
						reusable: false,
						type: 'afterpay_clearpay',
					},
				},
			} ),
			() => ( { title: 'Afterpay' } )
		);

		expect( entries.at( -1 )?.method ).toEqual( {
			id: 'afterpay',
			types: [ 'afterpay_clearpay' ],
		} );
	} );
} );
