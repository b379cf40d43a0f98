<?php
/**
 * Page id and type of the page being rendered, for the beacon.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the main query, so it is the same for every visitor of the URL (safe in cached pages). The type is the
 * post type of a single post or of a post type archive (WooCommerce's shop: `product`), or a kind of page:
 * `home`, `archive`, `search`, `404`.
 */
final class PageContext {

	/**
	 * Post id of the page: the post shown, the posts page, WooCommerce's shop page; 0 otherwise.
	 */
	public function page_id(): int {
		if ( is_singular() ) {
			return (int) get_queried_object_id();
		}
		if ( is_home() && ! is_front_page() ) {
			return (int) get_option( 'page_for_posts' );
		}
		if ( function_exists( 'is_shop' ) && function_exists( 'wc_get_page_id' ) && is_shop() ) {
			return max( 0, (int) wc_get_page_id( 'shop' ) );
		}
		return 0;
	}

	/**
	 * Post type or kind of page (at most 20 characters of `a-z0-9_-`).
	 */
	public function type(): string {
		$type = '';
		if ( is_singular() ) {
			$type = (string) get_post_type( get_queried_object_id() );
		} elseif ( is_post_type_archive() ) {
			$query = get_query_var( 'post_type' );
			$type  = (string) ( is_array( $query ) ? reset( $query ) : $query );
		} elseif ( is_front_page() || is_home() ) {
			$type = 'home';
		} elseif ( is_search() ) {
			$type = 'search';
		} elseif ( is_404() ) {
			$type = '404';
		} elseif ( is_archive() ) {
			$type = 'archive';
		}
		return substr( sanitize_key( $type ), 0, 20 );
	}
}
