<?php
/**
 * The listing's markup for a page of filtered products.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Listing;

use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * `classic`: WooCommerce's loop templates, as a classic theme's archive prints them. `block`: the product-collection
 * block of the theme's archive-product template, rendered with the global main query replaced by a query over the
 * same products (the block, with an inherited query, renders a clone of it). That query primes the post, meta and
 * term caches of the page, so the templates make no query per product.
 */
final class ProductsMarkup {

	/**
	 * The listing markup.
	 *
	 * @param list<int> $ids      Products of the page, in order.
	 * @param string    $listing  'classic' or 'block'.
	 * @param int       $total    Products matching.
	 * @param int       $per_page Products per page.
	 * @param int       $paged    The page.
	 * @param string    $link     The filtered listing's URL: pagination links inside the markup are built on it.
	 * @param int       $columns  Columns of the classic loop; 0 for the shop's.
	 */
	public function render( array $ids, string $listing, int $total, int $per_page, int $paged, string $link, int $columns = 0 ): string {
		// get_pagenum_link() (the block's pagination) builds on the request's URI, here the REST route's.
		$request_uri            = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$path                   = (string) wp_parse_url( $link, PHP_URL_PATH );
		$query                  = (string) wp_parse_url( $link, PHP_URL_QUERY );
		$_SERVER['REQUEST_URI'] = $path . ( '' !== $query ? '?' . $query : '' );
		try {
			return $this->markup( $ids, $listing, $total, $per_page, $paged, $columns );
		} finally {
			if ( null === $request_uri ) {
				unset( $_SERVER['REQUEST_URI'] );
			} else {
				$_SERVER['REQUEST_URI'] = $request_uri;
			}
		}
	}

	/**
	 * The markup of one listing kind.
	 *
	 * @param list<int> $ids Products of the page.
	 */
	private function markup( array $ids, string $listing, int $total, int $per_page, int $paged, int $columns ): string {
		if ( 'block' === $listing ) {
			$block = ( new TemplateBlock() )->product_collection();
			if ( null !== $block ) {
				return $this->with_main_query( $ids, $total, $per_page, $paged, static fn (): string => render_block( $block ) );
			}
		}
		return $this->with_main_query(
			$ids,
			$total,
			$per_page,
			$paged,
			function () use ( $columns ): string {
				if ( $columns > 0 ) {
					wc_set_loop_prop( 'columns', $columns );
				}
				return $this->classic_loop();
			}
		);
	}

	/** WooCommerce's classic loop over the global query's posts (or its "no products" notice). */
	public function classic_loop(): string {
		global $wp_query;
		ob_start();
		if ( $wp_query->have_posts() ) {
			woocommerce_product_loop_start();
			while ( $wp_query->have_posts() ) {
				$wp_query->the_post();
				wc_get_template_part( 'content', 'product' );
			}
			woocommerce_product_loop_end();
		} else {
			wc_no_products_found();
		}
		return (string) ob_get_clean();
	}

	/**
	 * Runs the renderer with the main query (and WooCommerce's loop properties) set to the page, then restores them.
	 *
	 * @param list<int>        $ids    Products of the page.
	 * @param callable(): string $render Renders.
	 */
	private function with_main_query( array $ids, int $total, int $per_page, int $paged, callable $render ): string {
		global $wp_query, $wp_the_query, $post;
		$saved = [ $wp_query, $wp_the_query, $post ];

		// One query by primary key; it primes the post, meta and term caches of the page.
		$query = new WP_Query(
			[
				'post_type'           => 'product',
				'post__in'            => $ids ? $ids : [ 0 ],
				'orderby'             => 'post__in',
				'posts_per_page'      => max( 1, count( $ids ) ),
				'no_found_rows'       => true,
				'ignore_sticky_posts' => true,
			]
		);
		$query->set( 'paged', $paged );
		$query->set( 'posts_per_page', $per_page );
		$query->found_posts          = $total;
		$query->max_num_pages        = (int) ceil( $total / max( 1, $per_page ) );
		$query->is_archive           = true;
		$query->is_post_type_archive = true;
		$wp_query     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		$wp_the_query = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		LoopProps::setup( $total, $per_page, $paged );
		try {
			return $render();
		} finally {
			[ $wp_query, $wp_the_query, $post ] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			wp_reset_postdata();
			wc_reset_loop();
		}
	}
}
