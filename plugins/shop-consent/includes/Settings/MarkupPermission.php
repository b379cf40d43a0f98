<?php
/**
 * Only users who may post unfiltered HTML may change the scripts markup.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Settings;

use ShopConsent\Kit\Service;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Refuses, with a message, a /wp/v2/settings write that changes the scripts of a category from a user without
 * `unfiltered_html` (on multisite, administrators who are not super admins). Settings::sanitize() also drops such
 * changes made through other paths.
 */
final class MarkupPermission implements Service {

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
		add_filter( 'rest_request_before_callbacks', [ $this, 'check' ], 10, 3 );
	}

	/**
	 * Checks a settings write before it runs.
	 *
	 * @param mixed           $response Response so far (an error from validation, or null).
	 * @param mixed           $handler  Route handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function check( $response, $handler, $request ) {
		if ( is_wp_error( $response ) || ! $request instanceof WP_REST_Request ) {
			return $response;
		}
		if ( '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() ) {
			return $response;
		}
		$value = $request->get_param( Settings::OPTION );
		if ( ! is_array( $value ) || ! isset( $value['scripts'] ) || current_user_can( 'unfiltered_html' ) ) {
			return $response;
		}
		$merged = Settings::merge( $this->settings->get()['scripts'], is_array( $value['scripts'] ) ? $value['scripts'] : [] );
		if ( $merged === $this->settings->get()['scripts'] ) {
			return $response;
		}
		return new WP_Error(
			'shop_consent_markup_not_allowed',
			__( 'You are not allowed to change the scripts: saving markup needs the unfiltered_html capability.', 'shop-consent' ),
			[ 'status' => 403 ]
		);
	}
}
