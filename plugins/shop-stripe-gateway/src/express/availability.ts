/**
 * Where the express buttons can be used (issue 31; spec 4, "Variation form"): a wallet is on, there is something
 * to pay, and on a product page of a variable product only once a variation is chosen that is in stock and
 * purchasable. The buttons stay drawn but disabled otherwise, so the page does not jump when the choice is made.
 * Pure.
 */

/**
 * Internal dependencies
 */
import { productAmount, type ProductState } from './amount';
import type { ExpressWallets } from './types';

/** Why the buttons cannot be used; null when they can. */
export type Unavailable =
	| 'no_wallet'
	| 'choose_variation'
	| 'out_of_stock'
	| 'not_purchasable'
	| 'zero_total'
	| null;

/**
 * Whether any wallet is on.
 *
 * @param wallets The settings' wallets.
 */
export const anyWallet = ( wallets: ExpressWallets ) =>
	Object.values( wallets ).some( Boolean );

/**
 * Why a product page's buttons cannot be used.
 *
 * @param wallets The settings' wallets.
 * @param state   The product page's state.
 */
export function productUnavailable(
	wallets: ExpressWallets,
	state: ProductState
): Unavailable {
	if ( ! anyWallet( wallets ) ) {
		return 'no_wallet';
	}
	if ( state.variable && ! state.variation ) {
		return 'choose_variation';
	}
	if ( state.variation && ! state.variation.inStock ) {
		return 'out_of_stock';
	}
	if ( state.variation && ! state.variation.purchasable ) {
		return 'not_purchasable';
	}
	return productAmount( state ) > 0 ? null : 'zero_total';
}

/**
 * Why the cart's or checkout's buttons cannot be used.
 *
 * @param wallets The settings' wallets.
 * @param amount  The cart's total in minor units.
 */
export function cartUnavailable(
	wallets: ExpressWallets,
	amount: number
): Unavailable {
	if ( ! anyWallet( wallets ) ) {
		return 'no_wallet';
	}
	return amount > 0 ? null : 'zero_total';
}
