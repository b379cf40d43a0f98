<?php
/**
 * The anti-spam keys themselves: who can make one and how long it lasts.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\AntiSpam\Keys;

/**
 * A key issued now passes until its expiry and is refused from then on; a key changed in any part, made with
 * another secret, or absent is refused, each with the message that says what to do and the status 403.
 */
final class AntiSpamKeysTest extends TestCase {

	private const NOW = 1_800_000_000;

	public function test_a_key_is_valid_until_its_expiry_an_hour_later(): void {
		$key = Keys::issue( self::NOW );

		$this->assertSame( self::NOW + HOUR_IN_SECONDS, $key['expires'] );
		$this->assertNull( Keys::refusal( $key['value'], self::NOW ) );
		$this->assertNull( Keys::refusal( $key['value'], self::NOW + HOUR_IN_SECONDS - 1 ) );
	}

	public function test_a_key_used_again_after_its_expiry_is_refused(): void {
		$key = Keys::issue( self::NOW );
		$this->assertNull( Keys::refusal( $key['value'], self::NOW + 10 ), 'accepted while valid' );

		$this->assert_refused( 'shop_theme_antispam_expired', $key['value'], self::NOW + HOUR_IN_SECONDS );
		$this->assert_refused( 'shop_theme_antispam_expired', $key['value'], self::NOW + DAY_IN_SECONDS );
	}

	public function test_two_keys_are_never_the_same(): void {
		$this->assertNotSame( Keys::issue( self::NOW )['value'], Keys::issue( self::NOW )['value'] );
	}

	/**
	 * @return array<string, array{callable(string): string}>
	 */
	public static function forgeries(): array {
		return [
			'later expiry, same signature' => [ static fn ( string $key ): string => preg_replace( '/^\d+/', (string) ( self::NOW + 10 * YEAR_IN_SECONDS ), $key ) ],
			'other random part'            => [ static fn ( string $key ): string => preg_replace( '/\.[0-9a-f]{16}\./', '.0123456789abcdef.', $key ) ],
			'signature changed'            => [ static fn ( string $key ): string => substr( $key, 0, -1 ) . ( str_ends_with( $key, '0' ) ? '1' : '0' ) ],
			'signed with another secret'   => [ static fn ( string $key ): string => preg_replace( '/[0-9a-f]{64}$/', hash_hmac( 'sha256', 'shop-theme-antispam|' . ( self::NOW + 100 ) . '|0123456789abcdef', 'guessed' ), (string) preg_replace( '/\.[0-9a-f]{16}\./', '.0123456789abcdef.', (string) preg_replace( '/^\d+/', (string) ( self::NOW + 100 ), $key ) ) ) ],
			'not a key'                    => [ static fn ( string $key ): string => 'hello' ],
			'trailing data'                => [ static fn ( string $key ): string => $key . "\n" ],
		];
	}

	/**
	 * @dataProvider forgeries
	 *
	 * @param callable(string): string $forge Turns a valid key into a forged one.
	 */
	public function test_a_forged_key_is_refused( callable $forge ): void {
		$forged = $forge( Keys::issue( self::NOW )['value'] );

		$this->assert_refused( 'shop_theme_antispam_forged', $forged, self::NOW );
	}

	public function test_a_missing_key_is_refused(): void {
		$this->assert_refused( 'shop_theme_antispam_missing', null, self::NOW );
		$this->assert_refused( 'shop_theme_antispam_missing', '', self::NOW );
		$this->assert_refused( 'shop_theme_antispam_missing', [ 'array' ], self::NOW );
	}

	/**
	 * @param string $code The expected error code.
	 * @param mixed  $key  The submitted value.
	 * @param int    $now  Unix time.
	 */
	private function assert_refused( string $code, $key, int $now ): void {
		$error = Keys::refusal( $key, $now );

		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( $code, $error->get_error_code() );
		$this->assertSame( 403, $error->get_error_data() );
		$this->assertStringContainsString( 'send your comment again', $error->get_error_message() );
	}
}
