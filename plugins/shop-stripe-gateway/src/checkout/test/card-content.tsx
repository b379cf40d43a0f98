/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { resetStripeForTests } from '../../common/load-stripe';
import { resetThemeAppearanceForTests } from '../../common/theme-appearance';
import { CardContent } from '../card-content';
import type {
	CheckoutSuccessData,
	ObserverResponse,
	PaymentMethodProps,
} from '../checkout-props';
import type { ContentSettings } from '../types';

// Stripe at the module boundary: the loader, and the React bindings whose Elements hands its Stripe to the hooks.
jest.mock( '@stripe/stripe-js/pure', () => ( { loadStripe: jest.fn() } ) );
const mockBindings = {
	stripe: null as unknown,
	elements: null as unknown,
	groupOptions: [] as unknown[],
	elementProps: null as null | {
		options: unknown;
		onLoadError: () => void;
		onChange?: ( event: { value: { type: string } } ) => void;
	},
};
jest.mock( '@stripe/react-stripe-js', () => ( {
	Elements: ( props: {
		stripe: unknown;
		options: unknown;
		children: ReactNode;
	} ) => {
		mockBindings.stripe = props.stripe;
		mockBindings.groupOptions.push( props.options );
		return props.children;
	},
	PaymentElement: ( props: {
		options: unknown;
		onLoadError: () => void;
		onChange?: ( event: { value: { type: string } } ) => void;
	} ) => {
		mockBindings.elementProps = props;
		return null;
	},
	useStripe: () => mockBindings.stripe,
	useElements: () => mockBindings.elements,
} ) );

const MESSAGES = {
	card_declined: 'The card was declined.',
	payment_failed: 'Payment failed. Please try again.',
	invalid_payment_details:
		'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
	load_failed:
		'Failed to load %s payment method. Please refresh the page and try again.',
	validation_error: '',
	connection:
		'An error occurred while connecting to the server. Please try again.',
	blik_invalid: 'BLIK Code is invalid',
	cash_app_limit:
		'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.',
};

const SETTINGS: ContentSettings = {
	title: 'Credit card',
	key: 'pk_test_e2e',
	locale: 'en',
	apiVersion: '2024-06-20',
	ajax_url: '/?wc-ajax=%%endpoint%%',
	orderReceivedURL: 'http://localhost/checkout/order-received/',
	errorMessages: MESSAGES,
	stripeDecimals: 2,
	cashAppLimit: 200000,
	paymentMethodsConfig: {
		card: {
			title: 'Credit card',
			supportsDeferredIntent: true,
			reusable: true,
		},
	},
};

const CARD = { id: 'card', types: [ 'card' ] };

const ADDRESS = {
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: '1 Main Street',
	address_2: '',
	city: 'San Francisco',
	state: 'CA',
	postcode: '94103',
	country: 'US',
	email: 'ada@example.com',
	phone: '',
};

const resolves = () =>
	jest.fn< ( ...args: unknown[] ) => Promise< unknown > >();
const fakeStripe = {
	createPaymentMethod: resolves(),
	handleNextAction: resolves(),
};
const fakeElements = { submit: resolves() };

/**
 * The checkout's props, with the observers the content subscribes kept for the test to call.
 * @param total
 */
function checkout( total = 9500 ) {
	const observers: {
		setup?: () => Promise< ObserverResponse > | ObserverResponse;
		success?: (
			data: CheckoutSuccessData
		) => Promise< ObserverResponse | true > | ObserverResponse | true;
	} = {};
	const props: PaymentMethodProps = {
		billing: {
			cartTotal: { label: 'Total', value: total },
			currency: { code: 'USD', minorUnit: 2 },
			billingAddress: ADDRESS,
			customerId: 0,
		},
		eventRegistration: {
			onPaymentSetup: ( observer ) => {
				observers.setup = observer;
				return () => undefined;
			},
			onCheckoutSuccess: ( observer ) => {
				observers.success = observer;
				return () => undefined;
			},
		},
		emitResponse: {
			responseTypes: {
				SUCCESS: 'success',
				FAIL: 'failure',
				ERROR: 'error',
			},
			noticeContexts: { PAYMENTS: 'wc/payment-area' },
		},
		shouldSavePayment: false,
	};
	return { props, observers };
}

/**
 * Draws the content and lets Stripe.js's load settle.
 *
 * @param props The checkout's props.
 */
async function drawContent( props: PaymentMethodProps ) {
	const view = render(
		<CardContent { ...props } settings={ SETTINGS } method={ CARD } />
	);
	await act( async () => {} );
	return view;
}

