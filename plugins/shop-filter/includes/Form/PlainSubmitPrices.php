<?php
/**
 * The shown prices of a plain form submit, back in the shop's prices.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Where a currency rate or tax factor applies, the price boxes show converted prices (ShownPrice), and the core
 * converts them back before it builds a link. Without JavaScript the boxes submit as shown: the price facet then adds
 * `price_shown=slider|text`, and this converts `min_price` / `max_price` back (spec 5's rules) before any query reads
 * them, so the link vocabulary stays in shop prices.
 */
final class PlainSubmitPrices implements Service {

	/** The marker the price facet adds when it shows converted prices. */
	public const PARAM = 'price_shown';

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'parse_request', [ $this, 'convert' ], 1 ); // After EmptyFields (0): empty boxes are gone.
	}

	/** Converts the request's price bounds. */
	public function convert(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public read-only GET.
		$source = $_GET[ self::PARAM ] ?? null;
		unset( $_GET[ self::PARAM ], $_REQUEST[ self::PARAM ] );
		if ( 'slider' !== $source && 'text' !== $source ) {
			return;
		}
		$shown = ShownPrice::from_filters();
		foreach ( [ 'min_price', 'max_price' ] as $name ) {
			$value = $_GET[ $name ] ?? null;
			if ( is_string( $value ) && is_numeric( $value ) && (float) $value >= 0 ) {
				$_GET[ $name ] = Selection::number( $shown->to_shop( (float) $value, $source ) );
				$_REQUEST[ $name ] = $_GET[ $name ];
			}
		}
		// phpcs:enable
	}
}
