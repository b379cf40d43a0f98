<?php
/**
 * Renders a real page of the test site the way a front-end request would, without HTTP.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests\Support;

use WP_Query;

/**
 * Creates the content a page needs (inside the test's rolled-back transaction), runs WordPress's main query for its
 * URL, picks the template as wp-includes/template-loader.php does (so WooCommerce's template filters apply), and
 * renders it, collecting every PHP notice, warning and deprecation raised meanwhile.
 */
final class PageVisit {

	private const WOOCOMMERCE = [ 'shop', 'product', 'product_cat', 'product_tag', 'product_search', 'cart', 'checkout' ];

	/**
	 * Whether the page only exists with WooCommerce.
	 *
	 * @param string $what Page kind, as in TemplatesTest::real_pages().
	 */
	public function needs_woocommerce( string $what ): bool {
		return in_array( $what, self::WOOCOMMERCE, true );
	}

	/**
	 * The URL of a page of that kind, creating what it shows.
	 *
	 * @param string $what Page kind.
	 */
	public function url_of( string $what ): string {
		$post_id = wp_insert_post( [ 'post_title' => 'A post', 'post_status' => 'publish', 'post_content' => '<p>Text.</p>' ] );
		switch ( $what ) {
			case 'front':
				update_option( 'show_on_front', 'posts' );
				return home_url( '/' );
			case 'blog':
				update_option( 'show_on_front', 'page' );
				update_option( 'page_on_front', wp_insert_post( [ 'post_type' => 'page', 'post_title' => 'Front', 'post_status' => 'publish' ] ) );
				$blog = wp_insert_post( [ 'post_type' => 'page', 'post_title' => 'Blog', 'post_status' => 'publish' ] );
				update_option( 'page_for_posts', $blog );
				return (string) get_permalink( $blog );
			case 'post':
				return (string) get_permalink( $post_id );
			case 'page':
				return (string) get_permalink( wp_insert_post( [ 'post_type' => 'page', 'post_title' => 'A page', 'post_status' => 'publish' ] ) );
			case 'category':
				return (string) get_category_link( (int) get_option( 'default_category' ) );
			case 'search':
				return add_query_arg( 's', 'post', home_url( '/' ) );
			case '404':
				return add_query_arg( 'p', 999999, home_url( '/' ) );
		}
		$product = new \WC_Product_Simple();
		$product->set_name( 'A product' );
		$product->set_regular_price( '10' );
		$product->set_status( 'publish' );
		$product_id = $product->save();
		$category   = wp_insert_term( 'Things', 'product_cat' );
		$tag        = wp_insert_term( 'Useful', 'product_tag' );
		wp_set_object_terms( $product_id, [ $category['term_id'] ], 'product_cat' );
		wp_set_object_terms( $product_id, [ $tag['term_id'] ], 'product_tag' );
		return match ( $what ) {
			'shop' => (string) get_post_type_archive_link( 'product' ),
			'product' => (string) get_permalink( $product_id ),
			'product_cat' => (string) get_term_link( $category['term_id'], 'product_cat' ),
			'product_tag' => (string) get_term_link( $tag['term_id'], 'product_tag' ),
			'product_search' => add_query_arg( [ 's' => 'product', 'post_type' => 'product' ], home_url( '/' ) ),
			'cart' => (string) get_permalink( wc_get_page_id( 'cart' ) ),
			'checkout' => (string) get_permalink( wc_get_page_id( 'checkout' ) ),
		};
	}

	/**
	 * Renders the page at the URL.
	 *
	 * @param string $url Page URL on the test site.
	 * @return array{string, string, string[]} template id, HTML, PHP errors raised
	 */
	public function render( string $url ): array {
		global $wp, $wp_query, $wp_the_query, $_wp_current_template_id;

		$parts                  = wp_parse_url( $url );
		$_SERVER['REQUEST_URI'] = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		$_GET                   = [];
		parse_str( $parts['query'] ?? '', $_GET );

		$errors = [];
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the point of the test.
		set_error_handler(
			static function ( int $level, string $message, string $file, int $line ) use ( &$errors ): bool {
				$errors[] = "$message ($file:$line)";
				return true;
			}
		);
		try {
			$wp_the_query = new WP_Query();
			$wp_query     = $wp_the_query;
			// The booted WP object knows the query vars of the registered post types and taxonomies; the query
			// string is read from $_GET, and extra vars a former call set would otherwise stay.
			$wp->extra_query_vars = [];
			$wp->matched_rule     = '';
			$wp->matched_query    = '';
			$wp->main();
			if ( function_exists( 'wc_load_cart' ) ) {
				wc_load_cart();
			}
			$_wp_current_template_id = '';
			apply_filters( 'template_include', $this->template_file() );
			$html = $_wp_current_template_id ? get_the_block_template_html() : '';
		} finally {
			restore_error_handler();
			$_GET = [];
		}
		return [ (string) $_wp_current_template_id, $html, $errors ];
	}

	/**
	 * The template file wp-includes/template-loader.php would pick (the canvas for a block template).
	 */
	private function template_file(): string {
		$tags = [
			'is_404'               => 'get_404_template',
			'is_search'            => 'get_search_template',
			'is_front_page'        => 'get_front_page_template',
			'is_home'              => 'get_home_template',
			'is_post_type_archive' => 'get_post_type_archive_template',
			'is_tax'               => 'get_taxonomy_template',
			'is_page'              => 'get_page_template',
			'is_single'            => 'get_single_template',
			'is_category'          => 'get_category_template',
			'is_archive'           => 'get_archive_template',
		];
		foreach ( $tags as $tag => $getter ) {
			if ( call_user_func( $tag ) ) {
				$template = call_user_func( $getter );
				if ( $template ) {
					return $template;
				}
			}
		}
		return get_index_template();
	}
}
