<?php
/**
 * Counts and bounds for a form rendered in a page.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * Asks the server part's engine when it is there (DESIGN.md "Query\Engine"); until then, and if it fails, the
 * terms' own product counts and the catalogue's price bounds from WooCommerce's lookup table, so the form always
 * renders.
 */
class FactsSource {

	/**
	 * Facts for a selection.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param FormConfig $config    The form's config.
	 */
	public function facts( Selection $selection, FormConfig $config ): Facts {
		$engine = $this->from_engine( $selection, $config );
		return $engine ?? new Facts( [], $this->price_bounds() );
	}

	/**
	 * The engine's result, or null without the engine.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param FormConfig $config    The form's config.
	 */
	protected function from_engine( Selection $selection, FormConfig $config ): ?Facts {
		$run = apply_filters( 'shop_filter_form_result', null, $selection->to_params(), $config->facets, $config->base );
		return is_object( $run ) ? Facts::from_result( $run ) : null;
	}

	/**
	 * The catalogue's price bounds.
	 *
	 * @return array{min: float, max: float}
	 */
	private function price_bounds(): array {
		global $wpdb;
		$cached = wp_cache_get( 'price_bounds', 'shop_filter' );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's lookup table, cached just above.
		$row    = $wpdb->get_row( "SELECT MIN(min_price) AS low, MAX(max_price) AS high FROM {$wpdb->prefix}wc_product_meta_lookup", ARRAY_A );
		$bounds = [
			'min' => (float) ( $row['low'] ?? 0 ),
			'max' => (float) ( $row['high'] ?? 0 ),
		];
		wp_cache_set( 'price_bounds', $bounds, 'shop_filter', MINUTE_IN_SECONDS );
		return $bounds;
	}
}
