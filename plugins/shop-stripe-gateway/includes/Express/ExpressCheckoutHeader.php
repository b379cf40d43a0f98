<?php
/**
 * The express checkout's own nonce on the Store API checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Kit\Service;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The express script places the order through `POST /wc/store/v1/checkout` (or `checkout/<order id>` to pay an
 * existing order) with the Store API's `Nonce` header, which WooCommerce checks, and, as the replaced gateway's
 * script does, `X-WCStripe-Express-Checkout: true` with `X-WCStripe-Express-Checkout-Nonce` (the nonce of
 * `wc_stripe_express_context`). A request that says it is an express checkout and carries no valid express nonce
 * is refused (403) before WooCommerce creates or changes an order.
 */
final class ExpressCheckoutHeader implements Service {

	/** The Store API's checkout routes. */
	private const ROUTE = '#^/wc/store(?:/v\d+)?/checkout(?:/\d+)?$#';

	/** Adds the hook. */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', [ $this, 'check' ], 10, 3 );
	}

	/**
	 * Refuses an express checkout without its nonce.
	 *
	 * @param mixed           $response What the request answers so far (null, or an error).
	 * @param mixed           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function check( $response, $handler, $request ) {
		if ( null !== $response || ! $request instanceof WP_REST_Request || 'POST' !== $request->get_method()
			|| ! preg_match( self::ROUTE, $request->get_route() ) || 'true' !== strtolower( (string) $request->get_header( 'X-WCStripe-Express-Checkout' ) ) ) {
			return $response;
		}
		$nonce = (string) $request->get_header( 'X-WCStripe-Express-Checkout-Nonce' );
		if ( wp_verify_nonce( $nonce, ExpressSettings::NONCE_ACTION ) ) {
			return $response;
		}
		return new WP_Error( 'shop_stripe_express_nonce', __( 'Your session has expired. Please refresh the page and try again.', 'shop-stripe-gateway' ), [ 'status' => 403 ] );
	}
}
