/**
 * Whether the "save payment information" option is shown (spec checkout-and-payments.md, section 6). Which methods
 * can be saved is the server's catalogue (ShopStripeGateway\Gateway\Methods, `reusable`), handed over in
 * paymentMethodsConfig: no second list here.
 */

/**
 * Internal dependencies
 */
import type { ClientSettings } from './client-settings';

/**
 * Whether Stripe can save a method for later payments.
 *
 * @param settings The client settings (paymentMethodsConfig).
 * @param method   Stripe's id of the method.
 */
export const isReusable = (
	settings: Partial< Pick< ClientSettings, 'paymentMethodsConfig' > >,
	method: string
) => settings.paymentMethodsConfig?.[ method ]?.reusable === true;

/** What decides it. */
export interface SaveOptionContext {
	/** The chosen method can be saved (isReusable()). */
	reusable: boolean;
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
	if ( ! context.reusable || context.savedTokenChosen ) {
		return false;
	}
	return (
		context.loggedIn || ( context.creatingAccount && context.signupAllowed )
	);
}
