<?php
/**
 * A logged-in shopper's wishlist, kept in user meta.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * The list is one user meta value (product ids, in the order they were wished). Ids of products that were deleted or
 * unpublished since are dropped when read, so the wishlist page never asks the Store API for a product it cannot show.
 */
final class WishlistStorage {

	/** User meta key. */
	public const META = 'shop_theme_wishlist';

	/** Most products a list holds: bounds the meta value and the wishlist page's Store API request. */
	public const MAX = 100;

	/**
	 * The products of a user's list that can still be shown.
	 *
	 * @param int $user_id User.
	 * @return list<int>
	 */
	public function get( int $user_id ): array {
		$stored = get_user_meta( $user_id, self::META, true );
		$ids    = is_array( $stored ) ? array_map( 'intval', $stored ) : [];
		return array_values( array_filter( $ids, [ self::class, 'is_wishable' ] ) );
	}

	/**
	 * Replaces a user's list.
	 *
	 * @param int       $user_id User.
	 * @param list<int> $ids     Validated product ids.
	 */
	public function set( int $user_id, array $ids ): void {
		update_user_meta( $user_id, self::META, array_values( array_unique( $ids ) ) );
	}

	/**
	 * Whether an id is a published product (simple, variable...; a variation is chosen in the cart, not wished).
	 *
	 * @param int $id Post id.
	 */
	public static function is_wishable( int $id ): bool {
		return $id > 0 && 'product' === get_post_type( $id ) && 'publish' === get_post_status( $id );
	}
}
