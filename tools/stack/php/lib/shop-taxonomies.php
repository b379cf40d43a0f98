<?php
/**
 * Product categories (nested) and the global attributes pa_color and pa_size, for seed-shop.php.
 */

/**
 * @return array<string, int> Category term ids by name.
 */
function shop_seed_categories(): array {
	$tree = array(
		'Clothing'    => array( 'Tops', 'Hoodies' ),
		'Accessories' => array(),
	);
	$ids  = array();
	foreach ( $tree as $parent => $children ) {
		$ids[ $parent ] = shop_term_id( $parent, 'product_cat', 0 );
		foreach ( $children as $child ) {
			$ids[ $child ] = shop_term_id( $child, 'product_cat', $ids[ $parent ] );
		}
	}
	return $ids;
}

/**
 * Creates the global attributes and their terms.
 *
 * @return array<string, array<string, int>> Term ids by taxonomy and term name, e.g. ['pa_color' => ['Red' => 12]].
 */
function shop_seed_attributes(): array {
	$attributes = array(
		'Color' => array( 'Red', 'Blue', 'Green', 'Black' ),
		'Size'  => array( 'S', 'M', 'L', 'XL' ),
	);
	$terms      = array();
	foreach ( $attributes as $label => $values ) {
		$taxonomy = shop_attribute_taxonomy( $label );
		foreach ( $values as $order => $value ) {
			$term_id                        = shop_term_id( $value, $taxonomy, 0 );
			$terms[ $taxonomy ][ $value ] = $term_id;
			update_term_meta( $term_id, 'order', $order );
		}
	}
	delete_transient( 'wc_attribute_taxonomies' );
	return $terms;
}

/**
 * Finds or creates a global attribute, registered for this run too.
 *
 * @param string $label The attribute's name, e.g. 'Color'.
 * @return string Its taxonomy, e.g. 'pa_color'.
 */
function shop_attribute_taxonomy( string $label ): string {
	$slug     = sanitize_title( $label );
	$taxonomy = wc_attribute_taxonomy_name( $slug );
	if ( ! wc_attribute_taxonomy_id_by_name( $slug ) ) {
		wc_create_attribute(
			array(
				'name'         => $label,
				'slug'         => $slug,
				'type'         => 'select',
				'order_by'     => 'menu_order',
				'has_archives' => false,
			)
		);
	}
	// WooCommerce registers attribute taxonomies on init, which has passed: register this one for this run.
	if ( ! taxonomy_exists( $taxonomy ) ) {
		register_taxonomy( $taxonomy, array( 'product', 'product_variation' ), array( 'hierarchical' => false ) );
	}
	return $taxonomy;
}

/**
 * @param string $name
 * @param string $taxonomy
 * @param int    $parent
 * @return int The existing or new term's id.
 */
function shop_term_id( string $name, string $taxonomy, int $parent ): int {
	$existing = term_exists( $name, $taxonomy, $parent ?: null );
	if ( $existing ) {
		return (int) $existing['term_id'];
	}
	$created = wp_insert_term( $name, $taxonomy, array( 'parent' => $parent ) );
	if ( is_wp_error( $created ) ) {
		throw new RuntimeException( "{$taxonomy} term {$name}: " . $created->get_error_message() );
	}
	return (int) $created['term_id'];
}
