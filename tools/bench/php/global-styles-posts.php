<?php
/**
 * Bench helper, run inside the site's WordPress (tools/stack/php-runner): gives each theme named in $argv the user
 * global-styles post the block editor creates for the active theme the first time an editor opens (empty: no style
 * is changed). A theme with that post costs each page a few queries more (its `wp_theme` term makes the template
 * and style look-ups join on it); a theme never active while the editor was open has none. Compared on one site,
 * two themes must be alike in this, as they are on any shop whose editors have opened the block editor.
 *
 * @package ShopBundle
 */

declare( strict_types = 1 );

$admins = get_users(
	[
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	]
);
// The post's `wp_theme` term is only set for a user who may assign it, as in the editor.
wp_set_current_user( (int) ( $admins[0] ?? 0 ) );

$made = [];
foreach ( array_slice( $argv, 1 ) as $slug ) {
	$theme = wp_get_theme( $slug );
	if ( ! $theme->exists() ) {
		fwrite( STDERR, "no theme {$slug}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 1 );
	}
	$post          = WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( $theme, true );
	$made[ $slug ] = (int) ( $post['ID'] ?? 0 );
	if ( ! $made[ $slug ] || ! has_term( $slug, 'wp_theme', $made[ $slug ] ) ) {
		fwrite( STDERR, "no global-styles post for {$slug}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 1 );
	}
}
echo wp_json_encode( $made );
