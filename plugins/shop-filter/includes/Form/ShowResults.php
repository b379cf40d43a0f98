<?php
/**
 * The phone panel's "Show N results" button.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * Closes the phone panel onto the products it filtered. N is the page's total as drawn; the core writes the total of
 * each redraw into it from the words carried here (`data-one`, `data-other`, with `%d`), so the text is translated
 * once, on the server. Shown only in the open panel (frontend.scss).
 */
final class ShowResults {

	/**
	 * The button, or '' where the form has no total (a form behind "Start filtering").
	 *
	 * @param int|null $total Products matching.
	 */
	public static function button( ?int $total ): string {
		if ( null === $total ) {
			return '';
		}
		/* translators: %d: products matching the filter. */
		$one = _n( 'Show %d result', 'Show %d results', 1, 'shop-filter' );
		/* translators: %d: products matching the filter. */
		$other = _n( 'Show %d result', 'Show %d results', 2, 'shop-filter' );
		/* translators: %d: products matching the filter. */
		$text = sprintf( _n( 'Show %d result', 'Show %d results', $total, 'shop-filter' ), $total );
		return sprintf(
			'<button type="button" class="shop-filter__show" data-one="%s" data-other="%s">%s</button>',
			esc_attr( $one ),
			esc_attr( $other ),
			esc_html( $text )
		);
	}
}
