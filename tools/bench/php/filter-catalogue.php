<?php
/**
 * The filter benchmark's catalogue, through WooCommerce's CRUD classes. Run by tools/bench/filter-catalogue.mjs
 * inside WordPress (tools/stack/php/wp-context.php), one step per process:
 *
 *   setup              20 categories in two levels, 5 global attributes of 10 terms; attribute lookup filled inline
 *   batch FROM COUNT   products FROM … FROM+COUNT-1 (deterministic: product n draws from a generator seeded with n)
 *   finish             term counts, transients, WooCommerce's own lookup settings back to a shop's
 *   count              how many bench products exist
 *
 * Every product n is the same on every machine and run, so a catalogue grown from 1,000 to 10,000 equals one
 * generated at 10,000 at once. One product in ten is variable (colour × size variations).
 *
 * @package ShopBundle
 */

if ( ! class_exists( 'WooCommerce' ) ) {
	fwrite( STDERR, "WooCommerce is not active: no catalogue to seed\n" );
	exit( 1 );
}

// shop_term_id(), shop_attribute_taxonomy(): the stack's own find-or-create of a term and an attribute.
require_once dirname( __DIR__, 2 ) . '/stack/php/lib/shop-taxonomies.php';

const SHOP_BENCH_SKU_PREFIX = 'FB-';

const SHOP_BENCH_CATEGORIES = array(
	'Apparel'  => array( 'Shirts', 'Trousers', 'Jackets', 'Dresses' ),
	'Home'     => array( 'Kitchen', 'Bedding', 'Lighting', 'Decor' ),
	'Outdoor'  => array( 'Camping', 'Garden', 'Cycling', 'Fishing' ),
	'Gadgets'  => array( 'Audio', 'Phones', 'Cameras', 'Watches' ),
);

const SHOP_BENCH_ATTRIBUTES = array(
	'Color'    => array( 'Red', 'Blue', 'Green', 'Black', 'White', 'Yellow', 'Orange', 'Purple', 'Pink', 'Grey' ),
	'Size'     => array( 'S', 'M', 'L', 'XL', 'XS', 'XXL', '3XL', '4XL', '5XL', 'One size' ),
	'Material' => array( 'Cotton', 'Wool', 'Linen', 'Silk', 'Leather', 'Steel', 'Oak', 'Glass', 'Plastic', 'Bamboo' ),
	'Brand'    => array( 'Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Soylent' ),
	'Finish'   => array( 'Matte', 'Glossy', 'Satin', 'Brushed', 'Polished', 'Raw', 'Painted', 'Oiled', 'Waxed', 'Lacquered' ),
);

wp_set_current_user( (int) get_user_by( 'login', getenv( 'SHOP_ADMIN_USER' ) ?: 'admin' )->ID );

$shop_bench_step = $argv[1] ?? '';
switch ( $shop_bench_step ) {
	case 'setup':
		shop_bench_setup();
		break;
	case 'batch':
		shop_bench_batch( (int) ( $argv[2] ?? 0 ), (int) ( $argv[3] ?? 0 ) );
		break;
	case 'finish':
		shop_bench_finish();
		break;
	case 'count':
		echo shop_bench_count(), "\n";
		break;
	default:
		fwrite( STDERR, "usage: filter-catalogue.php setup|batch FROM COUNT|finish|count\n" );
		exit( 2 );
}

/**
 * Categories and attributes (idempotent), and WooCommerce told to fill its attribute lookup table inline.
 */
function shop_bench_setup(): void {
	foreach ( SHOP_BENCH_CATEGORIES as $parent => $children ) {
		$parent_id = shop_term_id( $parent, 'product_cat', 0 );
		foreach ( $children as $child ) {
			shop_term_id( $child, 'product_cat', $parent_id );
		}
	}
	foreach ( SHOP_BENCH_ATTRIBUTES as $label => $values ) {
		$taxonomy = shop_attribute_taxonomy( $label );
		foreach ( $values as $order => $value ) {
			update_term_meta( shop_term_id( $value, $taxonomy, 0 ), 'order', $order );
		}
	}
	delete_transient( 'wc_attribute_taxonomies' );
	update_option( 'woocommerce_attribute_lookup_enabled', 'yes' );
	update_option( 'woocommerce_attribute_lookup_direct_updates', 'yes' );
	echo "setup done\n";
}

