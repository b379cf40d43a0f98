<?php
/**
 * Navigation for seed-content.php: a wp_navigation post with a submenu, and a classic menu "Main" with nesting.
 * seed-shop.php adds the shop's links to both.
 */

const SHOP_NAVIGATION_SLUG = 'shop-navigation';

/**
 * @param array<string, int> $pages Page ids by title.
 */
function shop_seed_navigation( array $pages ): void {
	$about_submenu = shop_navigation_submenu(
		'About',
		$pages['About'],
		array(
			shop_navigation_link( 'Contact', $pages['Contact'] ),
			shop_navigation_link( 'Privacy Policy', $pages['Privacy Policy'] ),
		)
	);
	$home          = '<!-- wp:home-link {"label":"Home"} /-->';

	wp_insert_post(
		array(
			'post_type'    => 'wp_navigation',
			'post_status'  => 'publish',
			'post_title'   => 'Main',
			'post_name'    => SHOP_NAVIGATION_SLUG,
			'post_content' => $home . $about_submenu,
		)
	);

	$menu_id = wp_create_nav_menu( 'Main' );
	if ( is_wp_error( $menu_id ) ) {
		return;
	}
	wp_update_nav_menu_item(
		$menu_id,
		0,
		array(
			'menu-item-title'  => 'Home',
			'menu-item-url'    => home_url( '/' ),
			'menu-item-type'   => 'custom',
			'menu-item-status' => 'publish',
		)
	);
	$about = shop_menu_page_item( $menu_id, $pages['About'], 0 );
	shop_menu_page_item( $menu_id, $pages['Contact'], $about );
	shop_menu_page_item( $menu_id, $pages['Privacy Policy'], $about );
}

/**
 * @param string $label
 * @param int    $page_id
 * @return string A navigation-link block pointing at a page.
 */
function shop_navigation_link( string $label, int $page_id ): string {
	$attributes = array(
		'label' => $label,
		'type'  => 'page',
		'id'    => $page_id,
		'url'   => get_permalink( $page_id ),
		'kind'  => 'post-type',
	);
	return '<!-- wp:navigation-link ' . wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES ) . ' /-->';
}

/**
 * @param string   $label
 * @param int      $page_id Where the parent item itself links; 0 for a custom URL given in $url.
 * @param string[] $children Inner link blocks.
 * @param string   $url
 * @return string A navigation-submenu block (a dropdown).
 */
function shop_navigation_submenu( string $label, int $page_id, array $children, string $url = '' ): string {
	$attributes = $page_id
		? array( 'label' => $label, 'type' => 'page', 'id' => $page_id, 'url' => get_permalink( $page_id ), 'kind' => 'post-type' )
		: array( 'label' => $label, 'url' => $url, 'kind' => 'custom' );
	$json       = wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES );
	return "<!-- wp:navigation-submenu {$json} -->" . implode( '', $children ) . '<!-- /wp:navigation-submenu -->';
}

/**
 * @param int $menu_id
 * @param int $page_id
 * @param int $parent_item Menu item id of the parent, 0 for the top level.
 * @return int The new menu item's id.
 */
function shop_menu_page_item( int $menu_id, int $page_id, int $parent_item ): int {
	return (int) wp_update_nav_menu_item(
		$menu_id,
		0,
		array(
			'menu-item-object-id' => $page_id,
			'menu-item-object'    => 'page',
			'menu-item-type'      => 'post_type',
			'menu-item-parent-id' => $parent_item,
			'menu-item-status'    => 'publish',
		)
	);
}
