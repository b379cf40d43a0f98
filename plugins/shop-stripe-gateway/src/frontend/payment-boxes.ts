/**
 * Which of the plugin's payment boxes the shopper chose on a classic page. Each enabled method may have its own
 * gateway (`stripe_<id>`, ShopStripeGateway\Gateway\MethodGateway) and box, whose element offers that method only;
 * the card's box (`stripe`) offers the card, or every enabled method in the single-element layout. The box says
 * which (Checkout\PaymentFields: `data-gateway`, `data-methods` on the element's container).
 */

/**
 * Internal dependencies
 */
import type { ClientSettings } from '../common/client-settings';
import type { PaymentPage } from './types';

/**
 * The plugin's gateway ids on the page: the card's and each other enabled method's.
 *
 * @param settings The client settings.
 */
export const gatewayIds = ( settings: ClientSettings ) => [
	settings.gatewayId,
	...Object.keys( settings.paymentMethodsConfig )
		.filter( ( id ) => id !== 'card' )
		.map( ( id ) => `${ settings.gatewayId }_${ id }` ),
];

/**
 * The gateway chosen in the form's list, or the card's when the form has no list (add-payment-method, a single
 * gateway).
 *
 * @param page The page.
 */
export function chosenGateway( page: PaymentPage ): string {
	const radio = page.form.querySelector< HTMLInputElement >(
		'input[name="payment_method"]:checked'
	);
	return radio?.value ?? page.settings.gatewayId;
}

/**
 * Stripe's type of a gateway's own method: `card` for the card's gateway, `ideal` for `stripe_ideal`.
 *
 * @param settings The client settings.
 * @param gateway  The gateway id.
 */
export const methodOf = ( settings: ClientSettings, gateway: string ) =>
	gateway === settings.gatewayId
		? 'card'
		: gateway.slice( settings.gatewayId.length + 1 );

/**
 * The element's container in a gateway's box, or null when its box has none (BLIK, pre-authorised debit).
 *
 * @param page    The page.
 * @param gateway The gateway id.
 */
export const containerOf = ( page: PaymentPage, gateway: string ) =>
	page.form.querySelector< HTMLElement >(
		`.shop-stripe-payment-element[data-gateway="${ gateway }"]`
	);

/**
 * Puts the PaymentMethod and the chosen type in the form: every box prints the two hidden fields and the form
 * posts them all, so each copy holds the same value.
 *
 * @param form          The form.
 * @param paymentMethod The PaymentMethod's id, '' when the server makes it.
 * @param type          Stripe's type of the chosen method.
 */
export function storeChoice(
	form: HTMLFormElement,
	paymentMethod: string,
	type: string
): void {
	const fill = ( name: string, value: string ) =>
		form
			.querySelectorAll< HTMLInputElement >( `input[name="${ name }"]` )
			.forEach( ( field ) => {
				field.value = value;
			} );
	fill( 'shop_stripe_payment_method', paymentMethod );
	fill( 'shop_stripe_payment_type', type );
}
