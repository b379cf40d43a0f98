/**
 * An express purchase on a product page, through the element's events as Stripe fires them: the handlers of
 * ../click.ts, ../sheet.ts and ../confirm.ts against a fake shop, Stripe.js mocked at the module boundary.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { resetStripeForTests } from '../../common/load-stripe';
import { CONFIG, clickEvent, settle, start } from './support/fake-shop';

jest.mock( '@stripe/stripe-js/pure' );

beforeEach( () => resetStripeForTests() );

const ADDRESS = {
	line1: '1 Test Lane',
	line2: null,
	city: 'Springfield',
	state: 'California',
	postal_code: '94103',
	country: 'us',
};

const confirmEvent = () => ( {
	expressPaymentType: 'google_pay',
	billingDetails: {
		name: 'Robin Shopper',
		email: 'robin@example.com',
		phone: '(555) 010-0100',
		address: ADDRESS,
	},
	shippingAddress: { name: 'Robin Shopper', address: ADDRESS },
	shippingRate: { id: 'flat_rate:1', amount: 500, displayName: 'Flat rate' },
	paymentFailed: jest.fn(),
} );

/** The checkout's answer when Stripe wants the payment authenticated: the confirm hash on the checkout page. */
const NEEDS_AUTHENTICATION = {
	payment_result: {
		payment_status: 'success',
		redirect_url:
			'https://shop.test/checkout/#shop-stripe-confirm-pi:9:pi_123_secret_abc:confirm-nonce',
	},
};

/** Stripe's shippingaddresschange event. */
const addressChange = () => ( {
	name: 'Robin',
	address: ADDRESS,
	resolve: jest.fn(),
	reject: jest.fn(),
} );

/**
 * Clicks and lets the product's cart be made.
 *
 * @param fire The event sender.
 */
async function click(
	fire: ( name: string, event: object ) => Promise< void >
) {
	const event = clickEvent();
	await fire( 'click', event );
	await settle();
	return event;
}

