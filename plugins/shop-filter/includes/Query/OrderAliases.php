<?php
/**
 * The replaced plugins' sort orders, mapped onto WooCommerce's six.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

defined( 'ABSPATH' ) || exit;

/**
 * HUSKY (WOOF) links and `[woof_products orderby="…" order="…"]` carry sort orders WooCommerce's sort select does not
 * have. Each one is mapped to WooCommerce's nearest (FilterState::ORDERS); the ones without a near order (title, random,
 * oldest first, last modified, SKU) are not kept: they are read as the shop's default sorting, never as an error, so a
 * bookmarked link still opens. README "Moving from HUSKY (WOOF)" lists both.
 */
final class OrderAliases {

	/** `orderby` (with `order` where WOOF reads it) => WooCommerce's order. */
	public const NEAREST = [
		'price-asc'        => 'price',
		'price_asc'        => 'price',
		'price_desc'       => 'price-desc',
		'date-desc'        => 'date',
		'date_desc'        => 'date',
		'sales'            => 'popularity',
		'total_sales'      => 'popularity',
		'average_rating'   => 'rating',
		'menu_order title' => 'menu_order',
		'default'          => 'menu_order',
	];

	/** WOOF's orders with no near WooCommerce order: read as the shop's default. */
	public const NOT_KEPT = [ 'title', 'title-asc', 'title-desc', 'name', 'rand', 'date-asc', 'date_asc', 'modified', 'id', 'sku', 'comment_count' ];

	/**
	 * The WooCommerce order of a HUSKY/WOOF `orderby` (and `order`), '' for the shop's default, or the value itself
	 * when it is neither (already WooCommerce's, or unknown: FilterState refuses it).
	 *
	 * @param string $orderby The link's or attribute's `orderby`.
	 * @param string $order   `asc` or `desc` where given (WOOF's `[woof_products]`), '' otherwise.
	 */
	public static function nearest( string $orderby, string $order = '' ): string {
		$key = strtolower( trim( $orderby ) );
		if ( 'desc' === strtolower( $order ) && in_array( $key, [ 'price', 'price-asc', 'price_asc' ], true ) ) {
			return 'price-desc';
		}
		if ( 'asc' === strtolower( $order ) && 'date' === $key ) {
			return ''; // Oldest first: not kept.
		}
		if ( in_array( $key, FilterState::ORDERS, true ) ) {
			return $key;
		}
		if ( in_array( $key, self::NOT_KEPT, true ) ) {
			return '';
		}
		return self::NEAREST[ $key ] ?? $orderby;
	}
}
