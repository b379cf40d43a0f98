/**
 * The settings object the server hands the browser (ShopStripeGateway\Checkout\ClientSettings::build(); spec
 * checkout-and-payments.md, section 3, "Plugin settings read by the client"). The classic pages read it from the
 * JSON element `#shop-stripe-gateway-settings`; the block checkout from getPaymentMethodData( 'stripe' ).
 */

/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/** One enabled payment method, by Stripe's id (`card`, `ideal`, …). */
export interface MethodConfig {
	title: string;
	supportsDeferredIntent: boolean;
	/** Stripe can save it for later payments (ShopStripeGateway\Gateway\Method::$reusable). */
	reusable: boolean;
	/** Stripe's type of it (Method::stripe_type(): `afterpay_clearpay` for Afterpay and Clearpay); the id when absent. */
	type?: string;
}

export interface ClientSettings {
	/** Publishable key of the gateway's mode. */
	key: string;
	/** Stripe.js locale (`en`, `pt-BR`, `auto`). */
	locale: string;
	/** The Stripe API version the server's client pins. */
	apiVersion: string;
	/** WooCommerce's ajax endpoint with `%%endpoint%%` where the action goes. */
	ajax_url: string;
	/** Total to draw the element for, in the currency's minor units (0 on add-payment-method: setup mode). */
	cartTotal: number;
	/** Lower-case ISO code. */
	currency: string;
	isCheckout: boolean;
	isOrderPay: boolean;
	isChangingPayment: boolean;
	isAddPaymentMethod: boolean;
	/** Single-element (accordion) layout. */
	isOCEnabled: boolean;
	OCTitle: string;
	cartContainsSubscription: boolean;
	isLoggedIn: boolean;
	isSignupOnCheckoutAllowed: boolean;
	/** The order on the pay-for-order page, else 0. */
	orderId: number;
	orderReceivedURL: string;
	genericErrorMessage: string;
	/** The error catalogue (ShopStripeGateway\Api\ErrorMessages::all()), read by ./error-message.ts. */
	errorMessages: Record< string, string >;
	invalid_wallet_type: string;
	/** Above this total (minor units, USD) Cash App Pay may refuse the payment (ClientSettings::CASH_APP_LIMIT_MINOR). */
	cashAppLimit: number;
	theme_name: string;
	/** The appearance saved for this theme and checkout kind (SavedAppearance::get()), null until one is saved. */
	appearance?: Appearance | null;
	paymentMethodsConfig: Record< string, MethodConfig >;
	/** Nonces of the ajax endpoints (ClientSettings::NONCES). */
	nonces: {
		createSetupIntent: string;
		updatePaymentIntent: string;
		updateFailedOrder: string;
		saveAppearance: string;
	};
	/** The card gateway's id, `stripe`; other methods are `stripe_<id>`. */
	gatewayId: string;
}

/**
 * The address of one of WooCommerce's ajax endpoints (`wc_stripe_update_order_status`, …).
 *
 * @param settings The client settings.
 * @param action   Endpoint name, with its `wc_stripe_` prefix.
 */
export const ajaxUrl = (
	settings: Pick< ClientSettings, 'ajax_url' >,
	action: string
) => settings.ajax_url.replace( '%%endpoint%%', encodeURIComponent( action ) );
