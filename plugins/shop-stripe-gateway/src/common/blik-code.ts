/**
 * The BLIK code of spec 5: the six digits the shopper's banking app shows, else the catalogue's 'BLIK Code is
 * invalid'. Shared by the classic payment box (src/frontend/blik-field.ts) and the block checkout.
 */

/** Stripe's id of BLIK. */
export const BLIK = 'blik';

/** The payment data field process_payment() is to read the code from (Checkout\PaymentFields::BLIK_CODE_FIELD). */
export const BLIK_CODE_FIELD = 'shop_stripe_blik_code';

/**
 * The error for a code, or '' when it is six digits. Spaces a shopper copies with the code are not digits: refused.
 *
 * @param code     What the shopper typed.
 * @param messages The catalogue.
 */
export const blikCodeError = (
	code: string,
	messages: Record< string, string >
): string =>
	/^\d{6}$/.test( code )
		? ''
		: messages.blik_invalid || 'BLIK Code is invalid';
