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
	/** The container the element is mounted in (WooCommerce replaces it when it re-renders the payment box). */
	container: HTMLElement | null;
	hasLoadError: boolean;
	/** Stripe's id of the method chosen in the element. */
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
