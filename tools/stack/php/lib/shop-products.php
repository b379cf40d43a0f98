<?php
/**
 * Builds products from shop_catalog() entries with WooCommerce's CRUD classes.
 */

/**
 * @param array<string, mixed>               $spec       One shop_catalog() entry.
 * @param array<string, int>                 $categories Category ids by name.
 * @param array<string, array<string, int>>  $terms      Attribute term ids by taxonomy and name.
 * @return WC_Product
 */
function shop_create_product( array $spec, array $categories, array $terms ): WC_Product {
	$variable = ! empty( $spec['variations'] );
	$product  = $variable ? new WC_Product_Variable() : new WC_Product_Simple();
	$product->set_name( $spec['name'] );
	$product->set_sku( $spec['sku'] );
	$product->set_status( 'publish' );
	$product->set_description( "<!-- wp:paragraph --><p>{$spec['text']}</p><!-- /wp:paragraph -->" );
	$product->set_short_description( $spec['short'] );
	$product->set_category_ids( array( $categories[ $spec['category'] ] ) );
	$product->set_featured( ! empty( $spec['featured'] ) );
	$product->set_reviews_allowed( true );
	$product->set_attributes( shop_product_attributes( $spec, $terms ) );
	if ( ! $variable ) {
		shop_set_price_and_stock( $product, $spec );
	}
	$product->save();

	if ( ! empty( $spec['image'] ) ) {
		$product->set_image_id( shop_seed_image( $spec['name'], $spec['image'], $product->get_id() ) );
		$gallery = array();
		foreach ( $spec['gallery'] ?? array() as $index => $picture ) {
			$gallery[] = shop_seed_image( "{$spec['name']} view " . ( $index + 2 ), $picture, $product->get_id() );
		}
		$product->set_gallery_image_ids( array_filter( $gallery ) );
		$product->save();
	}

	if ( $variable ) {
		shop_create_variations( $product, $spec );
		WC_Product_Variable::sync( $product->get_id() );
	}
	return wc_get_product( $product->get_id() );
}

/**
 * @param array<string, mixed>              $spec
 * @param array<string, array<string, int>> $terms
 * @return WC_Product_Attribute[]
 */
function shop_product_attributes( array $spec, array $terms ): array {
	$sets       = array(
		array( $spec['variations'] ?? array(), true ),
		array( $spec['attributes'] ?? array(), false ),
	);
	$attributes = array();
	foreach ( $sets as list( $values_by_taxonomy, $for_variations ) ) {
		foreach ( $values_by_taxonomy as $taxonomy => $names ) {
			$attribute = new WC_Product_Attribute();
			$attribute->set_id( wc_attribute_taxonomy_id_by_name( $taxonomy ) );
			$attribute->set_name( $taxonomy );
			$attribute->set_options( array_map( static fn ( $name ) => $terms[ $taxonomy ][ $name ], $names ) );
			$attribute->set_position( count( $attributes ) );
			$attribute->set_visible( true );
			$attribute->set_variation( $for_variations );
			$attributes[ $taxonomy ] = $attribute;
		}
	}
	return $attributes;
}

/**
 * One variation per combination of the variation attributes; `overrides` keys like "Blue" or "Green|L" change
 * price, sale price or stock of the combinations that contain all those names.
 *
 * @param WC_Product           $parent
 * @param array<string, mixed> $spec
 */
function shop_create_variations( WC_Product $parent, array $spec ): void {
	foreach ( shop_combinations( $spec['variations'] ) as $combination ) {
		$settings = array( 'price' => $spec['price'] );
		foreach ( $spec['overrides'] ?? array() as $key => $override ) {
			if ( ! array_diff( explode( '|', $key ), array_values( $combination ) ) ) {
				$settings = array_merge( $settings, $override );
			}
		}
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $parent->get_id() );
		$variation->set_attributes( array_map( 'sanitize_title', $combination ) );
		$variation->set_sku( $spec['sku'] . '-' . strtolower( implode( '-', $combination ) ) );
		shop_set_price_and_stock( $variation, $settings );
		$variation->save();
	}
}

/**
 * @param array<string, string[]> $values_by_taxonomy
 * @return array<int, array<string, string>> Every combination, e.g. [['pa_color' => 'Red', 'pa_size' => 'S'], …].
 */
function shop_combinations( array $values_by_taxonomy ): array {
	$combinations = array( array() );
	foreach ( $values_by_taxonomy as $taxonomy => $names ) {
		$next = array();
		foreach ( $combinations as $combination ) {
			foreach ( $names as $name ) {
				$next[] = $combination + array( $taxonomy => $name );
			}
		}
		$combinations = $next;
	}
	return $combinations;
}

/**
 * @param WC_Product           $product
 * @param array<string, mixed> $settings price, sale, stock (instock|outofstock|onbackorder), quantity.
 */
function shop_set_price_and_stock( WC_Product $product, array $settings ): void {
	$product->set_regular_price( $settings['price'] );
	if ( isset( $settings['sale'] ) ) {
		$product->set_sale_price( $settings['sale'] );
	}
	$stock = $settings['stock'] ?? 'instock';
	if ( isset( $settings['quantity'] ) ) {
		$product->set_manage_stock( true );
		$product->set_stock_quantity( $settings['quantity'] );
	} elseif ( 'onbackorder' === $stock ) {
		// A real backorder: stock is managed, none is left, and orders are still taken.
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 0 );
		$product->set_backorders( 'notify' );
	} else {
		$product->set_stock_status( $stock );
	}
}
