/**
 * Storefront core of Shop Stripe Gateway, without React: the classic payment form (checkout, order-pay,
 * change-payment, add-payment-method), enqueued with its settings only on those pages (Checkout\ClassicScripts).
 * The block checkout uses src/checkout instead.
 */

/**
 * External dependencies
 */
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';

/**
 * Internal dependencies
 */
import { startPaymentPage } from './payment-page';
import { readSettings } from './settings';

const settings = readSettings( document );
if ( settings ) {
	startPaymentPage( window, settings );
}
markReady( document.documentElement, 'shop-stripe-gateway' );
