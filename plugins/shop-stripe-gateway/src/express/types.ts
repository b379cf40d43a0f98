/**
 * What the express checkout's modules share: the container's configuration (printed by the server in
 * `data-config`, the same fields for the block checkout's `stripe_express` data), the per-visitor context and the
 * Store API's shapes this code reads. Spec checkout-and-payments.md, sections 3, 5 and 7.
 */

/**
 * Internal dependencies
 */
import type { Messages } from './messages';

/** Where the buttons are drawn. */
export type ExpressLocation = 'product' | 'cart' | 'checkout';

/** Spec 3's express types, as the settings name them. */
export interface ExpressWallets {
	applePay: boolean;
	googlePay: boolean;
	link: boolean;
	amazonPay: boolean;
}

/** The product of a product page. */
export interface ExpressProduct {
	id: number;
	type: 'simple' | 'variable';
	/** A simple product's price, in Stripe's minor units; absent for a variable product. */
	amount?: number;
	needsShipping: boolean;
}

/** The order of a pay-for-order page (its address holds the order's key; the page is never cached). */
export interface PayOrder {
	id: number;
	key: string;
	/** The order's billing email, which the Store API's pay-for-order route checks for a guest's order. */
	billingEmail: string;
	/** The order's total, in Stripe's minor units. */
	amount: number;
}

/** `data-config` of `.shop-stripe-express` (the same for every visitor: no nonce, no cart). */
export interface ExpressConfig {
	location: ExpressLocation;
	publishableKey: string;
	/** Stripe.js locale. */
	locale: string;
	/** The store's base country, two letters. */
	country: string;
	/** Lower-case ISO code. */
	currency: string;
	/**
	 * Decimals of Stripe's minor unit for the currency (ShopStripeGateway\Order\StripeAmount::decimals(): 0 for
	 * JPY, 3 for KWD, 2 for ISK, which Stripe takes as two-decimal); 2 when absent.
	 */
	decimals?: number;
	buttonHeight: number;
	buttonRadius: number;
	/** `black`, `white` or `white-outline`. */
	buttonTheme: string;
	/** `default`, `buy`, `book`, `donate`, `checkout`, `order`, `pay`, `plain` or `subscribe`. */
	buttonType: string;
	wallets: ExpressWallets;
	/** `/wp-json/wc/store/v1/`. */
	storeApiUrl: string;
	/** WooCommerce's ajax endpoint with `%%endpoint%%` where the action goes. */
	ajaxUrl: string;
	product?: ExpressProduct;
	/** On the pay-for-order page: the order the buttons pay (spec 7's `checkout/{id}`), no cart involved. */
	order?: PayOrder;
	/** Guests cannot check out and cannot sign up at checkout. */
	loginRequired: boolean;
	/** My account, with a redirect back here. */
	loginUrl: string;
	/** The express script's URL (loaded when the container nears the viewport). */
	scriptUrl: string;
	/** The Stripe API version the server pins; Stripe.js's default when absent. */
	apiVersion?: string;
	/** Translated texts (./messages.ts has the defaults). */
	messages?: Partial< Messages >;
}

/** `GET ?wc-ajax=wc_stripe_express_context`: per visitor, never cached. */
export interface ExpressContext {
	isLoggedIn: boolean;
	/** Nonce of the `expressCheckout` action (field `security`, header `X-WCStripe-Express-Checkout-Nonce`). */
	nonce: string;
}

/** WooCommerce's address (Store API and the express ajax calls). */
export interface WooAddress {
	first_name: string;
	last_name: string;
	company: string;
	email?: string;
	phone: string;
	country: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
}

/** One Store API cart item (the fields read here). */
export interface StoreCartItem {
	key: string;
	id: number;
	quantity: number;
	/** `raw_attribute` is the form's name (`attribute_pa_size`), which add-item takes back. */
	variation: { attribute: string; raw_attribute?: string; value: string }[];
}

/** One Store API shipping rate. */
export interface StoreShippingRate {
	rate_id: string;
	name: string;
	/** Minor units of the store's currency settings, as a string. */
	price: string;
	selected: boolean;
}

/** The Store API cart (the fields read here). */
export interface StoreCart {
	items: StoreCartItem[];
	needs_shipping: boolean;
	totals: {
		total_price: string;
		total_shipping?: string | null;
		total_tax?: string | null;
		/** Decimals of the Store API's amounts (WooCommerce's price decimals setting). */
		currency_minor_unit: number;
	};
	shipping_rates: {
		package_id: number | string;
		shipping_rates: StoreShippingRate[];
	}[];
}
