/**
 * The sheet's `confirm`: Stripe.js makes a confirmation token from the wallet's payment, the Store API places the
 * order with it (./checkout.ts), a payment Stripe wants authenticated is confirmed (./next-action.ts), and the
 * shopper goes to the order's page; a failure is shown in the sheet
 * (`paymentFailed`) and under the buttons.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { checkoutRoute, placeOrder } from './checkout';
import { afterCheckout } from './next-action';
import { showNotice } from './notice';
import { orderData } from './order-data';
import type { ExpressSession } from './session';

/**
 * Pays.
 *
 * @param session The session.
 * @param event   Stripe's event.
 */
export async function onConfirm(
	session: ExpressSession,
	event: StripeExpressCheckoutElementConfirmEvent
): Promise< void > {
	const { stripe, elements, messages, win } = session;
	const fail = ( message: string | undefined ) => {
		const text = message || messages.failed;
		event.paymentFailed( { reason: 'fail', message: text } );
		showNotice( session.container, text, 'alert' );
		session.hooks.onError?.( text );
	};
	try {
		const submitted = await elements.submit();
		if ( submitted.error ) {
			fail( submitted.error.message );
			return;
		}
		const token = await stripe.createConfirmationToken( { elements } );
		if ( token.error ) {
			fail( token.error.message );
			return;
		}
		await session.purchase;
		const outcome = await placeOrder(
			session.api,
			checkoutRoute( session.config.order ),
			orderData( event, token.confirmationToken.id ),
			session.context.nonce,
			win.location.origin,
			messages.failed
		);
		if ( outcome.type === 'error' ) {
			fail( outcome.message );
			return;
		}
		// The cart became the order: nothing to put back.
		session.purchase = null;
		const next = await afterCheckout(
			stripe,
			outcome.url,
			session.config.ajaxUrl,
			win.location.origin
		);
		if ( next.type === 'error' ) {
			fail( next.message );
			return;
		}
		win.location.assign( next.url );
	} catch ( error ) {
		warn( 'The express payment failed.', error );
		fail( undefined );
	}
}
