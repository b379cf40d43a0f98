<?php
/**
 * Adds "Shop" with its top-level categories as a dropdown to both navigations made by seed-content.php.
 */

require_once __DIR__ . '/content-navigation.php';

/**
 * @param array<string, int> $categories Category ids by name.
 */
function shop_seed_shop_navigation( array $categories ): void {
	$shop_page = (int) wc_get_page_id( 'shop' );
	if ( $shop_page <= 0 ) {
		return;
	}
	$top_level = array_filter(
		$categories,
		static fn ( $term_id ) => 0 === (int) get_term( $term_id, 'product_cat' )->parent
	);

	$links = array();
	foreach ( $top_level as $name => $term_id ) {
		$attributes = array(
			'label' => $name,
			'type'  => 'product_cat',
			'id'    => $term_id,
			'url'   => get_term_link( $term_id, 'product_cat' ),
			'kind'  => 'taxonomy',
		);
		$links[]    = '<!-- wp:navigation-link ' . wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES ) . ' /-->';
	}
	$navigation = get_page_by_path( SHOP_NAVIGATION_SLUG, OBJECT, 'wp_navigation' );
	if ( $navigation ) {
		wp_update_post(
			array(
				'ID'           => $navigation->ID,
				'post_content' => $navigation->post_content . shop_navigation_submenu( 'Shop', $shop_page, $links ),
			)
		);
	}

	$menu = wp_get_nav_menu_object( 'Main' );
	if ( ! $menu ) {
		return;
	}
	$shop_item = shop_menu_page_item( $menu->term_id, $shop_page, 0 );
	foreach ( $top_level as $term_id ) {
		wp_update_nav_menu_item(
			$menu->term_id,
			0,
			array(
				'menu-item-object-id' => $term_id,
				'menu-item-object'    => 'product_cat',
				'menu-item-type'      => 'taxonomy',
				'menu-item-parent-id' => $shop_item,
				'menu-item-status'    => 'publish',
			)
		);
	}
}
