<?php
/**
 * The filters the replaced plugin (HUSKY / WOOF) showed, as our default filters.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Settings;

use ShopFilter\Form\Selection;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the filter part of `woof_settings` (shape read from WOOF's source, `views/woof.php` and `ext/by_*`):
 * `tax` (`[taxonomy => '1']`, the enabled taxonomies), `tax_type` (`[taxonomy => 'checkbox'|'radio'|'select'|
 * 'mselect'|'color'|'label'|'image'|...]`), `items_order` (comma list of taxonomies and `by_*` items, the order of
 * WOOF's sortable settings list; without it WOOF draws its `by_*` items, then the taxonomies), `by_price['show']`
 * (0 off, 1 and 3 sliders, 2 ranges dropdown, 4 text boxes, 5 ranges as radio buttons), `by_rating`,
 * `by_instock`, `by_onsales`, `by_sku`, `by_text` (`['show' => 0|1]`) and `excluded_terms` (`[taxonomy => '11,23']`).
 * Never throws: anything of another shape is ignored, and reported.
 */
final class WoofFilters {

	/** WOOF's `by_*` items and `[woof by_only]` names → our facets. */
	public const BY = [
		'by_price'   => 'price',
		'by_rating'  => 'rating',
		'by_instock' => 'stock',
		'by_onsales' => 'on_sale',
		'by_sku'     => 'sku',
		'by_text'    => 'sku',
	];

	/** WOOF's display types → ours; any other falls back to checkboxes. */
	private const TYPES = [
		'checkbox'         => 'checkbox',
		'radio'            => 'radio',
		'select'           => 'select',
		'mselect'          => 'multiselect',
		'color'            => 'swatch',
		'select_hierarchy' => 'select',
	];

	/** `by_price['show']` → our price type. */
	private const PRICE_TYPES = [
		1 => 'slider',
		2 => 'ranges-select',
		3 => 'slider',
		4 => 'text',
		5 => 'ranges-radio',
	];

	/**
	 * The facets WOOF showed, in its order, and what was taken over and what not.
	 *
	 * @param mixed $woof The `woof_settings` option, whatever it holds.
	 * @return array{facets: list<array{facet: string, type?: string}>, mapped: list<array{woof: string, woof_type: string, facet: string, type: string}>, skipped: list<array{woof: string, reason: string}>}
	 */
	public static function map( $woof ): array {
		$woof    = is_array( $woof ) ? $woof : [];
		$tax     = self::keyed( $woof['tax'] ?? null );
		$types   = self::keyed( $woof['tax_type'] ?? null );
		$out     = [
			'facets'  => [],
			'mapped'  => [],
			'skipped' => [],
		];
		foreach ( self::order( $woof, $tax ) as $key ) {
			if ( str_starts_with( $key, 'by_' ) ) {
				self::add_item( $out, $key, $woof[ $key ] ?? null );
			} elseif ( isset( $tax[ $key ] ) ) {
				self::add_taxonomy( $out, $key, is_string( $types[ $key ] ?? null ) ? $types[ $key ] : 'checkbox' );
			}
		}
		foreach ( self::keyed( $woof['excluded_terms'] ?? null ) as $taxonomy => $ids ) {
			if ( is_scalar( $ids ) && '' !== trim( (string) $ids ) ) {
				$out['skipped'][] = [
					'woof'   => sprintf( 'excluded_terms[%s]', $taxonomy ),
					'reason' => __( 'Excluded terms are not imported: the filter lists every term.', 'shop-filter' ),
				];
			}
		}
		return $out;
	}

	/**
	 * WOOF's drawing order: `items_order`, then items and taxonomies it does not list yet (`by_*` first).
	 *
	 * @param array<mixed>         $woof WOOF's settings.
	 * @param array<string, mixed> $tax  Enabled taxonomies.
	 * @return list<string>
	 */
	private static function order( array $woof, array $tax ): array {
		$listed = is_string( $woof['items_order'] ?? null ) ? array_map( 'trim', explode( ',', $woof['items_order'] ) ) : [];
		$items  = array_filter( array_keys( $woof ), static fn ( $key ): bool => is_string( $key ) && 1 === preg_match( '/^by_[a-z_]+$/', $key ) );
		return array_values( array_unique( array_filter( [ ...$listed, ...$items, ...array_keys( $tax ) ], static fn ( $key ): bool => is_string( $key ) && '' !== $key ) ) );
	}

	/**
	 * One `by_*` item, when WOOF showed it.
	 *
	 * @param array<string, list<array<string, string>>> $out  The result so far.
	 * @param string                                      $key The item.
	 * @param mixed                                       $item Its settings.
	 */
	private static function add_item( array &$out, string $key, $item ): void {
		$show = is_array( $item ) && is_numeric( $item['show'] ?? null ) ? (int) $item['show'] : 0;
		if ( $show <= 0 ) {
			return;
		}
		if ( ! isset( self::BY[ $key ] ) ) {
			$out['skipped'][] = [
				'woof'   => $key,
				'reason' => __( 'This filter has no equivalent here.', 'shop-filter' ),
			];
			return;
		}
		$facet = self::BY[ $key ];
		$type  = 'price' === $facet ? ( self::PRICE_TYPES[ $show ] ?? 'slider' ) : '';
		self::add( $out, $key, (string) $show, $facet, $type );
	}

	/**
	 * One enabled taxonomy.
	 *
	 * @param array<string, list<array<string, string>>> $out      The result so far.
	 * @param string                                      $taxonomy The taxonomy.
	 * @param string                                      $type     WOOF's display type.
	 */
	private static function add_taxonomy( array &$out, string $taxonomy, string $type ): void {
		if ( ! Selection::is_taxonomy_key( $taxonomy ) || ! taxonomy_exists( $taxonomy ) ) {
			$out['skipped'][] = [
				'woof'   => $taxonomy,
				'reason' => __( 'Not a product category, tag or attribute of this shop.', 'shop-filter' ),
			];
			return;
		}
		self::add( $out, $taxonomy, $type, $taxonomy, self::TYPES[ $type ] ?? 'checkbox' );
	}

	/**
	 * Adds a facet once (WOOF's `by_sku` and `by_text` are both our SKU search).
	 *
	 * @param array<string, list<array<string, string>>> $out       The result so far.
	 * @param string                                      $woof      WOOF's key.
	 * @param string                                      $woof_type WOOF's type.
	 * @param string                                      $facet     Our facet.
	 * @param string                                      $type      Our type ('' for facets of one look).
	 */
	private static function add( array &$out, string $woof, string $woof_type, string $facet, string $type ): void {
		if ( in_array( $facet, array_column( $out['facets'], 'facet' ), true ) ) {
			$out['skipped'][] = [
				'woof'   => $woof,
				'reason' => __( 'Shown once already, by another of its filters.', 'shop-filter' ),
			];
			return;
		}
		$out['facets'][] = [ 'facet' => $facet ] + ( '' === $type ? [] : [ 'type' => $type ] );
		$out['mapped'][] = [
			'woof'      => $woof,
			'woof_type' => $woof_type,
			'facet'     => $facet,
			'type'      => $type,
		];
	}

	/**
	 * An array with string keys only, else empty.
	 *
	 * @param mixed $value Value.
	 * @return array<string, mixed>
	 */
	private static function keyed( $value ): array {
		return is_array( $value ) ? array_filter( $value, 'is_string', ARRAY_FILTER_USE_KEY ) : [];
	}
}
