<?php
/**
 * GET /shop-consent/v1/geo: which banner applies to this visitor.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Geo;

use ShopConsent\Consent\GlobalPrivacyControl;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public (called from cached pages) and never cached, since the answer depends on the visitor. The location comes
 * from the headers of the CDN the admin named, or from the `shop_consent_geo_country` filter (VisitorRegion); no
 * external service is asked. Geo off: opt-in everywhere.
 */
final class GeoController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings      $settings The settings.
	 * @param VisitorRegion $region   The visitor's region model.
	 */
	public function __construct( private Settings $settings, private VisitorRegion $region ) {}

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
			'/geo',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'get' ],
				'permission_callback' => '__return_true',
			]
		);
	}

	/**
	 * The model and region of the visitor.
	 */
	public function get(): WP_REST_Response {
		$settings = $this->settings->get();
		$answer   = $this->region->answer();
		// Sec-GPC makes refusal the default wherever the model would otherwise allow first (opt-out regions).
		$answer['gpc'] = $settings['gpc'] && GlobalPrivacyControl::requested();
		$response = new WP_REST_Response( $answer );
		foreach ( wp_get_nocache_headers() as $name => $value ) {
			$response->header( $name, (string) $value );
		}
		return $response;
	}
}
