<?php
/**
 * The argument schema of GET shop-filter/v1/results.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Rest;

use ShopFilter\Form\FormConfig;
use ShopFilter\Query\FilterState;

defined( 'ABSPATH' ) || exit;

/**
 * The fixed arguments, validated by the REST server (a 400 naming the argument). The `pa_*` parameters have no fixed
 * names: FilterState::from_params() validates them, with the same 400.
 */
final class ResultsArgs {

	/** One price range, `min-max`. */
	private const RANGE = '\\d+(\\.\\d+)?-\\d+(\\.\\d+)?';

	/**
	 * The schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		$slugs = [
			'type'      => [ 'string', 'array' ],
			'items'     => [ 'type' => 'string' ],
			'maxLength' => FilterState::MAX_LENGTH,
		];
		$price = [
			'type'    => 'string',
			'pattern' => '^(\d+(\.\d+)?)?$',
		];
		return [
			'filter'     => [ 'type' => 'string', 'enum' => [ '', '1' ] ],
			'swoof'      => [ 'type' => 'string', 'enum' => [ '', '1' ] ],
			'product_cat' => $slugs,
			'product_tag' => $slugs,
			'min_price'  => $price + [ 'description' => __( 'Lowest price.', 'shop-filter' ) ],
			'max_price'  => $price + [ 'description' => __( 'Highest price.', 'shop-filter' ) ],
			'min_rating' => [ 'type' => 'integer', 'minimum' => 1, 'maximum' => 5 ],
			'stock'      => [ 'type' => 'string', 'enum' => [ '', 'instock' ] ],
			'on_sale'    => [ 'type' => 'string', 'enum' => [ '', '1' ] ],
			'onsales'    => [ 'type' => 'string', 'enum' => [ '', 'salesonly' ] ],
			'orderby'    => [ 'type' => 'string', 'enum' => array_merge( [ '' ], FilterState::ORDERS ) ],
			'per_page'   => [ 'type' => 'integer', 'minimum' => 1, 'maximum' => FilterState::MAX_PER_PAGE ],
			'perpage'    => [ 'type' => 'integer', 'minimum' => 1, 'maximum' => FilterState::MAX_PER_PAGE ],
			'paged'      => [ 'type' => 'integer', 'minimum' => 1, 'default' => 1 ],
			'sku'        => [ 'type' => 'string', 'maxLength' => FilterState::MAX_SKU_LENGTH ],
			'woof_sku'   => [ 'type' => 'string', 'maxLength' => FilterState::MAX_SKU_LENGTH ],
			'facets'     => [ 'type' => 'string', 'pattern' => '^[a-z0-9_,-]*$', 'maxLength' => FilterState::MAX_LENGTH ],
			'base'       => [ 'type' => 'string', 'pattern' => '^(\d+-(product_cat|product_tag))?$' ],
			'listing'    => [ 'type' => 'string', 'enum' => [ 'block', 'classic' ], 'default' => 'classic' ],
			// The form's display types, `pa_color:swatch,price:slider`: a redraw keeps them.
			'types'      => [ 'type' => 'string', 'pattern' => '^[a-z0-9_:,-]*$', 'maxLength' => FilterState::MAX_LENGTH ],
			// The ranges dropdown or radio of a plain submit: -1 for none, else `min-max` (spec 5).
			'price_range'  => [ 'type' => 'string', 'pattern' => '^(-1|' . self::RANGE . ')?$' ],
			// The form's own settings, so a redraw draws it as the page did.
			'more_limit'   => [ 'type' => 'integer', 'minimum' => 1, 'maximum' => FormConfig::MAX_MORE_LIMIT ],
			'price_ranges' => [ 'type' => 'string', 'pattern' => '^(' . self::RANGE . '(,' . self::RANGE . ')*)?$', 'maxLength' => 400 ],
		];
	}
}
