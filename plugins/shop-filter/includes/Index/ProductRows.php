<?php
/**
 * What the index holds for one product.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * The rows of one product and of its variations, read through WooCommerce's CRUD objects so every way of storing a
 * product (the post tables today) is read the same way WooCommerce reads it.
 */
final class ProductRows {

	public const STOCK_OUT       = 0;
	public const STOCK_IN        = 1;
	public const STOCK_BACKORDER = 2;

	/**
	 * Rows of a published product and its published variations; none for anything else (drafts, private, trashed).
	 *
	 * @return list<array{object_id: int, parent_id: int, facet: string, value: int}>
	 */
	public static function for_product( WC_Product $product ): array {
		if ( 'publish' !== $product->get_status( 'edit' ) || $product->get_parent_id( 'edit' ) > 0 ) {
			return [];
		}
		$id   = $product->get_id();
		$rows = [];
		foreach ( self::category_ids( $id ) as $term_id ) {
			$rows[] = self::row( $id, 0, 'product_cat', $term_id );
		}
		foreach ( wc_get_product_term_ids( $id, 'product_tag' ) as $term_id ) {
			$rows[] = self::row( $id, 0, 'product_tag', (int) $term_id );
		}
		foreach ( $product->get_attributes( 'edit' ) as $attribute ) {
			if ( is_object( $attribute ) && $attribute->is_taxonomy() ) {
				foreach ( $attribute->get_options() as $term_id ) {
					$rows[] = self::row( $id, 0, $attribute->get_name(), (int) $term_id );
				}
			}
		}
		$rows[] = self::row( $id, 0, 'stock', self::stock_value( $product->get_stock_status( 'edit' ) ) );
		if ( $product->is_on_sale( 'edit' ) ) {
			$rows[] = self::row( $id, 0, 'on_sale', 1 );
		}
		$rows[] = self::row( $id, 0, 'rating', (int) floor( (float) $product->get_average_rating( 'edit' ) ) );

		foreach ( $product->get_children() as $child_id ) {
			$variation = wc_get_product( $child_id );
			if ( $variation instanceof WC_Product && 'publish' === $variation->get_status( 'edit' ) ) {
				array_push( $rows, ...self::variation_rows( $variation, $id ) );
			}
		}
		return array_values( array_unique( $rows, SORT_REGULAR ) );
	}

	/**
	 * A variation's own attribute values ("any" gives none: the product's rows already list every option), stock and
	 * sale, so a variable product matches a colour one of its variations has.
	 *
	 * @return list<array{object_id: int, parent_id: int, facet: string, value: int}>
	 */
	private static function variation_rows( WC_Product $variation, int $parent_id ): array {
		$id   = $variation->get_id();
		$rows = [];
		foreach ( $variation->get_attributes( 'edit' ) as $taxonomy => $slug ) {
			if ( is_string( $slug ) && '' !== $slug && taxonomy_exists( (string) $taxonomy ) ) {
				$term = get_term_by( 'slug', $slug, (string) $taxonomy );
				if ( $term instanceof \WP_Term ) {
					$rows[] = self::row( $id, $parent_id, (string) $taxonomy, $term->term_id );
				}
			}
		}
		$rows[] = self::row( $id, $parent_id, 'stock', self::stock_value( $variation->get_stock_status( 'edit' ) ) );
		if ( $variation->is_on_sale( 'edit' ) ) {
			$rows[] = self::row( $id, $parent_id, 'on_sale', 1 );
		}
		return $rows;
	}

	/**
	 * The product's categories with their ancestors, so a parent category's listing and filter match its children.
	 *
	 * @return list<int>
	 */
	private static function category_ids( int $product_id ): array {
		$ids = [];
		foreach ( wc_get_product_term_ids( $product_id, 'product_cat' ) as $term_id ) {
			$ids[] = (int) $term_id;
			foreach ( get_ancestors( (int) $term_id, 'product_cat', 'taxonomy' ) as $ancestor ) {
				$ids[] = (int) $ancestor;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/** The index value of a WooCommerce stock status. */
	public static function stock_value( string $status ): int {
		return match ( $status ) {
			'instock'     => self::STOCK_IN,
			'onbackorder' => self::STOCK_BACKORDER,
			default       => self::STOCK_OUT,
		};
	}

	/**
	 * One row.
	 *
	 * @return array{object_id: int, parent_id: int, facet: string, value: int}
	 */
	private static function row( int $object_id, int $parent_id, string $facet, int $value ): array {
		return [
			'object_id' => $object_id,
			'parent_id' => $parent_id,
			'facet'     => $facet,
			'value'     => $value,
		];
	}
}