const declined = {
	type: 'error',
	message: 'The card was declined.',
	messageContext: 'wc/payment-area',
};

beforeEach( () => {
	resetStripeForTests();
	resetThemeAppearanceForTests();
	jest.mocked( loadStripe ).mockReset();
	jest.mocked( loadStripe ).mockResolvedValue( fakeStripe as never );
	fakeStripe.createPaymentMethod.mockReset();
	fakeStripe.handleNextAction.mockReset();
	fakeElements.submit.mockReset().mockResolvedValue( {} );
	mockBindings.elements = fakeElements;
	mockBindings.groupOptions = [];
	mockBindings.elementProps = null;
} );

describe( 'CardContent: placing the order (onPaymentSetup)', () => {
	it( 'hands the server the PaymentMethod made from the element and the billing address', async () => {
		fakeStripe.createPaymentMethod.mockResolvedValue( {
			paymentMethod: { id: 'pm_123', type: 'card' },
		} );
		const { props, observers } = checkout();
		await drawContent( props );

		const response = await observers.setup?.();

		expect( fakeElements.submit ).toHaveBeenCalled();
		expect( fakeStripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: fakeElements,
			params: {
				billing_details: {
					name: 'Ada Lovelace',
					email: 'ada@example.com',
					address: {
						city: 'San Francisco',
						country: 'US',
						line1: '1 Main Street',
						postal_code: '94103',
						state: 'CA',
					},
				},
			},
		} );
		expect( response ).toEqual( {
			type: 'success',
			meta: {
				paymentMethodData: {
					shop_stripe_payment_method: 'pm_123',
					shop_stripe_payment_type: 'card',
				},
			},
		} );
	} );

	it.each( [ 'ideal', 'klarna', 'sepa_debit', 'afterpay_clearpay' ] )(
		'hands the server the type the shopper chose in the element: %s',
		async ( type ) => {
			fakeStripe.createPaymentMethod.mockResolvedValue( {
				paymentMethod: { id: 'pm_456', type },
			} );
			const { props, observers } = checkout();
			await drawContent( props );

			expect( await observers.setup?.() ).toEqual( {
				type: 'success',
				meta: {
					paymentMethodData: {
						shop_stripe_payment_method: 'pm_456',
						shop_stripe_payment_type: type,
					},
				},
			} );
		}
	);

	it( 'stops at a validation error of the element, whose own text shows beside its field', async () => {
		fakeElements.submit.mockResolvedValue( {
			error: {
				type: 'validation_error',
				code: 'incomplete_number',
				message: 'Your card number is incomplete.',
			},
		} );
		const { props, observers } = checkout();
		await drawContent( props );

		expect( await observers.setup?.() ).toEqual( {
			type: 'error',
			message: '',
			messageContext: 'wc/payment-area',
		} );
		expect( fakeStripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );

	it( "shows the catalogue's text for a card error in the payment method's notices", async () => {
		fakeStripe.createPaymentMethod.mockResolvedValue( {
			error: {
				type: 'card_error',
				code: 'card_declined',
				message: 'Stripe: your card was declined.',
			},
		} );
		const { props, observers } = checkout();
		await drawContent( props );

		expect( await observers.setup?.() ).toEqual( declined );
	} );
} );

describe( 'CardContent: when the card form cannot load', () => {
	const loadFailed =
		'Failed to load Credit card payment method. Please refresh the page and try again.';
	const refused = {
		type: 'error',
		message: MESSAGES.invalid_payment_details,
		messageContext: 'wc/payment-area',
	};

	it( 'says so and refuses the order when Stripe.js cannot load', async () => {
		jest.mocked( loadStripe ).mockRejectedValue(
			new Error( 'Failed to load Stripe.js' )
		);
		const { props, observers } = checkout();
		await drawContent( props );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( loadFailed );
		expect( await observers.setup?.() ).toEqual( refused );
		// The shop owner reads why in the console, as a warning (never an error).
		expect( console ).toHaveWarnedWith(
			'Shop bundle: Stripe.js did not load.',
			new Error( 'Failed to load Stripe.js' )
		);
	} );

	it( 'says so and refuses the order when the Payment Element reports a load error', async () => {
		const { props, observers } = checkout();
		await drawContent( props );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		act( () => mockBindings.elementProps?.onLoadError() );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( loadFailed );
		expect( await observers.setup?.() ).toEqual( refused );
		expect( fakeElements.submit ).not.toHaveBeenCalled();
	} );
} );

describe( 'CardContent: the element follows the checkout', () => {
	it( 'draws the amount and currency of the cart, and the new total when the cart changes', async () => {
		const { props } = checkout( 9500 );
		const view = await drawContent( props );
		expect( mockBindings.groupOptions.at( -1 ) ).toEqual( {
			mode: 'payment',
			amount: 9500,
			currency: 'usd',
			paymentMethodTypes: [ 'card' ],
		} );

		view.rerender(
			<CardContent
				{ ...checkout( 4500 ).props }
				settings={ SETTINGS }
				method={ CARD }
			/>
		);

		expect( mockBindings.groupOptions.at( -1 ) ).toMatchObject( {
			amount: 4500,
		} );
		expect( mockBindings.elementProps?.options ).toEqual( {
			wallets: { applePay: 'never', googlePay: 'never' },
		} );
	} );
} );

describe( "CardContent: another method's own entry", () => {
	it( 'draws the Payment Element for that method only, and names it when the form cannot load', async () => {
		const { props } = checkout();
		render(
			<CardContent
				{ ...props }
				settings={ { ...SETTINGS, title: 'iDEAL' } }
				method={ { id: 'ideal', types: [ 'ideal' ] } }
			/>
		);
		await act( async () => {} );

		expect( mockBindings.groupOptions.at( -1 ) ).toMatchObject( {
			paymentMethodTypes: [ 'ideal' ],
		} );

		act( () => mockBindings.elementProps?.onLoadError() );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Failed to load iDEAL payment method.'
		);
	} );
} );

