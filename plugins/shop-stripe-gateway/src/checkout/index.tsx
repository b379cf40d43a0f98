/**
 * Block checkout entry: registers the card payment method with WooCommerce's checkout block.
 * Loaded by ShopStripeGateway\Blocks\CardPaymentMethod (handle shop-stripe-gateway-checkout) on the checkout page when
 * the gateway is enabled. Registering loads nothing from Stripe: Stripe.js is asked for only when the card form is
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
import { canMakePayment } from './can-make-payment';
import { CardContent } from './card-content';
import { CardPreview } from './card-preview';
import type { PaymentMethodProps } from './checkout-props';
import { PAYMENT_METHOD_NAME } from './constants';
import type { CardMethodSettings } from './types';

const settings = getPaymentMethodData< CardMethodSettings >(
	PAYMENT_METHOD_NAME,
	{}
);
const title = settings.title || __( 'Card', 'shop-stripe-gateway' );
const contentSettings = {
	...settings,
	title,
	errorMessages: settings.errorMessages ?? {},
};
const features = settings.supports ?? [ 'products' ];
const saves = features.includes( 'tokenization' );

/**
 * The content with the method's settings; WooCommerce clones it with the checkout's props.
 *
 * @param props The checkout's props.
 */
const Content = ( props: Partial< PaymentMethodProps > ) => (
	<CardContent
		{ ...( props as PaymentMethodProps ) }
		settings={ contentSettings }
	/>
);

registerPaymentMethod( {
	name: PAYMENT_METHOD_NAME,
	label: title,
	ariaLabel: title,
	content: <Content />,
	edit: <CardPreview />,
	canMakePayment: () => canMakePayment( settings ),
	supports: { features, showSavedCards: saves, showSaveOption: saves },
} );
