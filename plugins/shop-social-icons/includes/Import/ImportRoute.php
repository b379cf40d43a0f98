<?php
/**
 * REST route that imports Ultimate Social Media Icons' settings.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Import;

use ShopSocialIcons\Kit\Service;
use ShopSocialIcons\Settings\Settings;
use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * POST /shop-social-icons/v1/import/sfsi, for users who manage options (cookie authentication needs the REST nonce,
 * so a forged request runs as nobody: 401). Writes the mapped fields through the settings option, whose sanitizer
 * keeps only what the schema knows and allows; answers which fields were taken and the settings now stored.
 * 404 when the other plugin left no options.
 */
final class ImportRoute implements Service {

	public const NAMESPACE = 'shop-social-icons/v1';

	public const ROUTE = '/import/sfsi';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_route' ] );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				'methods'             => 'POST',
				'callback'            => [ $this, 'import' ],
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
			]
		);
	}

	/**
	 * Imports.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function import() {
		if ( ! SfsiOptions::exist() ) {
			return new WP_Error(
				'shop_social_icons_nothing_to_import',
				__( 'Ultimate Social Media Icons left no settings on this site.', 'shop-social-icons' ),
				[ 'status' => 404 ]
			);
		}
		$mapped = SfsiMapping::map( SfsiOptions::read() );
		update_option( Settings::OPTION, array_merge( Settings::get(), $mapped ) );

		$stored   = Settings::get();
		$imported = array_keys(
			array_filter(
				$mapped,
				static fn ( $value, string $key ): bool => array_key_exists( $key, $stored ) && $stored[ $key ] === $value,
				ARRAY_FILTER_USE_BOTH
			)
		);
		return new WP_REST_Response(
			[
				'imported' => $imported,
				'settings' => $stored,
			]
		);
	}
}
