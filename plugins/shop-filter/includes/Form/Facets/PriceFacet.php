<?php
/**
 * The price filter.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;
use ShopFilter\Form\PlainSubmitPrices;
use ShopFilter\Form\PriceFormat;
use ShopFilter\Form\Selection;

defined( 'ABSPATH' ) || exit;

/**
 * `slider`: two native range inputs over the listing's price bounds with a grid of tick labels, plus the number
 * boxes `min_price` / `max_price` (the boxes carry the names, so the form submits without JavaScript; the core keeps
 * ranges and boxes in step). `text`: the boxes alone. `ranges-select` / `ranges-radio`: `price_range` with `-1`
 * for none and `min-max` otherwise (spec 5), turned into min_price / max_price by the core, and read as such by
 * the server on a plain submit (FilterState).
 */
final class PriceFacet implements Facet {

	/** Tick labels under the slider. */
	private const TICKS = 5;

	/**
	 * The facet's controls, in shown prices (ShownPrice: the slider's at price × rate × tax factor, the boxes' of
	 * `text` at price × rate); a plain submit says which in `price_shown`, so PlainSubmitPrices converts it back.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		if ( 'ranges-select' === $input->type || 'ranges-radio' === $input->type ) {
			return $this->ranges( $input );
		}
		$source = 'text' === $input->type ? 'text' : 'slider';
		$shown  = $input->config->shown_price();
		$bounds = $input->facts->price_bounds;
		$low    = floor( $shown->shown( $bounds['min'], $source ) );
		$high   = max( $low + 1, ceil( $shown->shown( $bounds['max'], $source ) ) );
		$values = [
			'min' => null === $input->selection->min_price ? null : $shown->shown( $input->selection->min_price, $source ),
			'max' => null === $input->selection->max_price ? null : $shown->shown( $input->selection->max_price, $source ),
		];
		$marker = $shown->is_identity() ? '' : '<input type="hidden" name="' . PlainSubmitPrices::PARAM . '" value="' . $source . '">';
		$slider = 'text' === $source ? '' : $this->slider( $values, $low, $high );
		return $slider . $this->boxes( $values, $low, $high ) . $marker;
	}

	/**
	 * The double-handle slider with its grid.
	 *
	 * @param array{min: float|null, max: float|null} $values Shown values.
	 * @param float                                   $low    Lowest bound.
	 * @param float                                   $high   Highest bound.
	 */
	private function slider( array $values, float $low, float $high ): string {
		$ranges = '';
		foreach ( [
			'min' => [ $values['min'] ?? $low, __( 'Minimum price', 'shop-filter' ) ],
			'max' => [ $values['max'] ?? $high, __( 'Maximum price', 'shop-filter' ) ],
		] as $end => [ $value, $label ] ) {
			$ranges .= sprintf(
				'<input type="range" class="shop-filter__range shop-filter__range--%s" min="%s" max="%s" step="1" value="%s" aria-label="%s">',
				$end,
				esc_attr( Selection::number( $low ) ),
				esc_attr( Selection::number( $high ) ),
				esc_attr( Selection::number( min( $high, max( $low, $value ) ) ) ),
				esc_attr( $label )
			);
		}
		$ticks = '';
		for ( $i = 0; $i < self::TICKS; $i++ ) {
			// Its place on the slider, a fraction of the track: the list is laid out from it, not from how many
			// ticks the browser has read (space-between moved the first ones while the page arrived).
			$at     = $i / ( self::TICKS - 1 );
			$ticks .= '<li style="--shop-filter-tick:' . esc_attr( (string) $at ) . '">' . esc_html( PriceFormat::text( round( $low + ( $high - $low ) * $at ) ) ) . '</li>';
		}
		return '<div class="shop-filter__slider">' . $ranges . '</div><ol class="shop-filter__ticks" aria-hidden="true">' . $ticks . '</ol>';
	}

	/**
	 * The two number boxes.
	 *
	 * @param array{min: float|null, max: float|null} $values Shown values.
	 * @param float                                   $low    Lowest bound.
	 * @param float                                   $high   Highest bound.
	 */
	private function boxes( array $values, float $low, float $high ): string {
		$html = '<div class="shop-filter__price-boxes">';
		foreach ( [
			'min_price' => [ $values['min'], __( 'Min', 'shop-filter' ), $low ],
			'max_price' => [ $values['max'], __( 'Max', 'shop-filter' ), $high ],
		] as $name => [ $value, $label, $placeholder ] ) {
			$html .= sprintf(
				'<label>%s <input type="number" name="%s" min="0" step="any" inputmode="decimal" value="%s" placeholder="%s"></label>',
				esc_html( $label ),
				$name,
				null === $value ? '' : esc_attr( Selection::number( $value ) ),
				esc_attr( Selection::number( $placeholder ) )
			);
		}
		return $html . '</div>';
	}

	/**
	 * Fixed ranges in a dropdown or as radio buttons.
	 *
	 * @param FacetInput $input The facet.
	 */
	private function ranges( FacetInput $input ): string {
		$current = null === $input->selection->min_price && null === $input->selection->max_price ? '-1'
			: Selection::number( (float) $input->selection->min_price ) . '-' . Selection::number( (float) $input->selection->max_price );
		$options = [ '-1' => __( 'Any price', 'shop-filter' ) ];
		$shown   = $input->config->shown_price();
		foreach ( $input->config->price_ranges as [ $min, $max ] ) {
			// The value stays in shop prices (the core and the server split it as it is); the label is shown prices.
			$options[ Selection::number( $min ) . '-' . Selection::number( $max ) ] = PriceFormat::range( $shown->shown( $min, 'text' ), $shown->shown( $max, 'text' ) );
		}
		$radio = 'ranges-radio' === $input->type;
		$html  = $radio ? '<ul class="shop-filter__list">' : '<select class="shop-filter__select" name="price_range" aria-label="' . esc_attr__( 'Price', 'shop-filter' ) . '">';
		foreach ( $options as $value => $label ) {
			$html .= $radio
				? sprintf( '<li><label><input type="radio" name="price_range" value="%s"%s> %s</label></li>', esc_attr( (string) $value ), checked( $current, (string) $value, false ), esc_html( $label ) )
				: sprintf( '<option value="%s"%s>%s</option>', esc_attr( (string) $value ), selected( $current, (string) $value, false ), esc_html( $label ) );
		}
		return $html . ( $radio ? '</ul>' : '</select>' );
	}
}
