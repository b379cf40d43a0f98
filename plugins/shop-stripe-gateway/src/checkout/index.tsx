/**
 * Block checkout entry: registers the card payment method with WooCommerce's checkout block.
 * Loaded by ShopStripeGateway\Blocks\CardPaymentMethod (handle shop-stripe-gateway-checkout) when the gateway is enabled.
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
import { PAYMENT_METHOD_NAME } from './constants';
import type { CardMethodSettings } from './types';

const settings = getPaymentMethodData< CardMethodSettings >(
	PAYMENT_METHOD_NAME,
	{}
);
const title = settings.title || __( 'Card', 'shop-stripe-gateway' );

registerPaymentMethod( {
	name: PAYMENT_METHOD_NAME,
	label: title,
	ariaLabel: title,
	content: <CardContent />,
	edit: <CardContent />,
	canMakePayment: () => canMakePayment( settings ),
	supports: { features: settings.supports ?? [ 'products' ] },
} );
