/**
 * Whether the block checkout may offer an entry (./registrations.ts): only once the gateway has its API keys, and
 * for a method Stripe takes in a short list of currencies, only when the cart is in one of them.
 * Pure, so the checkout can call it as often as it likes.
 *
 * @param configured Both API keys are set (the card's `isConfigured`).
 * @param currencies The entry's currencies, upper case; none: any.
 * @param currency   The cart's currency (`cartTotals.currency_code`), any case.
 */
export function canMakePayment(
	configured: boolean | undefined,
	currencies: readonly string[],
	currency: string | undefined
): boolean {
	if ( configured !== true ) {
		return false;
	}
	return (
		currencies.length === 0 ||
		( !! currency && currencies.includes( currency.toUpperCase() ) )
	);
}

/**
 * The cart's currency in what the checkout passes canMakePayment() (`cartTotals.currency_code`).
 *
 * @param argument The checkout's argument.
 */
export function cartCurrency( argument: {
	[ key: string ]: unknown;
} ): string | undefined {
	const totals = argument.cartTotals as
		{ currency_code?: unknown } | undefined;
	return typeof totals?.currency_code === 'string'
		? totals.currency_code
		: undefined;
}
