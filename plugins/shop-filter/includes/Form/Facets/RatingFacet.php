<?php
/**
 * The rating filter.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;

defined( 'ABSPATH' ) || exit;

/**
 * Links carrying `min_rating` (spec 5: the rating is read from the clicked link), 4 down to 1 star; the chosen
 * one is marked current and links to the listing without it, so a second click unchooses it, with or without
 * JavaScript. A hidden input carries the value for the form's own submit.
 */
final class RatingFacet implements Facet {

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		$current = $input->selection->min_rating;
		$html    = '<input type="hidden" name="min_rating" value="' . esc_attr( (string) $current ) . '"><ul class="shop-filter__ratings">';
		for ( $stars = 4; $stars >= 1; $stars-- ) {
			$count = $input->facts->count( 'rating', $stars );
			if ( 0 === $count && $current !== $stars && $input->config->setting( 'hide_empty' ) ) {
				continue; // As for terms: a choice that would match nothing is hidden; the chosen one stays, to unchoose it.
			}
			$html .= sprintf(
				'<li><a class="shop-filter__rating" href="%s" data-rating="%d"%s><span class="shop-filter__stars" aria-hidden="true">%s</span> %s</a>%s</li>',
				esc_url( $input->link_with( 'min_rating', $current === $stars ? null : (string) $stars ) ),
				$stars,
				$current === $stars ? ' aria-current="true"' : '',
				str_repeat( '★', $stars ) . str_repeat( '☆', 5 - $stars ),
				/* translators: %d: number of stars */
				esc_html( sprintf( _n( '%d star & up', '%d stars & up', $stars, 'shop-filter' ), $stars ) ),
				$input->count_markup( $count )
			);
		}
		return $html . '</ul>';
	}
}
