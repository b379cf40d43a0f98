<?php
/**
 * POST /wp-json/shop-stripe-gateway/v1/webhook: Stripe's event deliveries.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Kit\Service;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose (permission_callback __return_true): the Stripe-Signature over the raw body is the
 * authentication. A refused delivery gets a 400 with the reason and changes nothing. An authentic one is claimed by
 * its event id first, so a repeat is acknowledged (200) without being processed again; unknown types are
 * acknowledged and ignored; a handler that throws releases the claim and answers 500, so Stripe retries.
 */
final class WebhookRoute implements Service {

	public const ROUTE_NAMESPACE = 'shop-stripe-gateway/v1';

	public const ROUTE = '/webhook';

	/**
	 * Constructor.
	 *
	 * @param WebhookSecret               $secret   The signing secret.
	 * @param EventStore                  $store    Processed event ids.
	 * @param WebhookStatus               $status   Time of the last valid delivery.
	 * @param \Closure                    $handlers Builds the handlers (event type => handler) on a delivery: a dozen
	 *                                             classes no other request needs.
	 * @phpstan-param \Closure(): array<string, EventHandler> $handlers
	 */
	public function __construct(
		private WebhookSecret $secret,
		private EventStore $store,
		private WebhookStatus $status,
		private \Closure $handlers
	) {}

	/**
	 * The endpoint's URL, to configure in Stripe's dashboard.
	 */
	public static function url(): string {
		return rest_url( self::ROUTE_NAMESPACE . self::ROUTE );
	}

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
		register_rest_route(
			self::ROUTE_NAMESPACE,
			self::ROUTE,
			[
				'methods'             => 'POST',
				'callback'            => [ $this, 'receive' ],
				'permission_callback' => '__return_true',
			]
		);
	}

	/**
	 * Verifies, deduplicates and dispatches one delivery.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function receive( WP_REST_Request $request ): WP_REST_Response {
		$body    = $request->get_body();
		$problem = Signature::problem( (string) $request->get_header( 'stripe_signature' ), $body, $this->secret->get() );
		if ( null !== $problem ) {
			return self::answer( 400, [ 'message' => $problem ] );
		}

		$event = json_decode( $body, true );
		$id    = is_array( $event ) ? StripeObject::text( $event, 'id' ) : '';
		$type  = is_array( $event ) ? StripeObject::text( $event, 'type' ) : '';
		$data  = is_array( $event['data']['object'] ?? null ) ? $event['data']['object'] : null;
		if ( '' === $id || '' === $type || null === $data ) {
			return self::answer( 400, [ 'message' => 'The body is not a Stripe event (id, type and data.object are required).' ] );
		}

		$this->status->mark_received();
		$handler = ( $this->handlers )()[ $type ] ?? null;
		if ( null === $handler ) {
			return self::answer( 200, [ 'received' => true, 'ignored' => true ] );
		}
		if ( ! $this->store->claim( $id, $type ) ) {
			return self::answer( 200, [ 'received' => true, 'duplicate' => true ] );
		}

		try {
			$handler->handle( $data );
		} catch ( \Throwable $error ) {
			$this->store->release( $id );
			wc_get_logger()->error( "Stripe event $id ($type) failed: " . $error->getMessage(), [ 'source' => 'shop-stripe-gateway' ] );
			return self::answer( 500, [ 'message' => 'The event could not be processed; Stripe will retry.' ] );
		}
		return self::answer( 200, [ 'received' => true ] );
	}

	/**
	 * A JSON answer.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $data   Body.
	 */
	private static function answer( int $status, array $data ): WP_REST_Response {
		return new WP_REST_Response( $data, $status );
	}
}
