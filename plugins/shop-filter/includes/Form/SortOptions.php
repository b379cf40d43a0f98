<?php
/**
 * The sort orders and page sizes the form offers.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's own `orderby` values (DESIGN.md), labelled as WooCommerce labels them.
 */
final class SortOptions {

	/** Page sizes offered by the products-per-page filter. */
	public const PER_PAGE = [ 12, 24, 36, 48 ];

	/**
	 * Sort orders by value.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return [
			'menu_order' => __( 'Default sorting', 'shop-filter' ),
			'popularity' => __( 'Sort by popularity', 'shop-filter' ),
			'rating'     => __( 'Sort by average rating', 'shop-filter' ),
			'date'       => __( 'Sort by latest', 'shop-filter' ),
			'price'      => __( 'Sort by price: low to high', 'shop-filter' ),
			'price-desc' => __( 'Sort by price: high to low', 'shop-filter' ),
		];
	}

	/**
	 * The values alone.
	 *
	 * @return list<string>
	 */
	public static function values(): array {
		return [ 'menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc' ];
	}
}
