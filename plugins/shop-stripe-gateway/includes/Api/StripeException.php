<?php
/**
 * The one exception of the Stripe API client.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

defined( 'ABSPATH' ) || exit;

/**
 * A failed Stripe call. getMessage() is the technical message, for logs and order notes; customer_message() is the
 * catalogue's text (ErrorMessages), the only one safe to show at checkout.
 */
final class StripeException extends \RuntimeException {

	/**
	 * Constructor: use the named constructors.
	 *
	 * @param string $message          Technical message.
	 * @param string $customer_message Message safe to show customers.
	 * @param string $type             Stripe's error type, e.g. card_error, or api_connection_error without answer.
	 * @param string $stripe_code      Stripe's error code, e.g. card_declined.
	 * @param string $decline_code     Stripe's decline code, e.g. insufficient_funds.
	 * @param string $param            The parameter Stripe blamed.
	 * @param int    $http_status      HTTP status, 0 without an answer.
	 * @param string $request_id       Stripe's Request-Id header, for Stripe's support and dashboard.
	 */
	private function __construct(
		string $message,
		private readonly string $customer_message,
		private readonly string $type,
		private readonly string $stripe_code = '',
		private readonly string $decline_code = '',
		private readonly string $param = '',
		private readonly int $http_status = 0,
		private readonly string $request_id = ''
	) {
		parent::__construct( $message, $http_status );
	}

	/**
	 * From an error answer of Stripe.
	 *
	 * @param int                  $http_status HTTP status.
	 * @param array<string, mixed> $body        Decoded body, with Stripe's `error` object.
	 * @param string               $request_id  Request-Id header.
	 */
	public static function from_response( int $http_status, array $body, string $request_id ): self {
		$error = is_array( $body['error'] ?? null ) ? $body['error'] : [];
		$text  = static fn ( string $name ): string => is_scalar( $error[ $name ] ?? null ) ? (string) $error[ $name ] : '';
		// Without a type (a proxy's page, an unexpected shape) the answer is treated as Stripe's own failure.
		$error['type'] = '' === $text( 'type' ) ? 'api_error' : $text( 'type' );
		$message       = '' === $text( 'message' ) ? "Stripe answered HTTP $http_status." : $text( 'message' );

		$details = array_filter(
			[
				'type'         => $error['type'],
				'code'         => $text( 'code' ),
				'decline_code' => $text( 'decline_code' ),
				'param'        => $text( 'param' ),
				'HTTP'         => (string) $http_status,
				'request'      => $request_id,
			]
		);
		$summary = implode( ', ', array_map( static fn ( $k, $v ) => "$k $v", array_keys( $details ), $details ) );

		return new self(
			"$message ($summary)",
			ErrorMessages::for_error( $error ),
			$error['type'],
			$text( 'code' ),
			$text( 'decline_code' ),
			$text( 'param' ),
			$http_status,
			$request_id
		);
	}

	/**
	 * From a request that got no answer (DNS, TLS, timeout): Stripe's SDKs call that an api_connection_error.
	 *
	 * @param \WP_Error $error The WordPress HTTP API's error.
	 */
	public static function from_transport_error( \WP_Error $error ): self {
		$type = 'api_connection_error';
		return new self(
			sprintf( 'Could not connect to Stripe: %s (%s)', $error->get_error_message(), $error->get_error_code() ),
			ErrorMessages::for_error( [ 'type' => $type ] ),
			$type
		);
	}

	/** The message safe to show customers. */
	public function customer_message(): string {
		return $this->customer_message;
	}

	/** Stripe's error type. */
	public function type(): string {
		return $this->type;
	}

	/** Stripe's error code ('' without one). Named so as not to clash with Exception::getCode(). */
	public function stripe_code(): string {
		return $this->stripe_code;
	}

	/** Stripe's decline code, for card declines. */
	public function decline_code(): string {
		return $this->decline_code;
	}

	/** The parameter Stripe blamed. */
	public function param(): string {
		return $this->param;
	}

	/** HTTP status, 0 when Stripe never answered. */
	public function http_status(): int {
		return $this->http_status;
	}

	/** Stripe's request id. */
	public function request_id(): string {
		return $this->request_id;
	}
}
