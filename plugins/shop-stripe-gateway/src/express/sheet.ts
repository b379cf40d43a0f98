/**
 * The sheet's address and rate changes: the cart follows them through the Store API (the address normalised by
 * the server first), and the element's amount, the rates and the line items follow the cart.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';
import type {
	StripeExpressCheckoutElementShippingAddressChangeEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { toWooAddress } from './address';
import { cartAmount } from './amount';
import { selectShippingRate, updateCustomer } from './cart-session';
import { normalizeAddress } from './express-ajax';
import { lineItems, packageOf, shippingRates } from './line-items';
import type { ExpressSession } from './session';
import type { StoreCart } from './types';

/**
 * Keeps the cart and gives the element its total.
 *
 * @param session The session.
 * @param cart    The Store API's answer.
 */
function follow( session: ExpressSession, cart: StoreCart ): void {
	session.cart = cart;
	session.elements.update( {
		amount: cartAmount( cart, session.config.decimals ),
	} );
}

/**
 * The shopper chose or changed the address: the rates for it, or a refusal when nothing ships there.
 *
 * @param session The session.
 * @param event   Stripe's event.
 */
export async function onShippingAddressChange(
	session: ExpressSession,
	event: StripeExpressCheckoutElementShippingAddressChangeEvent
): Promise< void > {
	const { config } = session;
	try {
		await session.purchase;
		const raw = toWooAddress( event.address, { name: event.name } );
		const address = await normalizeAddress(
			config.ajaxUrl,
			session.context.nonce,
			raw
		).catch( ( error ) => {
			warn( 'The address was sent as the wallet gave it.', error );
			return raw;
		} );
		const cart = await updateCustomer( session.api, address );
		const rates = shippingRates( cart, config.decimals );
		if ( ! rates.length ) {
			event.reject();
			return;
		}
		follow( session, cart );
		event.resolve( {
			shippingRates: rates,
			lineItems: lineItems( cart, session.messages, config.decimals ),
		} );
	} catch ( error ) {
		warn( 'The shipping address was refused.', error );
		event.reject();
	}
}

/**
 * The shopper chose another rate.
 *
 * @param session The session.
 * @param event   Stripe's event.
 */
export async function onShippingRateChange(
	session: ExpressSession,
	event: StripeExpressCheckoutElementShippingRateChangeEvent
): Promise< void > {
	try {
		await session.purchase;
		const rate = event.shippingRate.id;
		const cart = await selectShippingRate(
			session.api,
			packageOf( session.cart, rate ),
			rate
		);
		follow( session, cart );
		event.resolve( {
			lineItems: lineItems(
				cart,
				session.messages,
				session.config.decimals
			),
		} );
	} catch ( error ) {
		warn( 'The shipping rate was refused.', error );
		event.reject();
	}
}
