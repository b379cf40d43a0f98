/**
 * Admin entry: mounts the status screen on WooCommerce > Stripe Gateway.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { StatusScreen } from './status-screen';

// Printed by ShopStripeGateway\Admin\AdminPage::render(), the status before the script by its enqueue().
const ROOT_ID = 'shop-stripe-gateway-admin-root';

const container = document.getElementById( ROOT_ID );
const status = window.shopStripeGatewayStatus;
if ( container && status ) {
	createRoot( container ).render( <StatusScreen status={ status } /> );
}
