/**
 * What the classic payment form's modules share: the page and the per-method client state of spec 3.
 */

/**
 * External dependencies
 */
import type {
	Stripe,
	StripeElements,
	StripePaymentElement,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ClientSettings } from '../common/client-settings';
import type { JQuery } from './jquery';

/** Per-method client state (spec 3: elements, upeElement, hasLoadError), for the one Payment Element of the page. */
export interface PaymentState {
	stripe: Stripe | null;
	elements: StripeElements | null;
	element: StripePaymentElement | null;
	/** The chosen gateway (`stripe`, `stripe_ideal`, …; src/frontend/payment-boxes.ts). */
	gateway: string;
	/**
	 * The container the element is mounted in (WooCommerce replaces it when it re-renders the payment box); null
	 * while the chosen box has no element (BLIK).
	 */
	container: HTMLElement | null;
	hasLoadError: boolean;
	/** Stripe's id of the method chosen: in the element, or the box's own when it has none. */
	methodType: string;
}

/** One classic payment page. */
export interface PaymentPage {
	win: Window;
	/** `form.checkout`, `form#order_review` or `form#add_payment_method`. */
	form: HTMLFormElement;
	settings: ClientSettings;
	$?: JQuery;
	state: PaymentState;
	/** Stripe.js, or null when it cannot load (src/common/load-stripe.ts). */
	stripe: Promise< Stripe | null >;
}
