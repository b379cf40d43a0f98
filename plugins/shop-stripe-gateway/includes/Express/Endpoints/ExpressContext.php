<?php
/**
 * `GET ?wc-ajax=wc_stripe_express_context`: what the cached page cannot hold about the visitor.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Endpoints\RateLimit;
use ShopStripeGateway\Express\ExpressSettings;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The express script asks once a shopper reaches the buttons: `{ isLoggedIn, nonce }`, the nonce of the express
 * calls and of the express checkout header. Read only, so no nonce of its own (it hands one out); GET only (405),
 * 30 calls a minute per caller (429), never cached (`nocache_headers()`: the answer is the visitor's).
 */
final class ExpressContext implements Service {

	/** The wc-ajax action. */
	public const ACTION = 'wc_stripe_express_context';

	/** Adds the hook (WC-AJAX, logged in or not). */
	public function register(): void {
		add_action( 'wc_ajax_' . self::ACTION, [ $this, 'respond' ] );
	}

	/** Answers the request and ends it. */
	public function respond(): void {
		nocache_headers();
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		$this->answer( $method )->send();
	}

	/**
	 * The answer to a request.
	 *
	 * @param string $http_method The request's method.
	 */
	public function answer( string $http_method ): Answer {
		if ( 'GET' !== $http_method ) {
			return Answer::error( 405, __( 'This address only answers GET requests.', 'shop-stripe-gateway' ) );
		}
		if ( ! RateLimit::allow( self::ACTION . '|' . RateLimit::caller(), 30 ) ) {
			return Answer::error( 429, ErrorMessages::all()['rate_limit_error'] );
		}
		return Answer::success(
			[
				'isLoggedIn' => is_user_logged_in(),
				'nonce'      => wp_create_nonce( ExpressSettings::NONCE_ACTION ),
			]
		);
	}
}
