<?php
/**
 * What every `?wc-ajax=wc_stripe_<name>` endpoint of spec 7 checks before doing anything.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * POST only (405), the nonce of the endpoint's action in the field `nonce` (`security` for the express calls; 403), then a rate limit (429); the
 * endpoint's own checks follow in handle(). A Stripe failure becomes the catalogue's customer text: 402 for a card
 * error, 400 for a request Stripe found invalid, 502 when Stripe failed. Nothing here trusts the request for what
 * Stripe knows: endpoints read intents from Stripe.
 */
abstract class AjaxEndpoint implements Service {

	/** The wc-ajax action, `wc_stripe_<name>`. */
	abstract public function action(): string;

	/**
	 * The nonce action the request must carry a nonce of (ClientSettings::NONCES).
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	abstract protected function nonce_action( array $input ): string;

	/**
	 * The endpoint's own work, after the common checks.
	 *
	 * @param array<string, mixed> $input The posted fields, unslashed.
	 * @throws StripeException When Stripe refuses or cannot be reached.
	 */
	abstract protected function handle( array $input ): Answer;

	/** The field carrying the nonce: `nonce` for spec 7's payment calls (the express calls name it `security`). */
	protected function nonce_field(): string {
		return 'nonce';
	}

	/** Calls allowed per minute and bucket. */
	protected function per_minute(): int {
		return 10;
	}

	/**
	 * What the rate limit counts: by default the caller (user or address).
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function rate_bucket( array $input ): string {
		return RateLimit::caller();
	}

	/**
	 * A refusal in the endpoint's answer shape.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message Customer-safe message.
	 */
	protected function refuse( int $status, string $message ): Answer {
		return Answer::error( $status, $message );
	}

	/** Adds the hook (WC-AJAX, logged in or not). */
	public function register(): void {
		add_action( 'wc_ajax_' . $this->action(), [ $this, 'respond' ] );
	}

	/** Answers the request and ends it. */
	public function respond(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- answer() checks it.
		$this->answer( $method, wp_unslash( $_POST ) )->send();
	}

	/**
	 * The answer to a request.
	 *
	 * @param string               $http_method The request's method.
	 * @param array<string, mixed> $input       The posted fields, unslashed.
	 */
	public function answer( string $http_method, array $input ): Answer {
		if ( 'POST' !== $http_method ) {
			return $this->refuse( 405, __( 'This address only answers POST requests.', 'shop-stripe-gateway' ) );
		}
		$nonce = is_string( $input[ $this->nonce_field() ] ?? null ) ? $input[ $this->nonce_field() ] : '';
		if ( ! wp_verify_nonce( $nonce, $this->nonce_action( $input ) ) ) {
			return $this->refuse( 403, __( 'Your session has expired. Please refresh the page and try again.', 'shop-stripe-gateway' ) );
		}
		if ( ! RateLimit::allow( $this->action() . '|' . $this->rate_bucket( $input ), $this->per_minute() ) ) {
			return $this->refuse( 429, ErrorMessages::all()['rate_limit_error'] );
		}
		try {
			return $this->handle( $input );
		} catch ( StripeException $error ) {
			$status = match ( $error->type() ) {
				'card_error'            => 402,
				'invalid_request_error' => 400,
				default                 => 502,
			};
			return $this->refuse( $status, $error->customer_message() );
		}
	}

	/**
	 * A posted text field, or '' when absent or not text.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 * @param string               $name  Field.
	 */
	protected static function text( array $input, string $name ): string {
		return is_string( $input[ $name ] ?? null ) ? trim( $input[ $name ] ) : '';
	}
}
