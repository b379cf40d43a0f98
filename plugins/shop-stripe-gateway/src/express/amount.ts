/**
 * The amount the buttons are drawn for, in Stripe's minor units. Product page: the simple product's price, or the
 * chosen variation's (WooCommerce's `found_variation` gives it, `reset_data` takes it away), times the quantity.
 * Cart and checkout: the Store API cart's total. Pure.
 */

/**
 * Internal dependencies
 */
import type { StoreCart } from './types';

/** Decimals of Stripe's minor unit when the configuration does not say. */
export const DEFAULT_DECIMALS = 2;

/** The variation WooCommerce's `found_variation` event hands (the fields read here). */
export interface FoundVariation {
	variation_id: number;
	/** Price in the currency's major unit, as shown. */
	display_price: number;
	is_in_stock: boolean;
	is_purchasable: boolean;
	variation_is_visible?: boolean;
	variation_is_active?: boolean;
	attributes: Record< string, string >;
}

/** The product page's buying state. */
export interface ProductState {
	/** Whether the product has variations (the button waits for a choice). */
	variable: boolean;
	/** The unit price in minor units: the simple product's, or the chosen variation's; null without one. */
	unitAmount: number | null;
	/** The chosen variation; null before a choice or after a reset. */
	variation: {
		id: number;
		attributes: Record< string, string >;
		inStock: boolean;
		purchasable: boolean;
	} | null;
	quantity: number;
}

/**
 * A major-unit price in minor units (10.99 → 1099 with two decimals), rounded as Stripe expects whole numbers.
 *
 * @param price    The price.
 * @param decimals Decimals of the minor unit.
 */
export const toMinor = ( price: number, decimals = DEFAULT_DECIMALS ) =>
	Math.round( price * 10 ** decimals );

/**
 * A quantity from the quantity box: a whole number from 1 (spec 9: default 1).
 *
 * @param value The box's value.
 */
export function quantityOf( value: string | number | undefined ): number {
	const quantity = Math.floor( Number( value ) );
	return Number.isFinite( quantity ) && quantity >= 1 ? quantity : 1;
}

/**
 * The state after WooCommerce found the chosen variation.
 *
 * @param state     The state.
 * @param variation The variation.
 * @param decimals  Decimals of the minor unit.
 */
export const withVariation = (
	state: ProductState,
	variation: FoundVariation,
	decimals?: number
): ProductState => ( {
	...state,
	unitAmount: toMinor( Number( variation.display_price ), decimals ),
	variation: {
		id: variation.variation_id,
		attributes: variation.attributes,
		inStock: variation.is_in_stock,
		purchasable:
			variation.is_purchasable &&
			variation.variation_is_visible !== false &&
			variation.variation_is_active !== false,
	},
} );

/**
 * The state after WooCommerce reset the choice (`reset_data`).
 *
 * @param state The state.
 */
export const withoutVariation = ( state: ProductState ): ProductState => ( {
	...state,
	unitAmount: null,
	variation: null,
} );

/**
 * The state with a new quantity.
 *
 * @param state    The state.
 * @param quantity The box's value.
 */
export const withQuantity = (
	state: ProductState,
	quantity: string | number | undefined
): ProductState => ( { ...state, quantity: quantityOf( quantity ) } );

/**
 * The product page's amount: unit price times quantity; 0 while no price is known.
 *
 * @param state The state.
 */
export const productAmount = ( state: ProductState ) =>
	( state.unitAmount ?? 0 ) * state.quantity;

/**
 * A Store API amount (minor units of the shop's price decimals) in Stripe's minor units.
 *
 * @param value     The Store API's amount string.
 * @param storeUnit The Store API's `currency_minor_unit`.
 * @param decimals  Decimals of Stripe's minor unit.
 */
export const fromStore = (
	value: string | null | undefined,
	storeUnit: number,
	decimals = DEFAULT_DECIMALS
) =>
	Math.round(
		( Number( value ?? 0 ) || 0 ) * 10 ** ( decimals - storeUnit )
	);

/**
 * The cart's total in Stripe's minor units.
 *
 * @param cart     The Store API cart.
 * @param decimals Decimals of Stripe's minor unit.
 */
export const cartAmount = ( cart: StoreCart, decimals?: number ) =>
	fromStore(
		cart.totals.total_price,
		cart.totals.currency_minor_unit,
		decimals
	);
