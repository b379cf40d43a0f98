<?php
/**
 * The top panel: one chip per active value, "Clear all".
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * Each chip is a link to the listing without its value (so it works without JavaScript) in the role of a button
 * named "Remove filter: Red"; the price is one chip for both bounds (spec 3). The core removes values in place.
 */
final class Chips {

	/**
	 * The panel's content ('' when nothing is chosen).
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param FormConfig $config    The form's config.
	 */
	public static function render( Selection $selection, FormConfig $config ): string {
		$html = '';
		foreach ( self::items( $selection, $config ) as [ $key, $value, $label ] ) {
			$html .= sprintf(
				'<li><a class="shop-filter__chip" role="button" href="%s" data-key="%s" data-value="%s" aria-label="%s">%s</a></li>',
				esc_url( $selection->without( $key, '' === $value ? null : $value )->link( $config->action ) ),
				esc_attr( $key ),
				esc_attr( $value ),
				/* translators: %s: the filter value, such as "Red" */
				esc_attr( sprintf( __( 'Remove filter: %s', 'shop-filter' ), $label ) ),
				esc_html( $label )
			);
		}
		if ( '' === $html ) {
			return '';
		}
		return '<ul class="shop-filter__chip-list">' . $html . '</ul>'
			. sprintf( '<a class="shop-filter__clear" role="button" href="%s">%s</a>', esc_url( $config->action ), esc_html__( 'Clear all', 'shop-filter' ) );
	}

	/**
	 * The active values: key, value (a slug, or '' for a whole parameter), label.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param FormConfig $config    The form's config (the price is shown as its price facet shows it).
	 * @return list<array{0: string, 1: string, 2: string}>
	 */
	public static function items( Selection $selection, FormConfig $config ): array {
		$items = [];
		foreach ( $selection->terms as $taxonomy => $slugs ) {
			foreach ( $slugs as $slug ) {
				$term    = get_term_by( 'slug', $slug, $taxonomy );
				$items[] = [ $taxonomy, $slug, $term instanceof \WP_Term ? $term->name : $slug ];
			}
		}
		if ( null !== $selection->min_price || null !== $selection->max_price ) {
			/* translators: %s: price range, such as "$10.00 – $50.00" */
			$source  = 'slider' === $config->type( 'price' ) ? 'slider' : 'text';
			$shown   = static fn ( ?float $price ): ?float => null === $price ? null : $config->shown_price()->shown( $price, $source );
			$items[] = [ 'price', '', sprintf( __( 'Price: %s', 'shop-filter' ), PriceFormat::range( $shown( $selection->min_price ), $shown( $selection->max_price ) ) ) ];
		}
		if ( null !== $selection->min_rating ) {
			/* translators: %d: number of stars */
			$items[] = [ 'min_rating', '', sprintf( _n( 'Rated %d star & up', 'Rated %d stars & up', $selection->min_rating, 'shop-filter' ), $selection->min_rating ) ];
		}
		if ( $selection->in_stock ) {
			$items[] = [ 'stock', '', __( 'In stock', 'shop-filter' ) ];
		}
		if ( $selection->on_sale ) {
			$items[] = [ 'on_sale', '', __( 'On sale', 'shop-filter' ) ];
		}
		if ( '' !== $selection->sku ) {
			/* translators: %s: searched SKU */
			$items[] = [ 'sku', '', sprintf( __( 'SKU: %s', 'shop-filter' ), $selection->sku ) ];
		}
		return $items;
	}
}
