/**
 * Spec 2's Cash App Pay notice: while Cash App Pay is the method chosen and the total is above the limit
 * (ClientSettings::CASH_APP_LIMIT_MINOR), the payment area says Cash App Pay may refuse the amount. Shared by the
 * classic pages (src/frontend/cash-app-notice.ts) and the block checkout (src/checkout/card-form.tsx).
 */

/**
 * Internal dependencies
 */
import type { ClientSettings } from './client-settings';

/** Stripe's id of Cash App Pay. */
export const CASH_APP = 'cashapp';

/**
 * The notice to show, or '' for none.
 *
 * @param methodType The method chosen in the Payment Element (Stripe's id).
 * @param amount     The total, in the currency's minor units.
 * @param settings   The client settings (the limit and the catalogue's text).
 */
export function cashAppNotice(
	methodType: string,
	amount: number,
	settings: Partial<
		Pick< ClientSettings, 'cashAppLimit' | 'errorMessages' >
	>
): string {
	const limit = settings.cashAppLimit ?? 0;
	return methodType === CASH_APP && limit > 0 && amount > limit
		? ( settings.errorMessages?.cash_app_limit ?? '' )
		: '';
}
