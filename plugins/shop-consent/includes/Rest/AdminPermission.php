<?php
/**
 * Permission of the admin endpoints.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * manage_options, as the settings screen. With cookie authentication WordPress checks the REST nonce (X-WP-Nonce or
 * _wpnonce) before this runs and treats a request without one as logged out, so a forged request gets a 401.
 */
final class AdminPermission {

	/**
	 * True for administrators; otherwise 401 when logged out, 403 when logged in without the capability.
	 *
	 * @return true|WP_Error
	 */
	public static function check() {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to manage Shop Consent.', 'shop-consent' ),
			[ 'status' => rest_authorization_required_code() ]
		);
	}
}
