/**
 * Spec 2's Cash App Pay notice in the classic payment box, under the element, while Cash App Pay is chosen and the
 * box's total (`data-amount`) is above the limit (src/common/cash-app-notice.ts).
 */

/**
 * Internal dependencies
 */
import { cashAppNotice } from '../common/cash-app-notice';
import type { PaymentPage } from './types';

const NOTICE_CLASS = 'shop-stripe-cashapp-notice';

/**
 * Adds, updates or removes the notice beside the element's container.
 *
 * @param page      The page.
 * @param container The element's container.
 */
export function updateCashAppNotice(
	page: PaymentPage,
	container: HTMLElement
): void {
	const amount = container.dataset.amount
		? Number( container.dataset.amount )
		: page.settings.cartTotal;
	const text = cashAppNotice( page.state.methodType, amount, page.settings );
	const parent = container.parentElement;
	let notice = parent?.querySelector< HTMLElement >( `.${ NOTICE_CLASS }` );
	if ( ! text || ! parent ) {
		notice?.remove();
		return;
	}
	if ( ! notice ) {
		notice = page.win.document.createElement( 'p' );
		notice.className = `${ NOTICE_CLASS } woocommerce-info`;
		notice.setAttribute( 'role', 'status' );
		container.after( notice );
	}
	notice.textContent = text;
}
