/**
 * Admin entry: mounts the settings app on WooCommerce > Stripe Gateway.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SettingsScreen } from './settings-screen';

// Printed by ShopStripeGateway\Admin\AdminPage::render().
const ROOT_ID = 'shop-stripe-gateway-admin-root';

const container = document.getElementById( ROOT_ID );
if ( container ) {
	createRoot( container ).render( <SettingsScreen /> );
}
