<?php
/**
 * Facet names.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

defined( 'ABSPATH' ) || exit;

/**
 * The legend of each facet: a taxonomy's singular name (an attribute's label), or a fixed one.
 */
final class FacetLabels {

	/**
	 * A facet's name.
	 *
	 * @param string $key Facet key.
	 */
	public static function label( string $key ): string {
		$fixed = [
			'price'    => __( 'Price', 'shop-filter' ),
			'rating'   => __( 'Rating', 'shop-filter' ),
			'stock'    => __( 'Availability', 'shop-filter' ),
			'on_sale'  => __( 'On sale', 'shop-filter' ),
			'orderby'  => __( 'Sort by', 'shop-filter' ),
			'per_page' => __( 'Products per page', 'shop-filter' ),
			'sku'      => __( 'SKU', 'shop-filter' ),
		];
		if ( isset( $fixed[ $key ] ) ) {
			return $fixed[ $key ];
		}
		if ( str_starts_with( $key, 'pa_' ) ) {
			$label = function_exists( 'wc_attribute_label' ) ? wc_attribute_label( $key ) : $key;
			// An attribute WooCommerce has not cached yet is labelled by its key: its name reads better.
			return $label !== $key ? $label : ucfirst( str_replace( [ '-', '_' ], ' ', substr( $key, 3 ) ) );
		}
		$taxonomy = get_taxonomy( $key );
		return $taxonomy ? (string) $taxonomy->labels->singular_name : $key;
	}
}
