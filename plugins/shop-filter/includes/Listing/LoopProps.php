<?php
/**
 * WooCommerce's loop properties for a filtered page.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Listing;

defined( 'ABSPATH' ) || exit;

/**
 * The loop templates (columns, result count, pagination) read these rather than the query.
 */
final class LoopProps {

	/** Sets up the loop for a page of a filtered listing. */
	public static function setup( int $total, int $per_page, int $paged ): void {
		wc_setup_loop(
			[
				'name'         => 'shop-filter',
				'is_paginated' => true,
				'is_filtered'  => true,
				'total'        => $total,
				'total_pages'  => (int) ceil( $total / max( 1, $per_page ) ),
				'per_page'     => $per_page,
				'current_page' => $paged,
			]
		);
	}
}