describe( 'a product page’s express purchase', () => {
	it( 'opens the sheet at once with the product’s amount, and buys the product alone', async () => {
		const { fire, shop } = await start();
		const event = await click( fire );

		expect( event.resolve ).toHaveBeenCalledWith( {
			emailRequired: true,
			phoneNumberRequired: true,
			shippingAddressRequired: true,
			shippingRates: [
				{ id: 'pending', displayName: 'Shipping', amount: 0 },
			],
			lineItems: [ { name: 'Subtotal', amount: 1800 } ],
		} );
		expect( shop.routesCalled().slice( 1 ) ).toEqual( [
			'cart',
			'cart/remove-item',
			'cart/add-item',
		] );
		expect( shop.state.received.at( -1 )?.body ).toEqual( {
			id: 40,
			quantity: 1,
			variation: [],
		} );
		// Writes carry the Store API's nonce of the answer before.
		expect( shop.state.received.at( -1 )?.headers ).toMatchObject( {
			Nonce: 'store-nonce',
		} );
	} );

	it( 'gives the rates of the normalised address and follows the chosen rate', async () => {
		const { fire, shop, elements } = await start();
		await click( fire );

		const change = addressChange();
		await fire( 'shippingaddresschange', change );

		const normalize = shop.state.received.find( ( request ) =>
			request.url.includes( 'wc_stripe_normalize_address' )
		);
		expect( normalize?.body ).toMatchObject( {
			security: 'express-nonce',
		} );
		const update = shop.state.received.find( ( request ) =>
			request.url.endsWith( 'cart/update-customer' )
		);
		expect( update?.body ).toMatchObject( {
			shipping_address: {
				country: 'US',
				state: 'CA',
				city: 'Springfield',
			},
		} );
		expect( change.resolve ).toHaveBeenCalledWith( {
			shippingRates: [
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
				{ id: 'free_shipping:2', displayName: 'Free', amount: 0 },
			],
			lineItems: [ { name: 'Subtotal', amount: 1000 } ],
		} );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 1500 } );

		const rate = {
			shippingRate: {
				id: 'free_shipping:2',
				amount: 0,
				displayName: 'Free',
			},
			resolve: jest.fn(),
			reject: jest.fn(),
		};
		await fire( 'shippingratechange', rate );
		expect( shop.state.received.at( -1 )?.body ).toEqual( {
			package_id: 0,
			rate_id: 'free_shipping:2',
		} );
		expect( rate.resolve ).toHaveBeenCalledWith( {
			lineItems: [ { name: 'Subtotal', amount: 1000 } ],
		} );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 1000 } );
	} );

	it( 'refuses an address nothing ships to', async () => {
		const { fire, shop } = await start();
		shop.state.rates = [];
		await click( fire );
		const change = addressChange();
		await fire( 'shippingaddresschange', change );
		expect( change.reject ).toHaveBeenCalled();
		expect( change.resolve ).not.toHaveBeenCalled();
	} );

	it( 'places the order with the confirmation token and the express headers, then goes to the order', async () => {
		const { fire, shop, stripe, elements, win } = await start();
		await click( fire );
		const event = confirmEvent();
		await fire( 'confirm', event );

		expect( elements.submit ).toHaveBeenCalled();
		expect( stripe.createConfirmationToken ).toHaveBeenCalledWith( {
			elements,
		} );
		const checkout = shop.state.received.at( -1 )!;
		expect( checkout.url ).toBe(
			'https://shop.test/wp-json/wc/store/v1/checkout'
		);
		expect( checkout.headers ).toMatchObject( {
			Nonce: 'store-nonce',
			'X-WCStripe-Express-Checkout': 'true',
			'X-WCStripe-Express-Checkout-Nonce': 'express-nonce',
		} );
		expect( checkout.body ).toMatchObject( {
			billing_address: {
				first_name: 'Robin',
				phone: '5550100100',
				email: 'robin@example.com',
			},
			shipping_address: { method: [ 'flat_rate:1' ] },
			payment_method: 'stripe',
			payment_data: expect.arrayContaining( [
				{ key: 'wc-stripe-confirmation-token', value: 'ctoken_123' },
				{ key: 'express_payment_type', value: 'google_pay' },
			] ),
		} );
		expect( win.location.assign ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/9/'
		);
		expect( event.paymentFailed ).not.toHaveBeenCalled();

		// Paid: a cancel afterwards puts nothing back.
		const writes = shop.state.received.length;
		await fire( 'cancel', {} );
		expect( shop.state.received ).toHaveLength( writes );
	} );

	it.each( [
		[
			'the shop refuses the order',
			( fake: Awaited< ReturnType< typeof start > > ) => {
				fake.shop.state.checkout = {
					status: 400,
					body: {
						code: 'woocommerce_rest_checkout_process_payment_error',
						message: 'Your card was declined.',
					},
				};
			},
			'Your card was declined.',
		],
		[
			'Stripe refuses the wallet’s payment',
			( fake: Awaited< ReturnType< typeof start > > ) => {
				fake.stripe.createConfirmationToken.mockResolvedValue( {
					error: { message: 'Your card has expired.' },
				} );
			},
			'Your card has expired.',
		],
		[
			'the element refuses to submit',
			( fake: Awaited< ReturnType< typeof start > > ) => {
				fake.elements.submit.mockResolvedValue( {
					error: { message: 'Incomplete.' },
				} );
			},
			'Incomplete.',
		],
		[
			'the order’s page is on another site',
			( fake: Awaited< ReturnType< typeof start > > ) => {
				fake.shop.state.checkout.body = {
					payment_result: {
						payment_status: 'success',
						redirect_url: 'https://elsewhere.test/',
					},
				};
			},
			'Payment failed. Please try again.',
		],
	] )( 'shows the failure when %s', async ( _name, breakIt, text ) => {
		const fake = await start();
		breakIt( fake );
		await click( fake.fire );
		const event = confirmEvent();
		await fake.fire( 'confirm', event );

		expect( event.paymentFailed ).toHaveBeenCalledWith( {
			reason: 'fail',
			message: text,
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( text );
		expect( fake.win.location.assign ).not.toHaveBeenCalled();
	} );

	it( 'confirms a payment Stripe wants authenticated, then makes the order follow its intent', async () => {
		const fake = await start();
		fake.shop.state.checkout.body = NEEDS_AUTHENTICATION;
		await click( fake.fire );
		const event = confirmEvent();
		await fake.fire( 'confirm', event );

		expect( fake.stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'pi_123_secret_abc',
		} );
		expect( fake.shop.state.received.at( -1 ) ).toMatchObject( {
			url: 'https://shop.test/?wc-ajax=wc_stripe_update_order_status',
			body: {
				order_id: '9',
				intent_id: 'pi_123',
				nonce: 'confirm-nonce',
			},
		} );
		expect( fake.win.location.assign ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/9/'
		);
		expect( event.paymentFailed ).not.toHaveBeenCalled();
	} );

	it( 'shows the failed authentication', async () => {
		const fake = await start();
		fake.shop.state.checkout.body = NEEDS_AUTHENTICATION;
		fake.stripe.handleNextAction.mockResolvedValue( {
			error: {
				message: 'We are unable to authenticate your payment method.',
			},
		} );
		await click( fake.fire );
		const event = confirmEvent();
		await fake.fire( 'confirm', event );

		expect( event.paymentFailed ).toHaveBeenCalledWith( {
			reason: 'fail',
			message: 'We are unable to authenticate your payment method.',
		} );
		expect( fake.win.location.assign ).not.toHaveBeenCalled();
	} );

	it.each( [ 1, 2 ] )(
		'puts the shopper’s cart back when the sheet is closed (after %j clicks: a sheet that never said it closed keeps the first click’s kept items)',
		async ( clicks ) => {
			const { fire, shop } = await start();
			for ( let made = 0; made < clicks; made++ ) {
				await click( fire );
			}
			expect( shop.state.items.map( ( item ) => item.id ) ).toEqual( [
				40,
			] );

			await fire( 'cancel', {} );
			expect(
				shop.state.items.map( ( { id, quantity } ) => ( {
					id,
					quantity,
				} ) )
			).toEqual( [ { id: 7, quantity: 2 } ] );
		}
	);
} );

