<?php
/**
 * The pages of the site the cookie scanner loads.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cookies;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The home page, the newest post, and with WooCommerce the shop, the newest product and the cart: the templates
 * where a shop's scripts differ. Pages that do not exist are left out, and so are URLs of another origin (the
 * scanner reads each page from a same-origin iframe).
 */
final class ScanPages {

	/**
	 * The pages, as `{ label, url }`.
	 *
	 * @return list<array{label: string, url: string}>
	 */
	public function all(): array {
		$pages = [
			[
				'label' => __( 'Home page', 'shop-consent' ),
				'url'   => home_url( '/' ),
			],
		];
		$post = $this->newest( 'post' );
		if ( $post ) {
			$pages[] = [
				/* translators: %s: post title. */
				'label' => sprintf( __( 'Post: %s', 'shop-consent' ), get_the_title( $post ) ),
				'url'   => (string) get_permalink( $post ),
			];
		}
		if ( function_exists( 'wc_get_page_id' ) ) {
			$pages = array_merge( $pages, $this->shop_pages() );
		}

		/**
		 * Filters the pages the cookie scanner loads in the admin's browser.
		 *
		 * @param list<array{label: string, url: string}> $pages Label and same-origin URL of each page.
		 */
		$filtered = apply_filters( 'shop_consent_scan_pages', $pages );

		return $this->same_origin( is_array( $filtered ) ? $filtered : $pages );
	}

	/**
	 * Shop, newest product and cart, where they exist.
	 *
	 * @return list<array{label: string, url: string}>
	 */
	private function shop_pages(): array {
		$pages = [];
		$shop  = $this->published_page( (int) wc_get_page_id( 'shop' ) );
		if ( $shop ) {
			$pages[] = [
				'label' => __( 'Shop', 'shop-consent' ),
				'url'   => (string) get_permalink( $shop ),
			];
		}
		$product = $this->newest( 'product' );
		if ( $product ) {
			$pages[] = [
				/* translators: %s: product name. */
				'label' => sprintf( __( 'Product: %s', 'shop-consent' ), get_the_title( $product ) ),
				'url'   => (string) get_permalink( $product ),
			];
		}
		$cart = $this->published_page( (int) wc_get_page_id( 'cart' ) );
		if ( $cart ) {
			$pages[] = [
				'label' => __( 'Cart', 'shop-consent' ),
				'url'   => (string) get_permalink( $cart ),
			];
		}
		return $pages;
	}

	/**
	 * The newest published, public entry of a post type.
	 *
	 * @param string $post_type Post type.
	 */
	private function newest( string $post_type ): ?WP_Post {
		if ( ! post_type_exists( $post_type ) ) {
			return null;
		}
		$posts = get_posts(
			[
				'post_type'        => $post_type,
				'post_status'      => 'publish',
				'has_password'     => false,
				'numberposts'      => 1,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => false,
			]
		);
		return $posts[0] ?? null;
	}

	/**
	 * A published page by id, or null.
	 *
	 * @param int $id Page id (WooCommerce gives -1 for none).
	 */
	private function published_page( int $id ): ?WP_Post {
		$page = $id > 0 ? get_post( $id ) : null;
		return $page instanceof WP_Post && 'publish' === $page->post_status ? $page : null;
	}

	/**
	 * Keeps well-formed entries whose URL has the home page's scheme and host (and port).
	 *
	 * @param array<mixed> $pages Entries.
	 * @return list<array{label: string, url: string}>
	 */
	private function same_origin( array $pages ): array {
		$origin = $this->origin( home_url( '/' ) );
		$kept   = [];
		foreach ( $pages as $page ) {
			$url = is_array( $page ) && is_string( $page['url'] ?? null ) ? $page['url'] : '';
			if ( '' !== $url && $this->origin( $url ) === $origin ) {
				$kept[] = [
					// Titles come with HTML entities; the admin app prints the label as text.
					'label' => html_entity_decode( wp_strip_all_tags( (string) ( $page['label'] ?? $url ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
					'url'   => $url,
				];
			}
		}
		return $kept;
	}

	/**
	 * Scheme, host and port of a URL.
	 *
	 * @param string $url URL.
	 */
	private function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		return strtolower( ( $parts['scheme'] ?? '' ) . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
	}
}
