/**
 * External dependencies
 */
import type {
	StripeElementsOptionsMode,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import {
	deferredIntentOptions,
	type DeferredIntentOptions,
} from '../common/deferred-intent';
import { isReusable, showsSaveOption } from '../common/save-option';
import type { ElementMethods } from './registrations';
import type { CardMethodSettings } from './types';

/** The checkout's state the Payment Element follows. */
export interface CheckoutTotals {
	/** The order total in the shop's minor units (`props.billing.cartTotal.value`). */
	total: number;
	/** Decimals of the shop's prices (`props.billing.currency.minorUnit`). */
	minorUnit: number;
	/** ISO code (`props.billing.currency.code`). */
	currency: string;
	/** Whether WooCommerce's "save payment information" box is ticked. */
	saveTicked: boolean;
	/** The shopper's customer id, 0 for a guest. */
	customerId: number;
}

/**
 * The checkout's total in Stripe's minor units: the block checkout counts in the shop's decimals (a shop may show
 * whole dollars), Stripe in the currency's own.
 *
 * @param total          Total in the shop's minor units.
 * @param minorUnit      The shop's decimals.
 * @param stripeDecimals The currency's decimals for Stripe.
 */
export function stripeAmount(
	total: number,
	minorUnit: number,
	stripeDecimals: number
): number {
	return Math.round( total * 10 ** ( stripeDecimals - minorUnit ) );
}

/**
 * The Payment Element's options for the checkout as it is now (spec 9), so they follow the cart's total, for one
 * entry's methods (./registrations.ts). The payment method is kept for later only when the shopper may save it
 * (spec 6): WooCommerce shows its box to a guest only while an account is being created, so a ticked box of a guest
 * means one is.
 *
 * @param settings The method's settings.
 * @param totals   The checkout's state.
 * @param method   The entry's methods.
 */
export function elementOptions(
	settings: CardMethodSettings,
	totals: CheckoutTotals,
	method: ElementMethods
): DeferredIntentOptions {
	const loggedIn = totals.customerId > 0 || settings.isLoggedIn === true;
	const saveCard =
		totals.saveTicked &&
		showsSaveOption( {
			reusable: isReusable( settings, method.id ),
			loggedIn,
			creatingAccount: ! loggedIn,
			signupAllowed: settings.isSignupOnCheckoutAllowed === true,
			savedTokenChosen: false,
		} );
	return deferredIntentOptions( {
		amount: stripeAmount(
			totals.total,
			totals.minorUnit,
			settings.stripeDecimals ?? 2
		),
		currency: totals.currency,
		saveCard,
		hasSubscription: settings.cartContainsSubscription === true,
		singleElement: settings.isOCEnabled === true,
		methods: method.types,
	} );
}

/** The options as @stripe/stripe-js 10 types them. */
export interface StripeOptions {
	elements: StripeElementsOptionsMode;
	element: StripePaymentElementOptions;
}

/**
 * deferred-intent.ts's options in Stripe.js's terms: the accordion's `radios: false` is `'never'` in Stripe.js 10,
 * and `savePaymentMethod` is no element option (saving is the group's `setupFutureUsage`), so it is left out.
 *
 * @param options The deferred-intent options.
 */
export function toStripeOptions(
	options: DeferredIntentOptions
): StripeOptions {
	const { mode, amount = 0, ...group } = options.elements;
	const { wallets, layout } = options.element;
	return {
		elements:
			mode === 'setup' ? { ...group, mode } : { ...group, mode, amount },
		element: {
			wallets,
			...( layout ? { layout: { ...layout, radios: 'never' } } : {} ),
		},
	};
}
