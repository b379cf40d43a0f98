<?php
/**
 * The per-client limit on public writes.
 *
 * @package ShopConsent
 */

declare( strict_types=1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Log\RateLimiter;

/**
 * A site can raise the limit for clients that share an address and a user agent.
 */
final class RateLimiterTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR']     = '192.0.2.' . wp_rand( 1, 254 );
		$_SERVER['HTTP_USER_AGENT'] = 'RateLimiterTest ' . wp_generate_password( 8, false );
	}

	public function test_the_client_is_refused_past_the_limit(): void {
		$limiter = new RateLimiter( 'unit', 2, 60 );

		$this->assertSame( [ true, true, false ], [ $limiter->hit(), $limiter->hit(), $limiter->hit() ] );
	}

	public function test_the_limit_filter_raises_the_limit_for_that_limit_only(): void {
		$raise = static fn ( int $limit, string $name ): int => 'unit' === $name ? 3 : $limit;
		add_filter( 'shop_consent_rate_limit', $raise, 10, 2 );
		try {
			$limiter = new RateLimiter( 'unit', 2, 60 );
			$other   = new RateLimiter( 'other', 1, 60 );

			$this->assertSame( [ true, true, true, false ], [ $limiter->hit(), $limiter->hit(), $limiter->hit(), $limiter->hit() ] );
			$this->assertSame( [ true, false ], [ $other->hit(), $other->hit() ] );
		} finally {
			remove_filter( 'shop_consent_rate_limit', $raise, 10 );
		}
	}
}
