<?php
/**
 * The Stripe API client.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

use const ShopStripeGateway\VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * Calls Stripe's REST API through the WordPress HTTP API, so hosts' proxies and tests' `pre_http_request` apply.
 * Headers are built here only: pinned API version, bearer key, idempotency key on every POST, explicit timeout.
 * Returns the decoded object or throws a StripeException; never returns an error array.
 */
final class StripeClient {

	/** The API version every request is pinned to: objects' shapes do not change with the account's default. */
	public const API_VERSION = '2024-06-20';

	/** Stripe's API. */
	public const DEFAULT_API_BASE = 'https://api.stripe.com/v1/';

	/** Seconds before a request is abandoned; Stripe's own SDKs wait 80, a checkout should not. */
	public const DEFAULT_TIMEOUT = 30;

	/**
	 * Waits between retries.
	 *
	 * @var \Closure(float): void
	 */
	private \Closure $sleeper;

	/**
	 * Constructor.
	 *
	 * @param Keys                    $keys     API key.
	 * @param string                  $api_base Base URL, for tests or a proxy; filtered by `shop_stripe_gateway_api_base`.
	 * @param RetryPolicy             $retry    Retry rules.
	 * @param DebugLog                $log      Debug log.
	 * @param (callable(float): void)|null $sleeper Waits that many seconds; tests pass one that only records.
	 */
	public function __construct(
		private readonly Keys $keys,
		private readonly string $api_base = self::DEFAULT_API_BASE,
		private readonly RetryPolicy $retry = new RetryPolicy(),
		private readonly DebugLog $log = new DebugLog(),
		?callable $sleeper = null
	) {
		$this->sleeper = \Closure::fromCallable(
			$sleeper ?? static fn ( float $seconds ) => usleep( (int) ( $seconds * 1e6 ) )
		);
	}

	/**
	 * GET a resource or list.
	 *
	 * @param string               $path   Path under the base, e.g. payment_intents/pi_123.
	 * @param array<string, mixed> $params Query parameters, e.g. [ 'expand' => [ 'latest_charge' ] ].
	 * @param array<string, mixed> $options See request().
	 * @return array<string, mixed>
	 */
	public function get( string $path, array $params = [], array $options = [] ): array {
		return $this->request( 'GET', $path, $params, $options );
	}

	/**
	 * POST to create or update.
	 *
	 * @param string               $path    Path under the base, e.g. payment_intents.
	 * @param array<string, mixed> $params  Body parameters.
	 * @param array<string, mixed> $options See request().
	 * @return array<string, mixed>
	 */
	public function post( string $path, array $params = [], array $options = [] ): array {
		return $this->request( 'POST', $path, $params, $options );
	}

	/**
	 * Sends a request, retrying what the RetryPolicy allows.
	 *
	 * A POST always carries an Idempotency-Key: `$options['idempotency_key']` (see IdempotencyKey::for_order()),
	 * else a random one made once per call. Each call is therefore safe to retry, since Stripe answers a repeated
	 * key with the first result instead of acting twice.
	 *
	 * @param string               $method  GET, POST or DELETE.
	 * @param string               $path    Path under the base.
	 * @param array<string, mixed> $params  Query (GET, DELETE) or body (POST) parameters.
	 * @param array<string, mixed> $options `idempotency_key` (string).
	 * @return array<string, mixed> The decoded Stripe object.
	 * @throws StripeException When Stripe refuses the request, cannot be reached or answers something unreadable.
	 */
	public function request( string $method, string $path, array $params = [], array $options = [] ): array {
		$method  = strtoupper( $method );
		$encoded = FormEncoder::encode( $params );
		$url     = $this->url( $path );
		$body    = null;
		if ( 'POST' === $method ) {
			$body = $encoded;
		} elseif ( '' !== $encoded ) {
			$url .= ( str_contains( $url, '?' ) ? '&' : '?' ) . $encoded;
		}
		$args = [
			'method'  => $method,
			'headers' => $this->headers( $method, $options ),
			'body'    => $body,
			'timeout' => (float) apply_filters( 'shop_stripe_gateway_api_timeout', self::DEFAULT_TIMEOUT, $method, $path ),
		];

		// GET and DELETE are idempotent by nature, a POST by its key (which every POST gets, see headers()).
		$idempotent = 'POST' !== $method || isset( $args['headers']['Idempotency-Key'] );

		for ( $retries = 0; ; ++$retries ) {
			$this->log->log( rtrim( sprintf( '%s %s (try %d) %s', $method, $url, $retries + 1, (string) $body ) ) );
			$response = wp_remote_request( $url, $args );
			$status   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
			if ( $status >= 200 && $status < 300 ) {
				return $this->decode_success( $response );
			}
			$should_retry = is_wp_error( $response ) ? null : $this->header( $response, 'stripe-should-retry' );
			$error        = $this->failure( $response );
			$this->log->log( 'Failed: ' . $error->getMessage(), 'error' );
			if ( ! $this->retry->should_retry( $retries, $idempotent, $status, $should_retry ) ) {
				throw $error;
			}
			( $this->sleeper )( $this->retry->delay( $retries + 1 ) );
		}
	}

