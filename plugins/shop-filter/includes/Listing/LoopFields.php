<?php
/**
 * The result count and pagination of a filtered page.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Listing;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's own templates (a theme's overrides apply), called directly: woocommerce_result_count() and
 * woocommerce_pagination() print nothing outside a shop page (woocommerce_products_will_display()), as in a REST request.
 * Keyed by the selector of the element each replaces (spec "Filter response": additional_fields).
 */
final class LoopFields {

	/**
	 * Selector => markup.
	 *
	 * @param string $link The filtered listing's link, the page number added to it for each pagination link.
	 * @return array<string, string>
	 */
	public function render( int $total, int $per_page, int $paged, string $link ): array {
		LoopProps::setup( $total, $per_page, $paged );
		ob_start();
		wc_get_template( 'loop/result-count.php', [ 'total' => $total, 'per_page' => $per_page, 'current' => $paged, 'orderedby' => '' ] );
		$count = (string) ob_get_clean();
		ob_start();
		wc_get_template(
			'loop/pagination.php',
			[
				'total'   => (int) ceil( $total / max( 1, $per_page ) ),
				'current' => $paged,
				'base'    => str_replace( '999999999', '%#%', esc_url_raw( add_query_arg( 'paged', '999999999', remove_query_arg( 'paged', $link ) ) ) ),
				'format'  => '',
			]
		);
		$pagination = (string) ob_get_clean();
		wc_reset_loop();
		return [
			'.woocommerce-result-count' => $count,
			'.woocommerce-pagination'   => $pagination,
		];
	}
}
