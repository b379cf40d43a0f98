<?php
/**
 * The one REST namespace of the plugin.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Every route of Shop Filter lives under `/wp-json/shop-filter/v1/`.
 */
final class RestNamespace {

	public const NAME = 'shop-filter/v1';
}