	/**
	 * The full URL of a path.
	 *
	 * @param string $path Path under the base.
	 */
	private function url( string $path ): string {
		$base = (string) apply_filters( 'shop_stripe_gateway_api_base', $this->api_base );
		return trailingslashit( $base ) . ltrim( $path, '/' );
	}

	/**
	 * Every header of a request.
	 *
	 * @param string               $method  HTTP method.
	 * @param array<string, mixed> $options Request options.
	 * @return array<string, string>
	 */
	private function headers( string $method, array $options ): array {
		$headers = [
			'Authorization'  => 'Bearer ' . $this->keys->secret_key(),
			'Stripe-Version' => self::API_VERSION,
			'User-Agent'     => sprintf(
				'ShopStripeGateway/%s (+https://example.com/shop-bundle/shop-stripe-gateway/) WordPress/%s WooCommerce/%s',
				VERSION,
				get_bloginfo( 'version' ),
				defined( 'WC_VERSION' ) ? WC_VERSION : 'none'
			),
		];
		if ( 'POST' === $method ) {
			$key                        = $options['idempotency_key'] ?? '';
			$headers['Content-Type']    = 'application/x-www-form-urlencoded';
			$headers['Idempotency-Key'] = is_string( $key ) && '' !== $key ? $key : IdempotencyKey::random();
		}
		return $headers;
	}

	/**
	 * The object of a successful answer.
	 *
	 * @param array<string, mixed> $response WordPress HTTP response.
	 * @return array<string, mixed>
	 * @throws StripeException When the body is not a JSON object.
	 */
	private function decode_success( array $response ): array {
		$decoded    = json_decode( wp_remote_retrieve_body( $response ), true );
		$status     = (int) wp_remote_retrieve_response_code( $response );
		$request_id = (string) $this->header( $response, 'request-id' );
		// The answer on one line, which DebugLog redacts (names, emails, order keys, BLIK codes, secrets).
		$answer = $this->log->is_enabled() && is_array( $decoded ) ? ' ' . wp_json_encode( $decoded, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : '';
		$this->log->log( "HTTP $status $request_id$answer" );
		if ( ! is_array( $decoded ) ) {
			throw StripeException::from_response(
				$status,
				[ 'error' => [ 'type' => 'api_error', 'message' => 'Stripe answered with a body that is not JSON.' ] ],
				$request_id
			);
		}
		return $decoded;
	}

	/**
	 * The exception for a failed try.
	 *
	 * @param array<string, mixed>|\WP_Error $response WordPress HTTP response or transport error.
	 */
	private function failure( array|\WP_Error $response ): StripeException {
		if ( is_wp_error( $response ) ) {
			return StripeException::from_transport_error( $response );
		}
		$decoded = json_decode( wp_remote_retrieve_body( $response ), true );
		return StripeException::from_response(
			(int) wp_remote_retrieve_response_code( $response ),
			is_array( $decoded ) ? $decoded : [],
			(string) $this->header( $response, 'request-id' )
		);
	}

	/**
	 * One response header, or null.
	 *
	 * @param array<string, mixed> $response WordPress HTTP response.
	 * @param string               $name     Header name, any case.
	 */
	private function header( array $response, string $name ): ?string {
		$value = wp_remote_retrieve_header( $response, $name );
		$value = is_array( $value ) ? (string) reset( $value ) : $value;
		return '' === $value ? null : $value;
	}
}
