<?php
/**
 * Sourcebuster's cookies belong to the category that gates order attribution.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's order attribution keeps the visit's source in `sbjs_*` cookies. They are cleared when the
 * configured attribution category (`attribution_category`) is refused, and only then, whichever list the admin
 * left the pattern in: the storefront core and the clear-cookies endpoint both take the patterns from here.
 */
final class AttributionCookies {

	public const PATTERN = 'sbjs_*';

	/**
	 * The cookie patterns per optional category, with `sbjs_*` under the attribution category only.
	 *
	 * @param array<string, mixed> $settings The settings (`cookie_patterns`, `attribution_category`).
	 * @return array<string, list<string>>
	 */
	public static function patterns( array $settings ): array {
		$patterns = [];
		foreach ( $settings['cookie_patterns'] as $category => $list ) {
			$patterns[ $category ] = array_values( array_diff( (array) $list, [ self::PATTERN ] ) );
		}
		$patterns[ $settings['attribution_category'] ][] = self::PATTERN;
		return $patterns;
	}
}
