/**
 * Admin entry: mounts the settings app on WooCommerce > Shop Filter.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SettingsScreen } from './settings-screen';

// Printed by ShopFilter\Admin\AdminPage::render().
const ROOT_ID = 'shop-filter-admin-root';

const container = document.getElementById( ROOT_ID );
if ( container ) {
	createRoot( container ).render( <SettingsScreen /> );
}
