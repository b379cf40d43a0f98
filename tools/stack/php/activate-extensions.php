<?php
/**
 * Activates our theme and plugins, one at a time, reporting each as a JSON line.
 *
 * They are being written while the stack is in use, so any of them may fail: a failure is reported and skipped.
 * A "trying" line is printed before each plugin; if a fatal error ends the process, the runner
 * (tools/stack/extensions.mjs) knows which plugin it was and runs the rest again without it.
 *
 * Arguments: the theme's folder name, then plugin files relative to wp-content/plugins.
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * @param array<string, string> $line
 */
function shop_report( array $line ) {
	echo wp_json_encode( $line ) . "\n";
	flush();
}

$shop_theme_slug = $argv[1];
$shop_theme      = wp_get_theme( $shop_theme_slug );
if ( ! $shop_theme->exists() || $shop_theme->errors() ) {
	shop_report( array( 'theme' => $shop_theme_slug, 'status' => 'skipped', 'reason' => 'not a valid theme' ) );
} elseif ( get_stylesheet() === $shop_theme_slug ) {
	shop_report( array( 'theme' => $shop_theme_slug, 'status' => 'active' ) );
} else {
	switch_theme( $shop_theme_slug );
	shop_report( array( 'theme' => $shop_theme_slug, 'status' => 'activated' ) );
}

foreach ( array_slice( $argv, 2 ) as $shop_plugin ) {
	if ( is_plugin_active( $shop_plugin ) ) {
		shop_report( array( 'plugin' => $shop_plugin, 'status' => 'active' ) );
		continue;
	}
	shop_report( array( 'plugin' => $shop_plugin, 'status' => 'trying' ) );
	try {
		$shop_result = activate_plugin( $shop_plugin );
	} catch ( Throwable $error ) {
		$shop_result = new WP_Error( 'exception', $error->getMessage() );
	}
	if ( is_wp_error( $shop_result ) ) {
		shop_report( array( 'plugin' => $shop_plugin, 'status' => 'skipped', 'reason' => wp_strip_all_tags( $shop_result->get_error_message() ) ) );
	} else {
		shop_report( array( 'plugin' => $shop_plugin, 'status' => 'activated' ) );
	}
}
