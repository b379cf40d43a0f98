<?php
/**
 * GET /shop-consent/v1/bar-preview: the bar as the settings being edited draw it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

use ShopConsent\Rest\AdminPermission;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;
use ShopConsent\Settings\SettingsSchema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The admin's preview shows the real bar: this route draws it with BarMarkup, as the storefront gets it, from the
 * texts, colours and position being edited (not yet saved). A field the schema refuses (a colour being typed) keeps
 * its stored value, field by field, so the preview stays whole. Administrators only (AdminPermission).
 */
final class BarPreviewController implements Service {

	/** The settings fields the bar is drawn from. */
	private const FIELDS = [ 'texts', 'colours', 'position' ];

	/**
	 * Constructor.
	 *
	 * @param Settings  $settings The settings.
	 * @param BarMarkup $markup   Draws the bar.
	 */
	public function __construct( private Settings $settings, private BarMarkup $markup ) {}

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
		register_rest_route(
			RestNamespace::NAME,
			'/bar-preview',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'preview' ],
				'permission_callback' => [ AdminPermission::class, 'check' ],
				'args'                => [
					'texts'    => [ 'type' => 'object' ],
					'colours'  => [ 'type' => 'object' ],
					'position' => [ 'type' => 'string' ],
				],
			]
		);
	}

	/**
	 * The bar's markup, `{ "markup": "<div …>" }`.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function preview( WP_REST_Request $request ): WP_REST_Response {
		$settings = $this->settings->get();
		$schema   = SettingsSchema::schema()['properties'];
		foreach ( self::FIELDS as $field ) {
			$value = $request->get_param( $field );
			if ( is_array( $value ) && isset( $schema[ $field ]['properties'] ) ) {
				foreach ( $schema[ $field ]['properties'] as $key => $property ) {
					if ( array_key_exists( $key, $value ) && true === rest_validate_value_from_schema( $value[ $key ], $property, $key ) ) {
						$settings[ $field ][ $key ] = $value[ $key ];
					}
				}
			} elseif ( null !== $value && true === rest_validate_value_from_schema( $value, $schema[ $field ], $field ) ) {
				$settings[ $field ] = $value;
			}
		}
		$response = new WP_REST_Response( [ 'markup' => $this->markup->render( $settings, get_privacy_policy_url(), false ) ] );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
