/**
 * One container's express checkout: what its handlers (./handlers.ts) read and change. One object per container,
 * made by ./express.ts, so nothing is kept at module level.
 */

/**
 * External dependencies
 */
import type { StoreApi } from '@shop-bundle/storefront-runtime/store-api';
import type { Stripe, StripeElements } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ProductState } from './amount';
import type { Messages } from './messages';
import type {
	ExpressConfig,
	ExpressContext,
	StoreCart,
	StoreCartItem,
} from './types';

/** A product page's purchase under way: the shopper's kept items and the cart holding the product alone. */
export type Purchase = Promise< { kept: StoreCartItem[]; cart: StoreCart } >;

/** What the block checkout is told (WooCommerce's express payment props); nothing on classic pages. */
export interface ExpressHooks {
	/** The sheet opened. */
	onClick?: () => void;
	/** The sheet closed without paying. */
	onClose?: () => void;
	/** A payment failed, with the text shown. */
	onError?: ( message: string ) => void;
}

export interface ExpressSession {
	win: Window;
	/** `.shop-stripe-express`. */
	container: HTMLElement;
	config: ExpressConfig;
	messages: Messages;
	context: ExpressContext;
	stripe: Stripe;
	elements: StripeElements;
	api: StoreApi;
	/** The product page's state; absent on the cart and the checkout. */
	product?: ProductState;
	/** The cart the wallet's sheet shows: the last Store API answer. */
	cart: StoreCart | null;
	/** The product page's purchase since the click; null before, and once restored or paid. */
	purchase: Purchase | null;
	hooks: ExpressHooks;
}
