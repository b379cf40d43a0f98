/**
 * Block cart and checkout entry (`express-block`, build/express-block.js): registers the express buttons with
 * WooCommerce's express payment area as `stripe_express`, paid by the `stripe` gateway. Loaded by
 * ShopStripeGateway\Blocks\ExpressPaymentMethod, whose data is the classic container's configuration; Stripe.js is
 * asked for only when WooCommerce draws the buttons.
 */

/**
 * External dependencies
 */
import { registerExpressPaymentMethod } from '@woocommerce/blocks-registry';
import { getPaymentMethodData } from '@woocommerce/settings';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canMakeExpressPayment } from './can-make-express-payment';
import { ExpressContent } from './express-content';
import type { ExpressConfig } from './types';

const config = getPaymentMethodData< ExpressConfig | null >(
	'stripe_express',
	null
);

if ( config ) {
	registerExpressPaymentMethod( {
		name: 'stripe_express',
		title: __( 'Express checkout', 'shop-stripe-gateway' ),
		content: <ExpressContent config={ config } />,
		edit: (
			<p>
				{ __(
					'Shoppers whose browser has a wallet see its buttons here.',
					'shop-stripe-gateway'
				) }
			</p>
		),
		canMakePayment: ( argument ) =>
			canMakeExpressPayment( config, argument ),
		paymentMethodId: 'stripe',
		supports: { features: [ 'products' ] },
	} );
}
