<?php
/**
 * The demo shop: settings, shipping, categories, attributes, products with pictures, reviews, and the attribute
 * lookup table. Runs in a process of its own, after the one that activated WooCommerce (see activate-woocommerce.php).
 */

if ( ! class_exists( 'WooCommerce' ) ) {
	echo "WooCommerce is not active: no shop to seed\n";
	exit( 0 );
}

foreach ( array( 'shop-settings', 'shop-images', 'shop-taxonomies', 'shop-catalog-data', 'shop-products', 'shop-reviews', 'shop-attribute-lookup', 'shop-navigation', 'shop-classic-pages' ) as $shop_lib ) {
	require_once __DIR__ . "/lib/{$shop_lib}.php";
}

wp_set_current_user( (int) get_user_by( 'login', getenv( 'SHOP_ADMIN_USER' ) ?: 'admin' )->ID );

shop_seed_store_settings();
shop_seed_hpos();
shop_seed_shipping_zone();

$shop_categories = shop_seed_categories();
$shop_terms      = shop_seed_attributes();
$shop_products   = array();
foreach ( shop_catalog() as $shop_spec ) {
	$shop_product                                = shop_create_product( $shop_spec, $shop_categories, $shop_terms );
	$shop_products[ $shop_product->get_sku() ] = $shop_product->get_id();
}
$shop_reviews = shop_seed_reviews( $shop_products );
$shop_lookup  = shop_regenerate_attribute_lookup();
shop_seed_shop_navigation( $shop_categories );
$shop_classic = shop_seed_classic_pages();

wc_delete_product_transients();
wc_delete_shop_order_transients();

printf( "seeded %d products, %d reviews, %d attribute lookup rows, %d classic pages\n", count( $shop_products ), $shop_reviews, $shop_lookup, $shop_classic );
