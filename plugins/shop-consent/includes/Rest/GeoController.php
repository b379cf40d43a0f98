<?php
/**
 * GET /shop-consent/v1/geo: which banner applies to this visitor.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use ShopConsent\Consent\GlobalPrivacyControl;
use ShopConsent\Geo\RegionModel;
use ShopConsent\Service;
use ShopConsent\Settings\Settings;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Public (called from cached pages) and never cached, since the answer depends on the visitor. The country comes
 * from CDN headers (CF-IPCountry, CloudFront-Viewer-Country, or the configured header) or from the
 * `shop_consent_geo_country` filter; no external service is asked. Geo off: opt-in everywhere.
 */
final class GeoController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

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
			ScriptsController::NAMESPACE,
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
		$geo      = $settings['geo'];
		$answer   = $geo['enabled'] ? RegionModel::for_country( $this->country( (string) $geo['header'] ) ) : [
			'model'  => 'optin',
			'region' => '',
		];
		// Sec-GPC makes refusal the default wherever the model would otherwise allow first (opt-out regions).
		$answer['gpc'] = $settings['gpc'] && GlobalPrivacyControl::requested();
		$response = new WP_REST_Response( $answer );
		foreach ( wp_get_nocache_headers() as $name => $value ) {
			$response->header( $name, (string) $value );
		}
		return $response;
	}

	/**
	 * The visitor's country from the headers, then the filter.
	 *
	 * @param string $custom_header Header name configured by the admin, or ''.
	 */
	private function country( string $custom_header ): string {
		$headers = array_filter( [ $custom_header, 'CF-IPCountry', 'CloudFront-Viewer-Country' ] );
		$country = '';
		foreach ( $headers as $header ) {
			$key = 'HTTP_' . strtoupper( str_replace( '-', '_', $header ) );
			if ( isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) && '' !== $_SERVER[ $key ] ) {
				$country = sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) );
				break;
			}
		}
		/**
		 * Filters the visitor's country (ISO 3166-1 alpha-2), for custom resolvers.
		 *
		 * @param string $country Country from the CDN headers, '' when none.
		 */
		return (string) apply_filters( 'shop_consent_geo_country', $country );
	}
}
