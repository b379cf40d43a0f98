<?php
/**
 * Writing the filter's settings as the settings screen does.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests\Support;

use ShopFilter\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `POST /wp/v2/settings` with `shop_filter_settings`, through the real REST server (schema validation included).
 */
trait SettingsWrites {

	/**
	 * Saves a (partial) value of the option.
	 *
	 * @param mixed $value The option's value to send.
	 */
	private function save( $value ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params( [ Settings::OPTION => $value ] );
		return rest_do_request( $request );
	}
}
