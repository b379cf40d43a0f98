/**
 * Admin entry: mounts the settings app on Settings > Shop Social Icons.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { adminData } from './admin-data';
import { SettingsScreen } from './settings-screen';

// Printed by ShopSocialIcons\Admin\AdminPage::render().
const ROOT_ID = 'shop-social-icons-admin-root';

const container = document.getElementById( ROOT_ID );
if ( container ) {
	createRoot( container ).render(
		<SettingsScreen data={ adminData( window.shopSocialIconsAdmin ) } />
	);
}
