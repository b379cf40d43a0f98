<?php
/**
 * Stripe's own example objects, for answers to intercepted HTTP requests and for webhook events.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

/**
 * Reads the example objects the tests use, carried in the repository (`tests/php/fixtures/stripe-resources.json`: the
 * resources of Stripe's `fixtures3.json`, from its public OpenAPI repository, MIT, that the tests name), or a whole
 * `fixtures3.json` from SHOP_STRIPE_FIXTURES. Tests call require_fixtures() first: without the file they are skipped
 * with the reason printed, never silently passed.
 */
final class StripeFixtures {

	/** @var array<string, array<string, mixed>>|null */
	private static ?array $resources = null;

	/** The fixtures file, or '' when there is none. */
	public static function path(): string {
		$candidates = [
			(string) getenv( 'SHOP_STRIPE_FIXTURES' ),
			dirname( __DIR__ ) . '/fixtures/stripe-resources.json',
		];
		foreach ( $candidates as $candidate ) {
			if ( '' !== $candidate && is_readable( $candidate ) ) {
				return $candidate;
			}
		}
		return '';
	}

	/**
	 * One example object ("payment_intent", "setup_intent", "refund", "charge", "customer", "payment_method",
	 * "dispute", "event", …), with top-level fields replaced.
	 *
	 * @param string               $resource  Resource name in the fixtures.
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	public static function object( string $resource, array $overrides = [] ): array {
		$resources = self::resources();
		if ( ! isset( $resources[ $resource ] ) ) {
			throw new \InvalidArgumentException( "No Stripe example object named $resource." );
		}
		return array_replace( $resources[ $resource ], $overrides );
	}

	/**
	 * Stripe's example event around an object, as a webhook delivers it.
	 *
	 * @param string               $type   Event type, e.g. payment_intent.succeeded.
	 * @param array<string, mixed> $object The event's data.object.
	 * @param string               $id     Event id.
	 * @return array<string, mixed>
	 */
	public static function event( string $type, array $object, string $id = 'evt_test_1' ): array {
		return self::object(
			'event',
			[
				'id'      => $id,
				'type'    => $type,
				'created' => time(),
				'data'    => [ 'object' => $object ],
			]
		);
	}

	/**
	 * Every resource.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function resources(): array {
		if ( null === self::$resources ) {
			$path = self::path();
			if ( '' === $path ) {
				throw new \RuntimeException( 'Stripe fixtures not found.' );
			}
			$decoded         = json_decode( (string) file_get_contents( $path ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local test file.
			self::$resources = is_array( $decoded ) && is_array( $decoded['resources'] ?? null ) ? $decoded['resources'] : [];
		}
		return self::$resources;
	}
}