describe( "CardContent: the shop's look", () => {
	afterEach( () => {
		document.body.innerHTML = '';
		document.cookie = 'shop_stripe_appearance_owner=; max-age=0; path=/';
		window.localStorage.clear();
		delete ( window as { fetch?: unknown } ).fetch;
	} );

	it( 'draws the element in the appearance saved for the theme', async () => {
		const appearance = {
			theme: 'stripe' as const,
			variables: { colorText: 'rgb(1, 2, 3)' },
		};
		const { props } = checkout();
		render(
			<CardContent
				{ ...props }
				settings={ { ...SETTINGS, appearance } }
				method={ CARD }
			/>
		);
		await act( async () => {} );

		expect( mockBindings.groupOptions.at( -1 ) ).toMatchObject( {
			appearance,
		} );
	} );

	it( "measures the checkout's fields when none is saved, and the shop manager's browser sends them", async () => {
		document.cookie = 'shop_stripe_appearance_owner=1; path=/';
		window.fetch = jest
			.fn< typeof fetch >()
			.mockResolvedValue( {} as Response );
		const field = document.createElement( 'div' );
		field.innerHTML =
			'<div class="wc-block-checkout"><div class="wc-block-components-text-input"><input style="color: rgb(30, 30, 30)"></div></div>';
		document.body.append( field );
		const { props } = checkout();
		render(
			<CardContent
				{ ...props }
				settings={ {
					...SETTINGS,
					theme_name: 'shop-theme',
					nonces: {
						createSetupIntent: '',
						updatePaymentIntent: '',
						updateFailedOrder: '',
						saveAppearance: 'n0nce',
					},
				} }
				method={ CARD }
			/>
		);
		await act( async () => {} );

		expect( mockBindings.groupOptions.at( -1 ) ).toMatchObject( {
			appearance: { variables: { colorText: 'rgb(30, 30, 30)' } },
		} );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'CardContent: after the order is placed (onCheckoutSuccess)', () => {
	const confirmLink =
		'http://localhost/checkout/#shop-stripe-confirm-pi:42:pi_123_secret_abc:n0nce';
	const placed = ( redirectUrl: string ): CheckoutSuccessData => ( {
		redirectUrl,
		orderId: 42,
		processingResponse: {
			paymentStatus: 'success',
			redirectUrl,
			paymentDetails: {},
		},
	} );
	const answer = ( body: unknown ) =>
		resolves().mockResolvedValue( {
			json: async () => body,
		} ) as unknown as typeof fetch;

	afterEach( () => {
		delete ( window as { fetch?: unknown } ).fetch;
	} );

	it( 'leaves any other redirect to WooCommerce', async () => {
		const { props, observers } = checkout();
		await drawContent( props );

		expect(
			await observers.success?.(
				placed( 'http://localhost/checkout/order-received/42/' )
			)
		).toBe( true );
		expect( fakeStripe.handleNextAction ).not.toHaveBeenCalled();
	} );

	it( "confirms the intent in place, then goes to the shop's return address", async () => {
		fakeStripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123', status: 'succeeded' },
		} );
		const returnUrl =
			'http://localhost/checkout/order-received/42/?key=wc_order_abc';
		window.fetch = answer( {
			success: true,
			data: { return_url: returnUrl },
		} );
		const { props, observers } = checkout();
		await drawContent( props );

		const response = await observers.success?.( placed( confirmLink ) );

		expect( fakeStripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'pi_123_secret_abc',
		} );
		const [ url, init ] = jest.mocked( window.fetch ).mock.calls[ 0 ];
		expect( url ).toBe( '/?wc-ajax=wc_stripe_update_order_status' );
		expect( init?.method ).toBe( 'POST' );
		expect( Object.fromEntries( init?.body as URLSearchParams ) ).toEqual( {
			order_id: '42',
			intent_id: 'pi_123',
			nonce: 'n0nce',
		} );
		expect( response ).toEqual( {
			type: 'success',
			redirectUrl: returnUrl,
		} );
	} );

	it( "keeps the shopper on the checkout with the shop's message when the order could not follow", async () => {
		fakeStripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123', status: 'requires_payment_method' },
		} );
		window.fetch = answer( {
			success: false,
			data: { error: { message: 'The card was declined.' } },
		} );
		const { props, observers } = checkout();
		await drawContent( props );

		expect( await observers.success?.( placed( confirmLink ) ) ).toEqual(
			declined
		);
	} );

	it( "shows the catalogue's text when the card holder's authentication fails", async () => {
		fakeStripe.handleNextAction.mockResolvedValue( {
			error: { type: 'card_error', code: 'card_declined' },
		} );
		window.fetch = jest.fn() as unknown as typeof fetch;
		const { props, observers } = checkout();
		await drawContent( props );

		expect( await observers.success?.( placed( confirmLink ) ) ).toEqual(
			declined
		);
		expect( window.fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'CardContent: Cash App Pay and BLIK', () => {
	/**
	 * Chooses a method in the element, as its change event reports it.
	 *
	 * @param type Stripe's id of the method.
	 */
	const choose = ( type: string ) =>
		act( () =>
			mockBindings.elementProps?.onChange?.( { value: { type } } )
		);

	it.each( [
		[ 'cashapp', 200001, true ],
		[ 'cashapp', 200000, false ],
		[ 'card', 300000, false ],
	] )(
		'%s with a total of %d cents: the limit notice shown %s',
		async ( type, total, shown ) => {
			const { props } = checkout( total );
			await drawContent( props );

			await choose( type );

			expect( screen.queryByRole( 'status' )?.textContent ).toBe(
				shown ? MESSAGES.cash_app_limit : undefined
			);
		}
	);

	it( 'shows the BLIK code only while BLIK is chosen', async () => {
		const { props } = checkout();
		await drawContent( props );
		expect( screen.queryByLabelText( 'BLIK code' ) ).toBeNull();

		await choose( 'blik' );
		expect( screen.getByLabelText( 'BLIK code' ) ).toBeInTheDocument();

		await choose( 'card' );
		expect( screen.queryByLabelText( 'BLIK code' ) ).toBeNull();
	} );

	it.each( [ '', '12345', '1234567', 'abc123' ] )(
		'refuses the BLIK code %j beside the field, making no PaymentMethod',
		async ( code ) => {
			const { props, observers } = checkout();
			await drawContent( props );
			await choose( 'blik' );
			const input = screen.getByLabelText( 'BLIK code' );
			await act( async () => {
				fireEvent.change( input, { target: { value: code } } );
			} );

			let response: ObserverResponse | undefined;
			await act( async () => {
				response = await observers.setup?.();
			} );

			expect( response ).toEqual( {
				type: 'error',
				message: '',
				messageContext: 'wc/payment-area',
			} );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'BLIK Code is invalid'
			);
			expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( fakeStripe.createPaymentMethod ).not.toHaveBeenCalled();
		}
	);

	it( 'hands six digits to the server with the PaymentMethod', async () => {
		fakeStripe.createPaymentMethod.mockResolvedValue( {
			paymentMethod: { id: 'pm_blik', type: 'blik' },
		} );
		const { props, observers } = checkout();
		await drawContent( props );
		await choose( 'blik' );
		await act( async () => {
			fireEvent.change( screen.getByLabelText( 'BLIK code' ), {
				target: { value: '123456' },
			} );
		} );

		let response: ObserverResponse | undefined;
		await act( async () => {
			response = await observers.setup?.();
		} );

		expect( response ).toEqual( {
			type: 'success',
			meta: {
				paymentMethodData: {
					shop_stripe_payment_method: 'pm_blik',
					shop_stripe_payment_type: 'blik',
					shop_stripe_blik_code: '123456',
				},
			},
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
