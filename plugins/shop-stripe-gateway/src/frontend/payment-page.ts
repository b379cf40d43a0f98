/**
 * Starts the classic payment form on the page its settings describe: the checkout (`form.checkout`, asked by
 * WooCommerce before it places the order), order-pay and change-payment (`form#order_review`) or add-payment-method
 * (`form#add_payment_method`, a SetupIntent first), each submitting natively.
 */

/**
 * Internal dependencies
 */
import { stripeFor } from '../common/load-stripe';
import type { ClientSettings } from '../common/client-settings';
import { confirmFromHash } from './confirm-return';
import { jQueryOf } from './jquery';
import { gatewayIds } from './payment-boxes';
import { mountElement } from './payment-element';
import { updateSaveBox } from './save-box';
import { setupIntentStep } from './setup-intent';
import { submitHandler } from './submit';
import type { PaymentPage } from './types';

/**
 * The form of the page.
 *
 * @param doc      The document.
 * @param settings The client settings.
 */
function formOf( doc: Document, settings: ClientSettings ) {
	let selector = 'form.checkout';
	if ( settings.isAddPaymentMethod ) {
		selector = 'form#add_payment_method';
	} else if ( settings.isOrderPay ) {
		selector = 'form#order_review';
	}
	return doc.querySelector< HTMLFormElement >( selector );
}

/**
 * Whether the gateway chosen in the form is one of this plugin's (a form with a single gateway has no choice to read).
 *
 * @param page The page.
 */
const chosen = ( page: PaymentPage ) => {
	const radio = page.form.querySelector< HTMLInputElement >(
		'input[name="payment_method"]:checked'
	);
	return ! radio || gatewayIds( page.settings ).includes( radio.value );
};

/**
 * Wires the page.
 *
 * @param win      The window.
 * @param settings The client settings.
 * @return The page, or null when it has no payment form.
 */
export function startPaymentPage(
	win: Window,
	settings: ClientSettings
): PaymentPage | null {
	const doc = win.document;
	const form = formOf( doc, settings );
	if ( ! form ) {
		return null;
	}
	const page: PaymentPage = {
		win,
		form,
		settings,
		$: jQueryOf( win ),
		stripe: stripeFor( settings ),
		state: {
			stripe: null,
			elements: null,
			element: null,
			gateway: '',
			container: null,
			hasLoadError: false,
			methodType: 'card',
		},
	};
	void mountElement( page );

	const submit = submitHandler(
		page,
		settings.isAddPaymentMethod ? setupIntentStep( page ) : undefined
	);
	if ( settings.isCheckout && page.$ ) {
		page.$( doc.body ).on( 'updated_checkout', () => mountElement( page ) );
		for ( const gateway of gatewayIds( settings ) ) {
			page.$( form ).on( `checkout_place_order_${ gateway }`, submit );
		}
	} else {
		form.addEventListener( 'submit', ( event ) => {
			if ( chosen( page ) && ! submit() ) {
				event.preventDefault();
			}
		} );
	}
	// The save box changes the element's future use (spec 4, "Save checkbox"): drawn again. Another of the
	// plugin's boxes draws its own element; the account box and saved cards decide whether the save box shows.
	form.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( target.id === `wc-${ settings.gatewayId }-new-payment-method` ) {
			void mountElement( page, true );
		} else if ( target.name === 'payment_method' ) {
			void mountElement( page );
		} else {
			updateSaveBox( page );
		}
	} );

	const confirm = () => void confirmFromHash( page );
	confirm();
	win.addEventListener( 'hashchange', confirm );
	return page;
}
