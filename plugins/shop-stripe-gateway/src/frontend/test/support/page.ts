/**
 * A classic checkout as WooCommerce prints it (billing fields, the gateway's payment box from
 * Checkout\PaymentFields, Place order) with the client settings of ClassicScripts, and a Stripe.js double at the
 * module boundary (tests mock @stripe/stripe-js).
 */

/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ClientSettings } from '../../../common/client-settings';
import type { PaymentPage } from '../../types';

// jsdom draws nothing, so it cannot scroll; the notices scroll to themselves.
window.scrollTo = jest.fn() as typeof window.scrollTo;

/** The catalogue's texts the tests read (ErrorMessages::all()). */
export const MESSAGES = {
	card_declined: 'The card was declined.',
	payment_failed: 'Payment failed. Please try again.',
	invalid_payment_details:
		'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
	load_failed:
		'Failed to load %s payment method. Please refresh the page and try again.',
	invalid_request_error:
		'Unable to process this payment, please try again or use alternative method.',
	unknown: 'An unknown error occurred.',
};

/**
 * The settings of a classic checkout with a $20.00 cart.
 *
 * @param overrides Changed entries.
 */
export const settingsFor = (
	overrides: Partial< ClientSettings > = {}
): ClientSettings => ( {
	key: 'pk_test_e2e',
	locale: 'en',
	apiVersion: '2024-06-20',
	ajax_url: 'http://localhost/?wc-ajax=%%endpoint%%',
	cartTotal: 2000,
	currency: 'usd',
	isCheckout: true,
	isOrderPay: false,
	isChangingPayment: false,
	isAddPaymentMethod: false,
	isOCEnabled: false,
	OCTitle: '',
	cartContainsSubscription: false,
	isLoggedIn: false,
	isSignupOnCheckoutAllowed: false,
	orderId: 0,
	orderReceivedURL: 'http://localhost/checkout/order-received/',
	genericErrorMessage: MESSAGES.payment_failed,
	errorMessages: MESSAGES,
	invalid_wallet_type: 'Invalid wallet payment type.',
	cashAppLimit: 200000,
	theme_name: 'shop-theme',
	paymentMethodsConfig: {
		card: { title: 'Card', supportsDeferredIntent: true, reusable: true },
	},
	nonces: {
		createSetupIntent: 'setup-nonce',
		updatePaymentIntent: 'n2',
		updateFailedOrder: 'n3',
		saveAppearance: 'n4',
	},
	gatewayId: 'stripe',
	...overrides,
} );

/** The payment box Checkout\PaymentFields prints. */
export const PAYMENT_BOX = `
	<div class="payment_box payment_method_stripe">
		<div class="shop-stripe-instructions" data-method="card"><p>Pay by card.</p></div>
		<fieldset class="wc-payment-form"><div id="shop-stripe-payment-element" class="shop-stripe-payment-element" data-gateway="stripe" data-methods="card" data-amount="2000"></div></fieldset>
		<input type="hidden" name="shop_stripe_payment_method" value="" />
		<input type="hidden" name="shop_stripe_payment_type" value="card" />
	</div>`;

/**
 * Draws the classic checkout into the document.
 *
 * @param billing Billing field values by name without `billing_`.
 */
export function drawCheckout( billing: Record< string, string > = {} ) {
	const fields = Object.entries( billing )
		.map(
			( [ name, value ] ) =>
				`<input class="input-text" name="billing_${ name }" value="${ value }" />`
		)
		.join( '' );
	document.body.innerHTML = `
		<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error"><li>An earlier error</li></ul></div>
		<form name="checkout" class="checkout">
			${ fields }
			<ul><li><input type="radio" name="payment_method" value="stripe" checked /></li></ul>
			${ PAYMENT_BOX }
			<button type="submit" id="place_order">Place order</button>
		</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

/** A Payment Element double that records its listeners. */
export function fakeElement() {
	const listeners: Record< string, ( event?: unknown ) => void > = {};
	return {
		listeners,
		on: jest.fn(
			( name: string, listener: ( event?: unknown ) => void ) => {
				listeners[ name ] = listener;
			}
		),
		mount: jest.fn< ( container: unknown ) => void >(),
		destroy: jest.fn( () => {} ),
	};
}

/** A Stripe.js call: options in, a result or an error out. */
type StripeCall = ( options: unknown ) => Promise< Record< string, unknown > >;

/** Stripe.js's double: elements, createPaymentMethod, handleNextAction. */
export function fakeStripe() {
	const element = fakeElement();
	const elements = {
		create: jest.fn<
			( type: string, options?: unknown ) => typeof element
		>( () => element ),
		submit: jest.fn(
			async (): Promise< { error?: Record< string, string > } > => ( {} )
		),
	};
	const stripe = {
		elements: jest.fn< ( options?: unknown ) => typeof elements >(
			() => elements
		),
		createPaymentMethod: jest.fn< StripeCall >( async () => ( {
			paymentMethod: { id: 'pm_123' },
		} ) ),
		handleNextAction: jest.fn< StripeCall >( async () => ( {} ) ),
	};
	return { stripe, elements, element };
}

/**
 * The page of a form, with a Stripe.js that loaded (or null: it could not).
 *
 * @param form     The form.
 * @param stripe   Stripe.js, or null.
 * @param settings The settings.
 */
export function pageOf(
	form: HTMLFormElement,
	stripe: ReturnType< typeof fakeStripe >[ 'stripe' ] | null,
	settings = settingsFor()
): PaymentPage {
	return {
		win: window,
		form,
		settings,
		stripe: Promise.resolve( stripe as unknown as Stripe | null ),
		state: {
			stripe: null,
			elements: null,
			element: null,
			gateway: '',
			container: null,
			hasLoadError: false,
			methodType: 'card',
		},
	};
}

/** Lets pending promises settle. */
export const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

/** The text of the notices area's error list. */
export const noticeText = () =>
	Array.from(
		document.querySelectorAll(
			'.woocommerce-notices-wrapper .woocommerce-error'
		)
	).map( ( list ) => list.textContent?.trim() );
