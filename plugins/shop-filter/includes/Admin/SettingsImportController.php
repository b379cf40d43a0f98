<?php
/**
 * REST: import the replaced plugin's settings.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Admin;

use ShopFilter\Kit\Service;
use ShopFilter\Settings\Settings;
use ShopFilter\Settings\WoofImport;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET shop-filter/v1/settings/import`: whether the replaced plugin left settings and what they would give;
 * `POST`: merges them over ours and answers with the new settings. Both need `manage_woocommerce`; through cookie
 * authentication WordPress also demands the `wp_rest` nonce, so a forged form post is treated as logged out.
 */
final class SettingsImportController implements Service {

	public const NAMESPACE = 'shop-filter/v1';

	public const ROUTE = '/settings/import';

	/**
	 * Constructor.
	 *
	 * @param WoofImport $import Reads and maps the replaced plugin's settings.
	 */
	public function __construct( private WoofImport $import ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$permission = static fn (): bool => current_user_can( 'manage_woocommerce' );
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => [ $this, 'preview' ],
					'permission_callback' => $permission,
				],
				[
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => [ $this, 'import' ],
					'permission_callback' => $permission,
				],
			]
		);
	}

	/**
	 * @return WP_REST_Response `{available: bool, settings: object, report: {mapped: list, skipped: list}}` (what an
	 *                          import would set; which of WOOF's filters become ours, and which not and why).
	 */
	public function preview(): WP_REST_Response {
		return new WP_REST_Response(
			[
				'available' => $this->import->available(),
				'settings'  => (object) $this->import->mapped(),
				'report'    => $this->import->report(),
			]
		);
	}

	/**
	 * @return WP_REST_Response `{imported: list<string>, settings: object}`, or 404 without the replaced plugin's settings.
	 */
	public function import(): WP_REST_Response {
		if ( ! $this->import->available() ) {
			return new WP_REST_Response(
				[
					'code'    => 'shop_filter_no_woof_settings',
					'message' => __( 'No settings of HUSKY (WOOF) were found on this site.', 'shop-filter' ),
					'data'    => [ 'status' => 404 ],
				],
				404
			);
		}
		$mapped = $this->import->mapped();
		update_option( Settings::OPTION, Settings::merge( Settings::get(), $mapped ) );
		return new WP_REST_Response(
			[
				'imported' => array_keys( $mapped ),
				'settings' => Settings::get(),
			]
		);
	}
}
