<?php
/**
 * Counts and bounds for a form rendered in a page.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Query\Context;
use ShopFilter\Query\Engine;
use ShopFilter\Query\FilterState;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the server part's engine (DESIGN.md "Query\Engine") for the form's facets; without an engine (tests), or
 * when the context is refused, the terms' own product counts and the catalogue's price bounds from WooCommerce's
 * lookup table, so the form always renders.
 */
class FactsSource {

	/**
	 * Constructor.
	 *
	 * @param Engine|null $engine The engine.
	 */
	public function __construct( private ?Engine $engine = null ) {}

	/**
	 * Facts for a selection.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param FormConfig $config    The form's config.
	 */
	public function facts( Selection $selection, FormConfig $config ): Facts {
		return $this->from_engine( $selection, $config ) ?? new Facts( [], $this->price_bounds() );
	}

	/**
	 * The engine's result, or null without the engine.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param FormConfig $config    The form's config.
	 */
	protected function from_engine( Selection $selection, FormConfig $config ): ?Facts {
		if ( null === $this->engine ) {
			return null;
		}
		$facets  = array_values( array_filter( $config->facets, [ Context::class, 'accepts' ] ) );
		$state   = FilterState::from_params( $selection->to_params(), false );
		$context = Context::from_store( $config->base, $facets );
		if ( ! $state instanceof FilterState || ! $context instanceof Context ) {
			return null;
		}
		return Facts::from_result( $this->engine->run( $state, $context ) );
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
