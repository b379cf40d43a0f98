<?php
/**
 * Shortcode pages for seed-shop.php. WooCommerce 11 makes the block cart and checkout the shop's pages; the spec's
 * classic behaviours (cart fragments, wc-checkout, the classic loop's ajax add to cart, the sort dropdown) run on
 * shortcode pages. These exist beside the block pages; the storefront specs point WooCommerce's cart and checkout
 * settings at them for their run and restore them after.
 */

/**
 * The classic pages by slug: title and content.
 *
 * @return array<string, array{0: string, 1: string}>
 */
function shop_classic_pages(): array {
	return array(
		'classic-cart'     => array( 'Classic cart', '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ),
		'classic-checkout' => array( 'Classic checkout', '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ),
		'classic-shop'     => array( 'Classic shop', '<!-- wp:shortcode -->[products limit="12" columns="4" paginate="true"]<!-- /wp:shortcode -->' ),
	);
}

/**
 * Creates each classic page that is not there yet.
 *
 * @return int Pages created.
 */
function shop_seed_classic_pages(): int {
	$created = 0;
	foreach ( shop_classic_pages() as $slug => list( $title, $content ) ) {
		if ( get_page_by_path( $slug ) ) {
			continue;
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
		if ( ! is_wp_error( $id ) ) {
			++$created;
		}
	}
	return $created;
}
