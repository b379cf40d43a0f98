<?php
/**
 * Prices as the shopper sees them: a currency switcher's rate and the tax factor.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * The filters `shop_filter_currency_rate` and `shop_filter_tax_factor` (1 each by default) say how the shop's prices
 * are shown. Spec 5 gives the way back, which this class and src/frontend/price.ts both follow: number boxes are
 * divided by the rate and rounded up to a cent; slider values by the rate and the tax factor. So the form draws
 * boxes at price × rate, and the slider (its handles, ticks and the boxes beside it) at price × rate × tax factor.
 */
final class ShownPrice {

	/**
	 * Constructor.
	 *
	 * @param float $rate Currency rate.
	 * @param float $tax  Tax factor.
	 */
	public function __construct( public readonly float $rate = 1.0, public readonly float $tax = 1.0 ) {}

	/** The rate and factor of the filters; a value that is not a positive number counts as 1. */
	public static function from_filters(): self {
		$positive = static fn ( $value ): float => is_numeric( $value ) && (float) $value > 0 ? (float) $value : 1.0;
		return new self( $positive( apply_filters( 'shop_filter_currency_rate', 1.0 ) ), $positive( apply_filters( 'shop_filter_tax_factor', 1.0 ) ) );
	}

	/**
	 * What a shop price is multiplied by to be shown.
	 *
	 * @param string $source `slider` or `text`.
	 */
	public function factor( string $source ): float {
		return 'slider' === $source ? $this->rate * $this->tax : $this->rate;
	}

	/**
	 * A shop price as shown.
	 *
	 * @param float  $price  Shop price.
	 * @param string $source `slider` or `text`.
	 */
	public function shown( float $price, string $source ): float {
		return round( $price * $this->factor( $source ), 2 );
	}

	/**
	 * A shown value back in the shop's prices (spec 5).
	 *
	 * @param float  $value  Shown value.
	 * @param string $source `slider` or `text`.
	 */
	public function to_shop( float $value, string $source ): float {
		if ( 'slider' === $source ) {
			return round( $value / $this->rate / $this->tax, 2 );
		}
		return ceil( $value / $this->rate * 100 - 1e-9 ) / 100;
	}

	/** Whether prices are shown as they are. */
	public function is_identity(): bool {
		return 1.0 === $this->rate && 1.0 === $this->tax;
	}
}
