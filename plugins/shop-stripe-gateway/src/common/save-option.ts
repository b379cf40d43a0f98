/**
 * Whether the "save payment information" option is shown (spec checkout-and-payments.md, section 6).
 */

/** Methods whose payment can never be reused, so nothing is offered to save (vouchers, redirects, wallets). */
export const NOT_REUSABLE = [
	'alipay',
	'boleto',
	'oxxo',
	'multibanco',
	'giropay',
	'eps',
	'p24',
	'wechat_pay',
	'klarna',
	'affirm',
	'afterpay_clearpay',
	'afterpay',
	'clearpay',
	'blik',
];

/** What decides it. */
export interface SaveOptionContext {
	/** The chosen method, Stripe's id. */
	method: string;
	/** The shopper is logged in. */
	loggedIn: boolean;
	/** The "create an account" box is ticked. */
	creatingAccount: boolean;
	/** The shop lets guests sign up at checkout. */
	signupAllowed: boolean;
	/** A saved card is chosen, so the form for a new one is hidden. */
	savedTokenChosen: boolean;
}

/**
 * Shown to a logged-in shopper, or to a guest creating an account where signing up at checkout is allowed; hidden
 * for methods that cannot be reused and while a saved card is chosen.
 *
 * @param context What decides it.
 */
export function showsSaveOption( context: SaveOptionContext ): boolean {
	if ( NOT_REUSABLE.includes( context.method ) || context.savedTokenChosen ) {
		return false;
	}
	return (
		context.loggedIn || ( context.creatingAccount && context.signupAllowed )
	);
}
