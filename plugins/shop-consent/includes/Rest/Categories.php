<?php
/**
 * The `categories` argument shared by the public endpoints.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use ShopConsent\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * A comma-separated list (WordPress parses it as an array) of optional categories; strict is never served.
 */
final class Categories {

	/**
	 * Argument schema; an unknown category gives a 400 naming the allowed ones.
	 *
	 * @return array<string, mixed>
	 */
	public static function arg(): array {
		return [
			'description' => __( 'Optional consent categories.', 'shop-consent' ),
			'type'        => 'array',
			'items'       => [
				'type' => 'string',
				'enum' => SettingsSchema::OPTIONAL_CATEGORIES,
			],
			'uniqueItems' => true,
			'maxItems'    => count( SettingsSchema::OPTIONAL_CATEGORIES ),
			'required'    => true,
		];
	}
}
