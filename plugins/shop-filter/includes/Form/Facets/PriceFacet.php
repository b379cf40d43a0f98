<?php
/**
 * The price filter.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;
use ShopFilter\Form\PriceFormat;
use ShopFilter\Form\Selection;

defined( 'ABSPATH' ) || exit;

/**
 * `slider`: two native range inputs over the listing's price bounds with a grid of tick labels, plus the number
 * boxes `min_price` / `max_price` (the boxes carry the names, so the form submits without JavaScript; the core keeps
 * ranges and boxes in step). `text`: the boxes alone. `ranges-select` / `ranges-radio`: `price_range` with `-1`
 * for none and `min-max` otherwise (spec 5), turned into min_price / max_price by the core.
 */
final class PriceFacet implements Facet {

	/** Tick labels under the slider. */
	private const TICKS = 5;

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		$bounds = $input->facts->price_bounds;
		$low    = floor( $bounds['min'] );
		$high   = max( $low + 1, ceil( $bounds['max'] ) );
		return match ( $input->type ) {
			'ranges-select', 'ranges-radio' => $this->ranges( $input ),
			'text' => $this->boxes( $input, $low, $high ),
			default => $this->slider( $input, $low, $high ) . $this->boxes( $input, $low, $high ),
		};
	}

	/**
	 * The double-handle slider with its grid.
	 *
	 * @param FacetInput $input The facet.
	 * @param float      $low   Lowest bound.
	 * @param float      $high  Highest bound.
	 */
	private function slider( FacetInput $input, float $low, float $high ): string {
		$selection = $input->selection;
		$ranges    = '';
		foreach ( [
			'min' => [ $selection->min_price ?? $low, __( 'Minimum price', 'shop-filter' ) ],
			'max' => [ $selection->max_price ?? $high, __( 'Maximum price', 'shop-filter' ) ],
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
			$ticks .= '<li>' . esc_html( PriceFormat::text( round( $low + ( $high - $low ) * $i / ( self::TICKS - 1 ) ) ) ) . '</li>';
		}
		return '<div class="shop-filter__slider">' . $ranges . '</div><ol class="shop-filter__ticks" aria-hidden="true">' . $ticks . '</ol>';
	}

	/**
	 * The two number boxes.
	 *
	 * @param FacetInput $input The facet.
	 * @param float      $low   Lowest bound.
	 * @param float      $high  Highest bound.
	 */
	private function boxes( FacetInput $input, float $low, float $high ): string {
		$html = '<div class="shop-filter__price-boxes">';
		foreach ( [
			'min_price' => [ $input->selection->min_price, __( 'Min', 'shop-filter' ), $low ],
			'max_price' => [ $input->selection->max_price, __( 'Max', 'shop-filter' ), $high ],
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
		foreach ( $input->config->price_ranges as [ $min, $max ] ) {
			$options[ Selection::number( $min ) . '-' . Selection::number( $max ) ] = PriceFormat::range( $min, $max );
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
