/**
 * The texts the express buttons show. The server may hand translated ones in the configuration's `messages`
 * (the express script is loaded on its own, without WordPress's i18n script); these are the defaults.
 */

/**
 * External dependencies
 */
import type { ExpressPaymentType } from '@stripe/stripe-js';

export const MESSAGES = {
	/** Spec 6: the guest-login confirm; %s is the wallet. */
	loginConfirm:
		'To complete your purchase with %s you need to log in or create an account.',
	/** WooCommerce's own text for a variable product before a choice. */
	chooseOptions:
		'Please select some product options before adding this product to your cart.',
	outOfStock:
		'Sorry, this product is unavailable. Please choose a different combination.',
	failed: 'Payment failed. Please try again.',
	subtotal: 'Subtotal',
	tax: 'Tax',
	shippingPending: 'Shipping',
};

export type Messages = typeof MESSAGES;

/** Spec 3's express types by Stripe's name. */
const WALLETS: Record< string, string > = {
	apple_pay: 'Apple Pay',
	google_pay: 'Google Pay',
	link: 'Link',
	amazon_pay: 'Amazon Pay',
};

/**
 * The wallet's name.
 *
 * @param type Stripe's express type.
 */
export const walletName = ( type: ExpressPaymentType ) =>
	WALLETS[ type ] ?? type;

/**
 * The guest-login confirm's text.
 *
 * @param messages The texts.
 * @param type     Stripe's express type.
 */
export const loginConfirmText = (
	messages: Pick< Messages, 'loginConfirm' >,
	type: ExpressPaymentType
) => messages.loginConfirm.replace( '%s', walletName( type ) );
