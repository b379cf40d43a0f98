<?php
/**
 * When and how long to wait before a request is sent again.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

defined( 'ABSPATH' ) || exit;

/**
 * Retries what may have failed only for the moment (no answer, 429, 5xx) with exponential backoff, and only calls
 * that are safe to repeat. Stripe's `Stripe-Should-Retry` header, when present, overrides the status.
 */
final class RetryPolicy {

	/**
	 * Constructor.
	 *
	 * @param int   $max_retries   Retries after the first try.
	 * @param float $initial_delay Seconds before the first retry; doubled before each next one.
	 * @param float $max_delay     Longest wait in seconds, so a checkout never hangs for long.
	 */
	public function __construct(
		private readonly int $max_retries = 2,
		private readonly float $initial_delay = 0.5,
		private readonly float $max_delay = 4.0
	) {
	}

	/**
	 * Whether a failed try is sent again.
	 *
	 * @param int         $retries_done How many retries were already made.
	 * @param bool        $idempotent   Whether repeating the call cannot act twice (GET, DELETE, keyed POST).
	 * @param int         $status       HTTP status, 0 when there was no answer.
	 * @param string|null $should_retry Stripe-Should-Retry header, null when absent.
	 */
	public function should_retry( int $retries_done, bool $idempotent, int $status, ?string $should_retry ): bool {
		if ( ! $idempotent || $retries_done >= $this->max_retries ) {
			return false;
		}
		if ( null !== $should_retry && '' !== $should_retry ) {
			// Stripe knows best, e.g. "false" for a 5xx that did act, "true" for a 409 lock timeout.
			return 'true' === strtolower( trim( $should_retry ) );
		}
		return 0 === $status || 429 === $status || $status >= 500;
	}

	/**
	 * Seconds to wait before a retry.
	 *
	 * @param int $retry 1 for the first retry.
	 */
	public function delay( int $retry ): float {
		return min( $this->max_delay, $this->initial_delay * ( 2 ** max( 0, $retry - 1 ) ) );
	}
}