describe( 'a variable product', () => {
	const FORM =
		'<form class="cart variations_form"><input class="qty" name="quantity" value="1"></form>';
	const VARIABLE = {
		...CONFIG,
		product: { id: 50, type: 'variable' as const, needsShipping: false },
	};
	const variation = {
		variation_id: 51,
		display_price: 12.5,
		is_in_stock: true,
		is_purchasable: true,
		attributes: { attribute_pa_size: 'large' },
	};

	it( 'waits for a variation, then follows its price and the quantity', async () => {
		const { fire, elements, container, win } = await start(
			VARIABLE,
			FORM
		);
		const form = document.querySelector( 'form' )!;
		expect( container ).toHaveAttribute( 'data-unavailable' );

		const early = clickEvent();
		await fire( 'click', early );
		expect( early.reject ).toHaveBeenCalled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Please select some product options before adding this product to your cart.'
		);

		win.jQuery( form ).trigger( 'found_variation', [ variation ] );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 1250 } );
		expect( container ).not.toHaveAttribute( 'data-unavailable' );
		expect( screen.queryByRole( 'status' ) ).toBeNull();

		const box = form.querySelector( 'input' )!;
		box.value = '3';
		box.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 3750 } );

		win.jQuery( form ).trigger( 'reset_data' );
		expect( container ).toHaveAttribute( 'data-unavailable' );
	} );

	it( 'adds the chosen variation with its attributes, without asking for an address when nothing ships', async () => {
		const { fire, shop, win } = await start( VARIABLE, FORM, false, [] );
		win.jQuery( document.querySelector( 'form' )! ).trigger(
			'found_variation',
			[ variation ]
		);
		const event = await click( fire );

		expect( event.resolve ).toHaveBeenCalledWith(
			expect.objectContaining( {
				shippingAddressRequired: false,
				shippingRates: undefined,
				lineItems: [ { name: 'Subtotal', amount: 1250 } ],
			} )
		);
		expect( shop.state.received.at( -1 )?.body ).toEqual( {
			id: 51,
			quantity: 1,
			variation: [ { attribute: 'attribute_pa_size', value: 'large' } ],
		} );
	} );

	it( 'refuses a variation out of stock', async () => {
		const { fire, win } = await start( VARIABLE, FORM );
		win.jQuery( document.querySelector( 'form' )! ).trigger(
			'found_variation',
			[ { ...variation, is_in_stock: false } ]
		);
		const event = clickEvent();
		await fire( 'click', event );
		expect( event.reject ).toHaveBeenCalled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			/unavailable/
		);
	} );
} );
