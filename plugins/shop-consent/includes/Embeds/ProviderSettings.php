<?php
/**
 * Applies the admin's Blocked embeds settings to the provider list.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Embeds;

defined( 'ABSPATH' ) || exit;

/**
 * Settings `embeds.<slug>`: `blocked` (false leaves that provider's embeds as they are) and `category` (the
 * consent category the embed waits for). Providers added through the filter have no setting: they stay blocked,
 * behind their own `category` or third-party content.
 */
final class ProviderSettings {

	/**
	 * The providers to hold back, each with its category.
	 *
	 * @param array<string, array<string, mixed>>                              $providers Providers::all().
	 * @param array<string, array{blocked?: bool, category?: string}>|mixed $embeds    The `embeds` setting.
	 * @return array<string, array<string, mixed>> Blocked providers, each with `category`.
	 */
	public static function apply( array $providers, $embeds ): array {
		$embeds  = is_array( $embeds ) ? $embeds : [];
		$blocked = [];
		foreach ( $providers as $slug => $provider ) {
			$rule = is_array( $embeds[ $slug ] ?? null ) ? $embeds[ $slug ] : [];
			if ( false === ( $rule['blocked'] ?? true ) ) {
				continue;
			}
			$category                  = $rule['category'] ?? ( $provider['category'] ?? EmbedMarkup::CATEGORY );
			$provider['category']      = in_array( $category, [ 'thirdparty', 'advanced' ], true ) ? $category : EmbedMarkup::CATEGORY;
			$blocked[ (string) $slug ] = $provider;
		}
		return $blocked;
	}
}
