<?php
/**
 * An ajax endpoint's answer: HTTP status and JSON body.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

defined( 'ABSPATH' ) || exit;

/**
 * The shapes of spec 7: `{ success: true, data }` and `{ success: false, data: { error: { message } } }`, which
 * wp_send_json_success() and wp_send_json_error() write; update_payment_intent's checkout-like
 * `{ result, messages }` is built by that endpoint.
 */
final class Answer {

	/**
	 * Constructor.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $body   JSON body.
	 */
	public function __construct( public readonly int $status, public readonly array $body ) {}

	/**
	 * A success with data.
	 *
	 * @param array<string, mixed>|null $data The answer's data.
	 */
	public static function success( ?array $data = null ): self {
		return new self( 200, [ 'success' => true, 'data' => $data ] );
	}

	/**
	 * An error with a message the shopper may read.
	 *
	 * @param int    $status  HTTP status (4xx, or 502 when Stripe failed).
	 * @param string $message Customer-safe message.
	 */
	public static function error( int $status, string $message ): self {
		return new self( $status, [ 'success' => false, 'data' => [ 'error' => [ 'message' => $message ] ] ] );
	}

	/** Sends it and ends the request. */
	public function send(): void {
		wp_send_json( $this->body, $this->status );
	}
}
