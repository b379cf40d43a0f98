/**
 * What the wallet's sheet lists, from the Store API cart: the subtotal and the tax as line items, and the shipping
 * rates, the chosen one first (Stripe preselects the first). Stripe checks that the line items and the chosen
 * rate add up to the amount, so the subtotal is what remains of the total. Pure.
 */

/**
 * External dependencies
 */
import type { LineItem, ShippingRate } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { fromStore } from './amount';
import type { Messages } from './messages';
import type { StoreCart } from './types';

/**
 * The line items.
 *
 * @param cart     The cart.
 * @param messages The texts.
 * @param decimals Decimals of Stripe's minor unit.
 */
export function lineItems(
	cart: StoreCart,
	messages: Pick< Messages, 'subtotal' | 'tax' >,
	decimals?: number
): LineItem[] {
	const unit = cart.totals.currency_minor_unit;
	const total = fromStore( cart.totals.total_price, unit, decimals );
	const shipping = fromStore( cart.totals.total_shipping, unit, decimals );
	const tax = fromStore( cart.totals.total_tax, unit, decimals );
	const items = [
		{ name: messages.subtotal, amount: total - shipping - tax },
	];
	return tax ? [ ...items, { name: messages.tax, amount: tax } ] : items;
}

/**
 * The shipping rates of the cart's first package, the chosen one first.
 *
 * @param cart     The cart.
 * @param decimals Decimals of Stripe's minor unit.
 */
export function shippingRates(
	cart: StoreCart,
	decimals?: number
): ShippingRate[] {
	const rates = cart.shipping_rates[ 0 ]?.shipping_rates ?? [];
	return [ ...rates ]
		.sort( ( a, b ) => Number( b.selected ) - Number( a.selected ) )
		.map( ( rate ) => ( {
			id: rate.rate_id,
			displayName: rate.name,
			amount: fromStore(
				rate.price,
				cart.totals.currency_minor_unit,
				decimals
			),
		} ) );
}

/**
 * The package a rate belongs to (Store API's select-shipping-rate takes it).
 *
 * @param cart The cart.
 * @param rate The rate's id.
 */
export const packageOf = ( cart: StoreCart | null, rate: string ) =>
	cart?.shipping_rates.find( ( pkg ) =>
		pkg.shipping_rates.some( ( each ) => each.rate_id === rate )
	)?.package_id ?? 0;