/**
 * Creates products $from … $from + $count - 1 that do not exist yet.
 *
 * @param int $from  First product number (0-based).
 * @param int $count How many.
 */
function shop_bench_batch( int $from, int $count ): void {
	wp_defer_term_counting( true );
	$categories = shop_bench_child_categories();
	$terms      = shop_bench_attribute_terms();
	$created    = 0;
	for ( $n = $from; $n < $from + $count; $n++ ) {
		$sku = sprintf( '%s%06d', SHOP_BENCH_SKU_PREFIX, $n );
		if ( wc_get_product_id_by_sku( $sku ) ) {
			continue;
		}
		mt_srand( 17000 + $n );
		shop_bench_product( $n, $sku, $categories, $terms );
		++$created;
	}
	// Counts are fixed once in finish; a flush here would recount every term per process.
	echo "created {$created}\n";
}

/**
 * One product, drawn from the generator seeded for it.
 *
 * @param int                               $n          Product number.
 * @param string                            $sku        Its SKU.
 * @param list<int>                         $categories Child category ids.
 * @param array<string, array{id: int, terms: list<WP_Term>}> $terms Attribute id and terms by taxonomy.
 */
function shop_bench_product( int $n, string $sku, array $categories, array $terms ): void {
	$variable = 0 === $n % 10;
	$product  = $variable ? new WC_Product_Variable() : new WC_Product_Simple();
	$price    = mt_rand( 500, 50000 ) / 100;
	$product->set_name( sprintf( 'Bench product %d', $n ) );
	$product->set_slug( sprintf( 'bench-product-%d', $n ) );
	$product->set_sku( $sku );
	$product->set_status( 'publish' );
	$product->set_category_ids( array( $categories[ mt_rand( 0, count( $categories ) - 1 ) ] ) );
	$product->set_average_rating( mt_rand( 0, 500 ) / 100 );
	$product->set_review_count( mt_rand( 0, 40 ) );
	$product->set_date_created( gmdate( 'Y-m-d H:i:s', 1700000000 + $n * 60 ) );
	$product->set_total_sales( mt_rand( 0, 300 ) );

	$attributes = array();
	$chosen     = array();
	foreach ( $terms as $taxonomy => $attribute ) {
		$picked = array_unique( array( mt_rand( 0, 9 ), mt_rand( 0, 9 ) ) );
		$ids    = array_map( static fn ( int $i ): int => $attribute['terms'][ $i ]->term_id, $picked );
		$is_var = $variable && in_array( $taxonomy, array( 'pa_color', 'pa_size' ), true );
		$entry  = new WC_Product_Attribute();
		$entry->set_id( $attribute['id'] );
		$entry->set_name( $taxonomy );
		$entry->set_options( $ids );
		$entry->set_position( count( $attributes ) );
		$entry->set_visible( true );
		$entry->set_variation( $is_var );
		$attributes[]        = $entry;
		$chosen[ $taxonomy ] = array_map( static fn ( int $i ): string => $attribute['terms'][ $i ]->slug, $picked );
	}
	$product->set_attributes( $attributes );

	if ( ! $variable ) {
		shop_bench_price_and_stock( $product, $price );
		$product->save();
		return;
	}
	$product->save();
	foreach ( $chosen['pa_color'] as $color ) {
		foreach ( $chosen['pa_size'] as $size ) {
			$variation = new WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes(
				array(
					'pa_color' => $color,
					'pa_size'  => $size,
				)
			);
			$variation->set_sku( $sku . '-' . $color . '-' . sanitize_title( $size ) );
			shop_bench_price_and_stock( $variation, $price + mt_rand( 0, 2000 ) / 100 );
			$variation->save();
		}
	}
	WC_Product_Variable::sync( $product->get_id() );
}

