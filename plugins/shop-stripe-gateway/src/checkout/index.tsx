/**
 * Block checkout entry: registers the plugin's payment methods with WooCommerce's checkout block, the card and, with
 * the single-element layout off, every other enabled method that works without an intent (./registrations.ts).
 * Loaded by ShopStripeGateway\Blocks\CardPaymentMethod (handle shop-stripe-gateway-checkout) on the checkout page when
 * the gateway is enabled. Registering loads nothing from Stripe: Stripe.js is asked for only when a method's form is
 * drawn (use-loaded-stripe.ts).
 */

/**
 * External dependencies
 */
import { registerPaymentMethod } from '@woocommerce/blocks-registry';
import { getPaymentMethodData } from '@woocommerce/settings';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canMakePayment, cartCurrency } from './can-make-payment';
import { CardContent } from './card-content';
import { CardLabel } from './card-label';
import { CardPreview } from './card-preview';
import { ElementlessContent } from './elementless-content';
import type { PaymentMethodProps } from './checkout-props';
import { PAYMENT_METHOD_NAME } from './constants';
import { registrations, type Registration } from './registrations';
import type { CardMethodSettings, MethodData } from './types';

const settings = getPaymentMethodData< CardMethodSettings >(
	PAYMENT_METHOD_NAME,
	{}
);
const card = {
	...settings,
	title: settings.title || __( 'Card', 'shop-stripe-gateway' ),
};

/**
 * Registers one entry; its content is the Payment Element restricted to the entry's methods, with its title in the
 * load-failure text, or for BLIK and pre-authorised debit their own content without an element.
 *
 * @param entry The entry.
 */
function register( entry: Registration ) {
	const contentSettings = {
		...settings,
		title: entry.title,
		errorMessages: settings.errorMessages ?? {},
	};
	// WooCommerce clones the content with the checkout's props.
	const Form = entry.method.types.length ? CardContent : ElementlessContent;
	const Content = ( props: Partial< PaymentMethodProps > ) => (
		<Form
			{ ...( props as PaymentMethodProps ) }
			settings={ contentSettings }
			method={ entry.method }
		/>
	);
	const saves = entry.features.includes( 'tokenization' );
	registerPaymentMethod( {
		name: entry.name,
		label:
			entry.name === PAYMENT_METHOD_NAME ? (
				<CardLabel
					title={ entry.title }
					brands={ settings.cardBrands ?? [] }
				/>
			) : (
				entry.title
			),
		ariaLabel: entry.title,
		content: <Content />,
		edit: <CardPreview />,
		canMakePayment: ( argument ) =>
			canMakePayment(
				settings.isConfigured,
				entry.currencies,
				cartCurrency( argument )
			),
		supports: {
			features: entry.features,
			showSavedCards: saves,
			showSaveOption: saves,
		},
	} );
}

registrations( card, ( name ) =>
	getPaymentMethodData< MethodData | undefined >( name, undefined )
).forEach( register );
