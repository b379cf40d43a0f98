<?php
/**
 * The terms of a taxonomy facet, with their counts and states.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * Loads a taxonomy's terms in their order and applies `hide_empty`: a term that would match nothing is left out,
 * or kept disabled with (0). A chosen term is always kept, so it can be unchosen.
 */
final class TermRows {

	/**
	 * The rows: term, count (null when unknown), chosen, disabled.
	 *
	 * @param FacetInput $input The facet.
	 * @return list<array{term: \WP_Term, count: int|null, checked: bool, disabled: bool}>
	 */
	public static function of( FacetInput $input ): array {
		$terms = get_terms(
			[
				'taxonomy'   => $input->key,
				'hide_empty' => false,
				'orderby'    => 'product_cat' === $input->key ? 'name' : 'term_order',
			]
		);
		if ( ! is_array( $terms ) ) {
			return [];
		}
		$chosen = $input->selection->slugs_of( $input->key );
		$hide   = (bool) $input->config->setting( 'hide_empty' );
		$known  = isset( $input->facts->counts[ $input->key ] );
		$rows   = [];
		foreach ( $terms as $term ) {
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			$count   = $known ? (int) $input->facts->count( $input->key, $term->term_id ) : (int) $term->count;
			$checked = in_array( $term->slug, $chosen, true );
			if ( 0 === $count && ! $checked && $hide ) {
				continue;
			}
			$rows[] = [
				'term'     => $term,
				'count'    => $count,
				'checked'  => $checked,
				'disabled' => 0 === $count && ! $checked,
			];
		}
		return $rows;
	}

	/**
	 * The input's name: `pa_color[]` for lists, `pa_color` for single choices.
	 *
	 * @param FacetInput $input The facet.
	 */
	public static function name( FacetInput $input ): string {
		return in_array( $input->type, [ 'radio', 'select' ], true ) ? $input->key : $input->key . '[]';
	}

	/**
	 * Attributes shared by a term's input.
	 *
	 * @param FacetInput                                                          $input The facet.
	 * @param array{term: \WP_Term, count: int|null, checked: bool, disabled: bool} $row   The row.
	 */
	public static function input_attributes( FacetInput $input, array $row ): string {
		return sprintf(
			' name="%s" value="%s" data-term-id="%d"%s%s',
			esc_attr( self::name( $input ) ),
			esc_attr( $row['term']->slug ),
			(int) $row['term']->term_id,
			$row['checked'] ? ' checked' : '',
			$row['disabled'] ? ' disabled' : ''
		);
	}
}
