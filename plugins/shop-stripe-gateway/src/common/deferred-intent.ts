/**
 * The Payment Element's options in deferred-intent mode (spec checkout-and-payments.md, section 9): the element is
 * drawn before any intent exists, from the cart's amount, and the server creates and confirms the intent at the
 * order (ShopStripeGateway\Payments\PaymentIntents).
 */

/** What the options are built from. */
export interface DeferredIntentInput {
	/** Cart total in the currency's minor units (1099 for 10.99 USD). */
	amount: number;
	/** ISO currency code, any case. */
	currency: string;
	/** Whether the shopper asked to save the card. */
	saveCard: boolean;
	/** Whether the cart holds a subscription. */
	hasSubscription: boolean;
	/** Single-element mode: the methods in one accordion. */
	singleElement: boolean;
	/** The methods offered, Stripe's ids (`card`, `ideal`, …). */
	methods: string[];
}

/** The options handed to `stripe.elements()` and `elements.create( 'payment', … )`. */
export interface DeferredIntentOptions {
	elements: {
		mode: 'payment' | 'setup';
		currency: string;
		amount?: number;
		setupFutureUsage?: 'off_session';
		paymentMethodTypes: string[];
	};
	element: {
		wallets: { applePay: 'never'; googlePay: 'never' };
		layout?: {
			type: 'accordion';
			radios: false;
			spacedAccordionItems: false;
		};
		savePaymentMethod: 'always' | 'never';
	};
}

/**
 * The options: setup mode when the total is below 1 (nothing to charge now: the card is saved for later), payment
 * mode otherwise with the amount; future use off-session when the card is saved or a subscription will charge it;
 * Apple Pay and Google Pay never in the element (they are the express buttons' own); an accordion without radios in
 * single-element mode.
 *
 * @param input What the options are built from.
 */
export function deferredIntentOptions(
	input: DeferredIntentInput
): DeferredIntentOptions {
	const keepsCard = input.saveCard || input.hasSubscription;
	const setup = input.amount < 1;
	return {
		elements: {
			mode: setup ? 'setup' : 'payment',
			currency: input.currency.toLowerCase(),
			...( setup ? {} : { amount: input.amount } ),
			...( keepsCard || setup
				? { setupFutureUsage: 'off_session' }
				: {} ),
			paymentMethodTypes: input.methods,
		},
		element: {
			wallets: { applePay: 'never', googlePay: 'never' },
			...( input.singleElement
				? {
						layout: {
							type: 'accordion',
							radios: false,
							spacedAccordionItems: false,
						},
					}
				: {} ),
			savePaymentMethod: keepsCard ? 'always' : 'never',
		},
	};
}
