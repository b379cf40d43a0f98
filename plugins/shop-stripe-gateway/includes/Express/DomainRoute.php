<?php
/**
 * GET and POST /wp-json/shop-stripe-gateway/v1/express/domain: the Apple Pay domain, for the status screen.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Kit\Service;
use ShopStripeGateway\Webhooks\WebhookRoute;
use WP_Error;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For users who manage WooCommerce, through WordPress's cookie authentication (the REST nonce apiFetch sends): GET
 * answers the stored state without calling Stripe, POST registers or checks the site's host (PaymentMethodDomain).
 * Failures are errors of the REST API, never a fatal: no secret key 400, Stripe's refusal 400 (or 429), Stripe
 * down or unreachable 502, each with the catalogue's text (Api\ErrorMessages) and Stripe's own message beside it
 * for the admin.
 */
final class DomainRoute implements Service {

	public const ROUTE = '/express/domain';

	/**
	 * Constructor.
	 *
	 * @param PaymentMethodDomain $domains Registers the host at Stripe.
	 */
	public function __construct( private PaymentMethodDomain $domains ) {}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_route' ] );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		$allowed = static fn (): bool => current_user_can( 'manage_woocommerce' );
		register_rest_route(
			WebhookRoute::ROUTE_NAMESPACE,
			self::ROUTE,
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => static fn (): WP_REST_Response => new WP_REST_Response( DomainState::stored()->to_array() ),
					'permission_callback' => $allowed,
				],
				[
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => [ $this, 'check' ],
					'permission_callback' => $allowed,
				],
			]
		);
	}

	/**
	 * Registers or checks the domain.
	 */
	public function check(): WP_REST_Response|WP_Error {
		if ( ! $this->domains->can_check() ) {
			return new WP_Error(
				'shop_stripe_gateway_no_keys',
				__( 'Save the secret key of the mode in use first (WooCommerce > Settings > Payments > Stripe): the domain is registered with that Stripe account.', 'shop-stripe-gateway' ),
				[ 'status' => 400 ]
			);
		}
		try {
			return new WP_REST_Response( $this->domains->check()->to_array() );
		} catch ( StripeException $e ) {
			return new WP_Error(
				'shop_stripe_gateway_stripe_error',
				$e->customer_message(),
				[
					'status' => self::status_of( $e ),
					'stripe' => $e->getMessage(),
				]
			);
		}
	}

	/**
	 * The HTTP status answering a Stripe failure: Stripe unreachable or failing is a bad gateway; its refusals are
	 * the request's (400), its rate limit stays 429. Stripe's 401 or 404 would read as the admin's own here.
	 *
	 * @param StripeException $e The failure.
	 */
	private static function status_of( StripeException $e ): int {
		$status = $e->http_status();
		if ( 0 === $status || $status >= 500 ) {
			return 502;
		}
		return 429 === $status ? 429 : 400;
	}
}