/**
 * Regular price, a sale on one product in four, stock status 85% in stock, 10% out, 5% on backorder.
 *
 * @param WC_Product $product Product or variation.
 * @param float      $price   Regular price.
 */
function shop_bench_price_and_stock( WC_Product $product, float $price ): void {
	$product->set_regular_price( number_format( $price, 2, '.', '' ) );
	if ( 0 === mt_rand( 0, 3 ) ) {
		$product->set_sale_price( number_format( $price * mt_rand( 60, 90 ) / 100, 2, '.', '' ) );
	}
	$stock = mt_rand( 1, 100 );
	$product->set_stock_status( $stock <= 85 ? 'instock' : ( $stock <= 95 ? 'outofstock' : 'onbackorder' ) );
}

/**
 * Term counts once, caches emptied, direct lookup updates back to WooCommerce's default.
 */
function shop_bench_finish(): void {
	$taxonomies = array_merge( array( 'product_cat', 'product_tag' ), array_map( 'wc_attribute_taxonomy_name', array_map( 'sanitize_title', array_keys( SHOP_BENCH_ATTRIBUTES ) ) ) );
	foreach ( $taxonomies as $taxonomy ) {
		$tt_ids = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
				'fields'     => 'tt_ids',
			)
		);
		if ( is_array( $tt_ids ) && $tt_ids ) {
			wp_update_term_count_now( array_map( 'intval', $tt_ids ), $taxonomy );
		}
	}
	wc_recount_all_terms( false );
	update_option( 'woocommerce_attribute_lookup_direct_updates', 'no' );
	if ( function_exists( 'as_unschedule_all_actions' ) ) {
		as_unschedule_all_actions( 'woocommerce_run_product_attribute_lookup_update_callback' );
	}
	wc_delete_product_transients();
	delete_transient( 'wc_term_counts' );
	wp_cache_flush();
	printf( "finished: %d bench products\n", shop_bench_count() );
}

/**
 * @return int Bench products (variations not counted).
 */
function shop_bench_count(): int {
	global $wpdb;
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_sku' WHERE p.post_type = 'product' AND m.meta_value LIKE %s", SHOP_BENCH_SKU_PREFIX . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
}

/**
 * @return list<int> The 16 second-level category ids, in a fixed order.
 */
function shop_bench_child_categories(): array {
	$ids = array();
	foreach ( SHOP_BENCH_CATEGORIES as $parent => $children ) {
		$parent_term = get_term_by( 'slug', sanitize_title( $parent ), 'product_cat' );
		foreach ( $children as $child ) {
			$existing = term_exists( $child, 'product_cat', $parent_term ? $parent_term->term_id : null );
			if ( ! $existing ) {
				throw new RuntimeException( "category {$child} missing: run setup first" );
			}
			$ids[] = (int) $existing['term_id'];
		}
	}
	return $ids;
}

/**
 * @return array<string, array{id: int, terms: list<WP_Term>}> Attribute id and its terms in a fixed order.
 */
function shop_bench_attribute_terms(): array {
	$out = array();
	foreach ( SHOP_BENCH_ATTRIBUTES as $label => $values ) {
		$slug     = sanitize_title( $label );
		$taxonomy = wc_attribute_taxonomy_name( $slug );
		$list     = array();
		foreach ( $values as $value ) {
			$term = get_term_by( 'name', $value, $taxonomy );
			if ( ! $term ) {
				throw new RuntimeException( "{$taxonomy} term {$value} missing: run setup first" );
			}
			$list[] = $term;
		}
		$out[ $taxonomy ] = array(
			'id'    => wc_attribute_taxonomy_id_by_name( $slug ),
			'terms' => $list,
		);
	}
	return $out;
}
