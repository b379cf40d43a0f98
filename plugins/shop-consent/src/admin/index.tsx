/**
 * Admin entry: mounts the settings app on Settings > Shop Consent.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SettingsScreen } from './settings-screen';

// Printed by ShopConsent\Admin\AdminPage::render().
const ROOT_ID = 'shop-consent-admin-root';

const container = document.getElementById( ROOT_ID );
if ( container ) {
	createRoot( container ).render( <SettingsScreen /> );
}
