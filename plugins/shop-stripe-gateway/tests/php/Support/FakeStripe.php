<?php
/**
 * Stands in for Stripe's API at the WordPress HTTP API.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use WpOrg\Requests\Utility\CaseInsensitiveDictionary;

require_once __DIR__ . '/StripeFixtures.php';

/**
 * Answers requests to the API base from a queue, through `pre_http_request`, and records each request. Requests
 * elsewhere pass through untouched. A request with the queue empty throws, so a test never silently gets an answer
 * it did not plan. Call stop() in tearDown(): the filter must not outlive the test.
 */
final class FakeStripe {

	/**
	 * Answers still to give: a WordPress HTTP response array or a WP_Error.
	 *
	 * @var list<array<string, mixed>|\WP_Error>
	 */
	private array $answers = [];

	/**
	 * Requests made so far.
	 *
	 * @var list<array{method: string, url: string, headers: array<string, string>, body: string, timeout: float}>
	 */
	private array $requests = [];

	/**
	 * Per queued answer (same position): the PaymentIntent fields it takes from the request it answers.
	 *
	 * @var list<list<string>>
	 */
	private array $echoes = [];

	/** The filter callback, kept to remove exactly it. */
	private ?\Closure $filter = null;

	/**
	 * Constructor.
	 *
	 * @param string $api_base Intercepted URL prefix.
	 */
	public function __construct( private readonly string $api_base = 'https://api.stripe.com/v1/' ) {
	}

	/** Starts intercepting. */
	public function start(): self {
		$this->filter = fn ( $pre, array $args, string $url ) => str_starts_with( $url, $this->api_base )
			? $this->answer( $args, $url )
			: $pre;
		add_filter( 'pre_http_request', $this->filter, 10, 3 );
		return $this;
	}

	/** Stops intercepting. */
	public function stop(): void {
		if ( null !== $this->filter ) {
			remove_filter( 'pre_http_request', $this->filter, 10 );
			$this->filter = null;
		}
	}

	/**
	 * Queues one answer.
	 *
	 * @param int                   $status  HTTP status.
	 * @param array<string, mixed>  $body    Body, JSON-encoded.
	 * @param array<string, string> $headers Extra headers, e.g. Stripe-Should-Retry.
	 */
	public function respond( int $status, array $body, array $headers = [] ): self {
		$request_id      = 'req_fake_' . ( count( $this->answers ) + 1 );
		$this->answers[] = [
			// Like WordPress's own responses, so header names are read in any case.
			'headers'  => new CaseInsensitiveDictionary( $headers + [ 'Request-Id' => $request_id ] ),
			'body'     => (string) wp_json_encode( $body ),
			'response' => [ 'code' => $status, 'message' => get_status_header_desc( $status ) ],
			'cookies'  => [],
			'filename' => null,
		];
		$this->echoes[]  = [];
		return $this;
	}

	/**
	 * Queues a 200 with one of Stripe's example objects. A PaymentIntent answers as Stripe would to the request it
	 * answers: the amount and currency the request sent (unless the test names them), and, once succeeded, the
	 * whole amount received (unless the test names `amount_received`).
	 *
	 * @param string               $resource  Resource name in the fixtures, e.g. payment_intent.
	 * @param array<string, mixed> $overrides Fields to replace.
	 */
	public function respond_object( string $resource, array $overrides = [] ): self {
		$this->respond( 200, StripeFixtures::object( $resource, $overrides ) );
		if ( 'payment_intent' === $resource ) {
			$this->echoes[ array_key_last( $this->echoes ) ] = array_values( array_diff( [ 'amount', 'currency', 'amount_received' ], array_keys( $overrides ) ) );
		}
		return $this;
	}

	/**
	 * Queues an error answer shaped like Stripe's.
	 *
	 * @param int                   $status  HTTP status, e.g. 402 for card errors.
	 * @param array<string, string> $error   Stripe's error object (type, code, message, decline_code, param).
	 * @param array<string, string> $headers Extra headers.
	 */
	public function respond_error( int $status, array $error, array $headers = [] ): self {
		return $this->respond( $status, [ 'error' => $error ], $headers );
	}

	/**
	 * Queues a request that gets no answer, as a timeout or DNS failure gives.
	 *
	 * @param string $message Transport error message.
	 */
	public function fail_transport( string $message = 'cURL error 28: Operation timed out after 30001 ms' ): self {
		$this->answers[] = new \WP_Error( 'http_request_failed', $message );
		$this->echoes[]  = [];
		return $this;
	}

	/**
	 * Every request so far.
	 *
	 * @return list<array{method: string, url: string, headers: array<string, string>, body: string, timeout: float}>
	 */
	public function requests(): array {
		return $this->requests;
	}

	/**
	 * One request, by position.
	 *
	 * @param int $index 0 for the first.
	 * @return array{method: string, url: string, headers: array<string, string>, body: string, timeout: float}
	 */
	public function request( int $index ): array {
		if ( ! isset( $this->requests[ $index ] ) ) {
			throw new \OutOfBoundsException( sprintf( 'Only %d request(s) were made.', count( $this->requests ) ) );
		}
		return $this->requests[ $index ];
	}

	/** How many answers are left. */
	public function pending(): int {
		return count( $this->answers );
	}

	/**
	 * Records a request and gives the next answer.
	 *
	 * @param array<string, mixed> $args WordPress HTTP arguments.
	 * @param string               $url  URL.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function answer( array $args, string $url ): array|\WP_Error {
		$this->requests[] = [
			'method'  => (string) ( $args['method'] ?? 'GET' ),
			'url'     => $url,
			'headers' => is_array( $args['headers'] ?? null ) ? $args['headers'] : [],
			'body'    => is_string( $args['body'] ?? null ) ? $args['body'] : '',
			'timeout' => (float) ( $args['timeout'] ?? 0 ),
		];
		if ( [] === $this->answers ) {
			throw new \LogicException( "FakeStripe has no answer queued for {$args['method']} $url." );
		}
		$answer = array_shift( $this->answers );
		$echo   = array_shift( $this->echoes ) ?? [];
		return is_array( $answer ) && [] !== $echo ? self::echoed( $answer, $echo, end( $this->requests )['body'] ) : $answer;
	}

	/**
	 * A PaymentIntent answer with the fields the request set, as Stripe answers.
	 *
	 * @param array<string, mixed> $answer The queued answer.
	 * @param list<string>         $fields The fields to take from the request.
	 * @param string               $body   The request's form body.
	 * @return array<string, mixed>
	 */
	private static function echoed( array $answer, array $fields, string $body ): array {
		parse_str( $body, $sent );
		$intent = json_decode( (string) $answer['body'], true );
		foreach ( array_intersect( $fields, [ 'amount', 'currency' ] ) as $field ) {
			if ( isset( $sent[ $field ] ) ) {
				$intent[ $field ] = 'amount' === $field ? (int) $sent[ $field ] : $sent[ $field ];
			}
		}
		if ( in_array( 'amount_received', $fields, true ) && 'succeeded' === ( $intent['status'] ?? '' ) ) {
			$intent['amount_received'] = $intent['amount'];
		}
		$answer['body'] = (string) wp_json_encode( $intent );
		return $answer;
	}
}
