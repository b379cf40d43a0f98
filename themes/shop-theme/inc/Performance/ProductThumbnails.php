<?php
/**
 * The images of a product grid are read from the database together.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's product image block reads each product's image with two queries of its own (the attachment and its
 * metadata): 18 of the front page's queries (its two grids, nine products) and 32 of the shop's (sixteen). WordPress
 * primes those for the main blog loop only (update_post_thumbnail_cache()); this does it for every query of several
 * products on the storefront, in two queries whatever the grid's size.
 */
final class ProductThumbnails implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'the_posts', [ $this, 'prime' ], 10, 2 );
	}

	/**
	 * Primes the images of the products the query found.
	 *
	 * @param array<int, mixed>|mixed $posts The posts found (objects, or IDs for `fields => ids`).
	 * @param WP_Query|mixed          $query The query.
	 * @return array<int, mixed>|mixed The posts, unchanged.
	 */
	public function prime( $posts, $query ) {
		if ( ! is_admin() && $query instanceof WP_Query && is_array( $posts ) && count( $posts ) > 1 && self::asks_for_products( $query ) ) {
			update_post_thumbnail_cache( $query );
		}
		return $posts;
	}

	/**
	 * Whether the query is for products (alone or with other post types).
	 *
	 * @param WP_Query $query The query.
	 */
	private static function asks_for_products( WP_Query $query ): bool {
		return in_array( 'product', (array) $query->get( 'post_type' ), true );
	}
}
