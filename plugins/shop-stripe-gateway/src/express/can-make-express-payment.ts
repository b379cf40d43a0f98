/**
 * Whether the block cart or checkout offers the express buttons: the keys are set, a wallet is on, and the cart has
 * something to pay. Pure.
 */

/**
 * Internal dependencies
 */
import { anyWallet } from './availability';
import type { ExpressConfig } from './types';

/**
 * The rule.
 *
 * @param config   The method's configuration.
 * @param argument What the block passes canMakePayment() (`cartTotals.total_price`, in the Store API's units).
 */
export function canMakeExpressPayment(
	config: Pick< ExpressConfig, 'publishableKey' | 'wallets' >,
	argument: { [ key: string ]: unknown }
): boolean {
	const totals = argument.cartTotals as { total_price?: unknown } | undefined;
	return (
		!! config.publishableKey &&
		anyWallet( config.wallets ) &&
		Number( totals?.total_price ?? 0 ) > 0
	);
}
