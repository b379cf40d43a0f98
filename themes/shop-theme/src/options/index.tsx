/**
 * Admin entry: mounts the options screen on Appearance > Theme options.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { OptionsScreen } from './options-screen';

// Printed by ShopTheme\Admin\OptionsPage::render().
const container = document.getElementById( 'shop-theme-options-root' );
if ( container ) {
	createRoot( container ).render( <OptionsScreen /> );
}
