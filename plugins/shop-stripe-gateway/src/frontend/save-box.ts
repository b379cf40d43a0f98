/**
 * WooCommerce's "Save to account" box in the card's payment box follows the method chosen in the element (spec 2, 6):
 * shown only for a method Stripe can reuse (paymentMethodsConfig's `reusable`, from ShopStripeGateway\Gateway\
 * Methods), to a logged-in shopper or one creating an account, and never while a saved card is chosen.
 */

/**
 * Internal dependencies
 */
import { isReusable, showsSaveOption } from '../common/save-option';
import type { PaymentPage } from './types';

/**
 * Shows or hides the box. WooCommerce's tokenization script shows it for a guest when "create an account" is ticked;
 * this runs after it (the form's change listener), so the method's rule wins.
 *
 * @param page The page.
 */
export function updateSaveBox( page: PaymentPage ): void {
	const { form, settings, state } = page;
	const box = form.querySelector< HTMLInputElement >(
		`#wc-${ settings.gatewayId }-new-payment-method`
	);
	const row = box?.closest< HTMLElement >( 'p, div' );
	if ( ! box || ! row ) {
		return;
	}
	const account = form.querySelector< HTMLInputElement >( '#createaccount' );
	const token = form.querySelector< HTMLInputElement >(
		`input[name="wc-${ settings.gatewayId }-payment-token"]:checked`
	);
	const shown = showsSaveOption( {
		reusable: isReusable( settings, state.methodType ),
		loggedIn: settings.isLoggedIn,
		// A shop that requires an account at checkout prints no box: the account is made anyway.
		creatingAccount: account ? account.checked : true,
		signupAllowed: settings.isSignupOnCheckoutAllowed,
		savedTokenChosen: token !== null && token.value !== 'new',
	} );
	row.style.display = shown ? '' : 'none';
}
