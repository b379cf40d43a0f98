/**
 * BLIK's code field in the classic payment box (Checkout\PaymentFields, printed hidden while BLIK is enabled): shown
 * while BLIK is the element's method, and checked before the order goes (spec 5, src/common/blik-code.ts), its error
 * beside the field.
 */

/**
 * Internal dependencies
 */
import { BLIK, BLIK_CODE_FIELD, blikCodeError } from '../common/blik-code';
import type { PaymentPage } from './types';

/**
 * The field's row (`p.shop-stripe-blik-code`) and input, if the box holds them.
 *
 * @param page The page.
 */
function blikRow( page: PaymentPage ) {
	const row = page.form.querySelector< HTMLElement >(
		'.shop-stripe-blik-code'
	);
	const input = row?.querySelector< HTMLInputElement >(
		`input[name="${ BLIK_CODE_FIELD }"]`
	);
	return row && input ? { row, input } : null;
}

/**
 * Shows the field while BLIK is chosen, hides it otherwise.
 *
 * @param page The page.
 */
export function showBlikField( page: PaymentPage ): void {
	const field = blikRow( page );
	if ( field ) {
		field.row.hidden = page.state.methodType !== BLIK;
	}
}

/**
 * Whether the order may go: any other method, or BLIK with six digits; otherwise the field says why and has focus.
 *
 * @param page The page.
 */
export function blikCodeAccepted( page: PaymentPage ): boolean {
	const field = blikRow( page );
	if ( page.state.methodType !== BLIK || ! field ) {
		return true;
	}
	const error = blikCodeError(
		field.input.value.trim(),
		page.settings.errorMessages
	);
	const message = field.row.querySelector( '.shop-stripe-blik-error' );
	if ( message ) {
		message.textContent = error;
	}
	field.row.classList.toggle( 'woocommerce-invalid', error !== '' );
	field.input.setAttribute( 'aria-invalid', error ? 'true' : 'false' );
	if ( error ) {
		field.input.focus();
	}
	return error === '';
}
