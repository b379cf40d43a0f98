<?php
/**
 * The "default filters" setting: which facets a form shows when nobody chose any, in order, and how.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `default_filters` of `shop_filter_settings`: `{facets: [{facet: 'pa_color', type: 'swatch'}, {facet: 'rating'}],
 * more_limit: 6}`. The theme's filter slot, a bare `[shop_filter]` or `[woof]` and a block with no facets chosen
 * show these. Its part of the option's schema lives here and SettingsSchema composes it; the default depends on the
 * site (its attributes), so it is computed when nothing is stored rather than registered as a constant.
 */
final class DefaultFilters {

	/** Display types of term facets (categories, tags, attributes): FormConfig and the block's editor offer these. */
	public const TERM_TYPES = [ 'checkbox', 'radio', 'select', 'multiselect', 'swatch' ];

	/** Display types of the price facet. */
	public const PRICE_TYPES = [ 'slider', 'ranges-select', 'ranges-radio', 'text' ];

	/** Facets with one look only (no `type`). */
	public const FIXED_FACETS = [ 'rating', 'stock', 'on_sale', 'orderby', 'per_page', 'sku' ];

	/** Term facets: categories, tags and attributes (Selection::is_taxonomy_key()'s rule). */
	public const TERM_FACET_PATTERN = '^(product_cat|product_tag|pa_[a-z0-9_-]{1,28})$';

	/** Terms shown before "Show more", as the block's editor allows. */
	public const MORE_LIMIT_MIN = 1;
	public const MORE_LIMIT_MAX = 30;
	public const MORE_LIMIT     = 6;

	/** More facets than there are kinds on a large shop would be a mistake. */
	public const MAX_FACETS = 60;

	/**
	 * JSON schema of `default_filters`. A facet's `type` must suit its kind: each item matches one of three shapes,
	 * so `{facet: 'price', type: 'swatch'}` is refused with a 400 that names the item.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$facet = static fn ( array $facet, array $types = [] ): array => [
			'type'                 => 'object',
			'properties'           => [ 'facet' => [ 'type' => 'string' ] + $facet ] + ( $types ? [ 'type' => [ 'type' => 'string', 'enum' => $types ] ] : [] ),
			'required'             => $types ? [ 'facet', 'type' ] : [ 'facet' ],
			'additionalProperties' => false,
		];
		return [
			'type'                 => 'object',
			'properties'           => [
				'facets'     => [
					'type'     => 'array',
					'maxItems' => self::MAX_FACETS,
					// The union of the shapes is stated too: WordPress closes every object schema it serves
					// (rest_default_additional_properties_to_false()), the items' own included.
					'items'    => [
						'type'                 => 'object',
						'properties'           => [
							'facet' => [ 'type' => 'string' ],
							'type'  => [ 'type' => 'string' ],
						],
						'required'             => [ 'facet' ],
						'additionalProperties' => false,
						'anyOf'                => [
							$facet( [ 'pattern' => self::TERM_FACET_PATTERN ], self::TERM_TYPES ),
							$facet( [ 'enum' => [ 'price' ] ], self::PRICE_TYPES ),
							$facet( [ 'enum' => self::FIXED_FACETS ] ),
						],
					],
				],
				'more_limit' => [
					'type'    => 'integer',
					'minimum' => self::MORE_LIMIT_MIN,
					'maximum' => self::MORE_LIMIT_MAX,
				],
			],
			'required'             => [ 'facets', 'more_limit' ],
			'additionalProperties' => false,
		];
	}

	/**
	 * The default of this site: categories, every product attribute (as colour swatches when one of its terms has a
	 * colour, term meta `color`, else checkboxes), the price slider, rating, stock and on sale.
	 *
	 * @return array{facets: list<array{facet: string, type?: string}>, more_limit: int}
	 */
	public static function site_default(): array {
		$attributes = function_exists( 'wc_get_attribute_taxonomy_names' ) ? wc_get_attribute_taxonomy_names() : [];
		$coloured   = self::coloured( $attributes );
		$facets     = [
			[
				'facet' => 'product_cat',
				'type'  => 'checkbox',
			],
		];
		foreach ( $attributes as $taxonomy ) {
			if ( 1 === preg_match( '/' . self::TERM_FACET_PATTERN . '/', $taxonomy ) ) {
				$facets[] = [
					'facet' => $taxonomy,
					'type'  => in_array( $taxonomy, $coloured, true ) ? 'swatch' : 'checkbox',
				];
			}
		}
		$facets[] = [
			'facet' => 'price',
			'type'  => 'slider',
		];
		foreach ( [ 'rating', 'stock', 'on_sale' ] as $fixed ) {
			$facets[] = [ 'facet' => $fixed ];
		}
		return [
			'facets'     => $facets,
			'more_limit' => self::MORE_LIMIT,
		];
	}

	/**
	 * A stored value, when it matches the schema, with a facet listed twice kept once (the first); null otherwise.
	 *
	 * @param mixed $value Stored value.
	 * @return array{facets: list<array{facet: string, type?: string}>, more_limit: int}|null
	 */
	public static function valid( $value ): ?array {
		if ( ! is_array( $value ) || true !== rest_validate_value_from_schema( $value, self::schema(), 'default_filters' ) ) {
			return null;
		}
		$facets = [];
		foreach ( $value['facets'] as $item ) {
			$facets[ $item['facet'] ] ??= array_intersect_key( $item, [ 'facet' => 0, 'type' => 0 ] );
		}
		return [
			'facets'     => array_values( $facets ),
			'more_limit' => (int) $value['more_limit'],
		];
	}

	/**
	 * The form config the setting gives (FormConfig::from_array() keys).
	 *
	 * @param array{facets: list<array{facet: string, type?: string}>, more_limit: int} $filters The setting.
	 * @return array{facets: list<string>, types: array<string, string>, more_limit: int}
	 */
	public static function config( array $filters ): array {
		$types = [];
		foreach ( $filters['facets'] as $item ) {
			if ( isset( $item['type'] ) ) {
				$types[ $item['facet'] ] = $item['type'];
			}
		}
		return [
			'facets'     => array_column( $filters['facets'], 'facet' ),
			'types'      => $types,
			'more_limit' => $filters['more_limit'],
		];
	}

	/**
	 * The attributes among $taxonomies that have a term with a colour (one query for all).
	 *
	 * @param list<string> $taxonomies Attribute taxonomies.
	 * @return list<string>
	 */
	private static function coloured( array $taxonomies ): array {
		$registered = array_values( array_filter( $taxonomies, 'taxonomy_exists' ) );
		if ( ! $registered ) {
			return [];
		}
		$terms = get_terms(
			[
				'taxonomy'   => $registered,
				'hide_empty' => false,
				'meta_query' => [ [ 'key' => 'color', 'compare' => 'EXISTS' ] ], // phpcs:ignore WordPress.DB.SlowDBQuery -- admin default, once per request at most.
			]
		);
		return is_array( $terms ) ? array_values( array_unique( wp_list_pluck( $terms, 'taxonomy' ) ) ) : [];
	}
}
