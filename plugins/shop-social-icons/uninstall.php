<?php
/**
 * Removes what Shop Social Icons stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The icons' settings (ShopSocialIcons\Settings\Settings::OPTION); later features add theirs here.
delete_option( 'shop_social_icons_settings' );
// The popup's settings (ShopSocialIcons\Popup\PopupSettings::OPTION).
delete_option( 'shop_social_icons_popup' );
