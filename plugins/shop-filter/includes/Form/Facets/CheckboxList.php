<?php
/**
 * Terms as checkboxes; categories as a tree.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;
use ShopFilter\Form\TermRows;

defined( 'ABSPATH' ) || exit;

/**
 * A hierarchical taxonomy nests child lists, each with an open/close toggle (the core remembers its state by the
 * list's class). Top-level terms beyond the config's limit carry `shop-filter__extra`: with the core running they
 * hide behind a more/less button; a chosen one among them opens the facet (`is-expanded`). Without JavaScript
 * everything shows.
 */
final class CheckboxList implements Facet {

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		$rows = TermRows::of( $input );
		if ( ! $rows ) {
			return '';
		}
		$by_parent = [];
		$ids       = array_map( static fn ( array $row ): int => $row['term']->term_id, $rows );
		foreach ( $rows as $row ) {
			$parent                 = in_array( $row['term']->parent, $ids, true ) ? $row['term']->parent : 0;
			$by_parent[ $parent ][] = $row;
		}
		$top      = $by_parent[ 0 ] ?? [];
		$limit    = $input->config->more_limit;
		$expanded = false;
		foreach ( array_slice( $top, $limit ) as $row ) {
			$expanded = $expanded || $row['checked'];
		}
		$html = '<ul class="shop-filter__list' . ( $expanded ? ' is-expanded' : '' ) . '">' . $this->items( $input, $top, $by_parent, $limit ) . '</ul>';
		if ( count( $top ) > $limit ) {
			$html .= sprintf(
				'<button type="button" class="shop-filter__more" aria-expanded="%s" data-more="%s" data-less="%s">%s</button>',
				$expanded ? 'true' : 'false',
				esc_attr__( 'Show more', 'shop-filter' ),
				esc_attr__( 'Show less', 'shop-filter' ),
				$expanded ? esc_html__( 'Show less', 'shop-filter' ) : esc_html__( 'Show more', 'shop-filter' )
			);
		}
		return $html;
	}

	/**
	 * List items of one level.
	 *
	 * @param FacetInput                                   $input     The facet.
	 * @param list<array<string, mixed>>                   $rows      This level's rows.
	 * @param array<int, list<array<string, mixed>>>       $by_parent All rows by parent term id.
	 * @param int                                          $limit     Items shown before "more" (0: no limit).
	 */
	private function items( FacetInput $input, array $rows, array $by_parent, int $limit ): string {
		$html = '';
		foreach ( $rows as $index => $row ) {
			$term     = $row['term'];
			$children = $by_parent[ $term->term_id ] ?? [];
			$extra    = $limit > 0 && $index >= $limit ? ' class="shop-filter__extra"' : '';
			$html    .= '<li' . $extra . '><label><input type="checkbox"' . TermRows::input_attributes( $input, $row ) . '> '
				. esc_html( $term->name ) . '</label>' . $input->count_markup( $row['count'] );
			if ( $children ) {
				$html .= sprintf(
					'<button type="button" class="shop-filter__child-toggle" aria-expanded="true" aria-label="%s"></button><ul class="shop-filter__children shop-filter__children--%s">%s</ul>',
					/* translators: %s: parent category name */
					esc_attr( sprintf( __( 'Subcategories of %s', 'shop-filter' ), $term->name ) ),
					esc_attr( $term->slug ),
					$this->items( $input, $children, $by_parent, 0 )
				);
			}
			$html .= '</li>';
		}
		return $html;
	}
}
