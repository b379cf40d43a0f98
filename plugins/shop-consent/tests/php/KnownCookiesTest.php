<?php
/**
 * The known-cookie database shipped in data/known-cookies.json, as PHP loads and filters it.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Cookies\KnownCookies;

/**
 * Every shipped entry is valid (nothing is dropped), the services the issue names are covered, and entries added
 * through the filter are checked like the file's.
 */
final class KnownCookiesTest extends TestCase {

	private const FILTER = 'shop_consent_known_cookies';

	protected function tearDown(): void {
		remove_all_filters( self::FILTER );
		parent::tearDown();
	}

	public function test_the_file_is_json_with_a_version(): void {
		$json = json_decode( (string) file_get_contents( \ShopConsent\DIR . 'data/known-cookies.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions

		$this->assertIsArray( $json );
		$this->assertSame( 1, $json['version'] );
	}

	public function test_every_shipped_entry_is_valid(): void {
		$known = new KnownCookies();
		$raw   = $known->read();
		$valid = $known->all();

		$this->assertCount( count( $raw['cookies'] ), $valid['cookies'], 'A cookie entry of the file is invalid.' );
		$this->assertCount( count( $raw['hosts'] ), $valid['hosts'], 'A host entry of the file is invalid.' );
		$this->assertGreaterThanOrEqual( 40, count( $valid['cookies'] ) );
		$this->assertLessThanOrEqual( 80, count( $valid['cookies'] ) );
	}

	public function test_no_pattern_or_host_is_listed_twice(): void {
		$valid    = ( new KnownCookies() )->all();
		$patterns = array_map( static fn ( array $entry ): string => ( $entry['type'] ?? 'cookie' ) . ' ' . $entry['pattern'], $valid['cookies'] );
		$hosts    = array_column( $valid['hosts'], 'host' );

		$this->assertSame( array_unique( $patterns ), $patterns );
		$this->assertSame( array_unique( $hosts ), $hosts );
	}

	/** @return array<string, array{string, string, string}> pattern, service, category */
	public static function required_cookies(): array {
		return [
			'WordPress auth'            => [ 'wordpress_*', 'WordPress', 'strict' ],
			'WordPress settings'        => [ 'wp-settings-*', 'WordPress', 'strict' ],
			'WordPress test cookie'     => [ 'wordpress_test_cookie', 'WordPress', 'strict' ],
			'commenter'                 => [ 'comment_author_*', 'WordPress', 'strict' ],
			'cart hash'                 => [ 'woocommerce_cart_hash', 'WooCommerce', 'strict' ],
			'items in cart'             => [ 'woocommerce_items_in_cart', 'WooCommerce', 'strict' ],
			'session'                   => [ 'wp_woocommerce_session_*', 'WooCommerce', 'strict' ],
			'recently viewed'           => [ 'woocommerce_recently_viewed', 'WooCommerce', 'strict' ],
			'sourcebuster'              => [ 'sbjs_*', 'WooCommerce order attribution (Sourcebuster)', 'thirdparty' ],
			'store API nonce'           => [ 'storeApiNonce', 'WooCommerce', 'strict' ],
			'store API cart hash'       => [ 'storeApiCartHash', 'WooCommerce', 'strict' ],
			'our consent'               => [ 'shop_consent', 'Shop Consent', 'strict' ],
			'stripe mid'                => [ '__stripe_mid', 'Stripe', 'strict' ],
			'stripe sid'                => [ '__stripe_sid', 'Stripe', 'strict' ],
			'stripe m'                  => [ 'm', 'Stripe', 'strict' ],
			'google analytics'          => [ '_ga', 'Google Analytics', 'thirdparty' ],
			'google analytics 4'        => [ '_ga_*', 'Google Analytics', 'thirdparty' ],
			'google ads'                => [ '_gcl_*', 'Google Ads', 'advanced' ],
			'meta'                      => [ '_fbp', 'Meta Pixel', 'advanced' ],
			'clarity'                   => [ '_clck', 'Microsoft Clarity', 'thirdparty' ],
			'uet'                       => [ '_uetsid', 'Microsoft Advertising (UET)', 'advanced' ],
			'hotjar'                    => [ '_hjSession_*', 'Hotjar', 'thirdparty' ],
			'youtube'                   => [ 'YSC', 'YouTube', 'thirdparty' ],
			'vimeo'                     => [ 'vuid', 'Vimeo', 'thirdparty' ],
			'tiktok'                    => [ '_ttp', 'TikTok Pixel', 'advanced' ],
			'linkedin'                  => [ 'li_fat_id', 'LinkedIn Insight Tag', 'advanced' ],
			'pinterest'                 => [ '_pin_unauth', 'Pinterest Tag', 'advanced' ],
			'hubspot'                   => [ 'hubspotutk', 'HubSpot', 'advanced' ],
			'mailchimp for woocommerce' => [ 'mailchimp_landing_site', 'Mailchimp for WooCommerce', 'advanced' ],
		];
	}

	/**
	 * @dataProvider required_cookies
	 * @param string $pattern  Pattern.
	 * @param string $service  Expected service.
	 * @param string $category Expected category.
	 */
	public function test_the_services_of_the_issue_are_covered( string $pattern, string $service, string $category ): void {
		$entries = array_values( array_filter( ( new KnownCookies() )->all()['cookies'], static fn ( array $entry ): bool => $entry['pattern'] === $pattern ) );

		$this->assertCount( 1, $entries, "No entry for $pattern" );
		$this->assertSame( $service, $entries[0]['service'] );
		$this->assertSame( $category, $entries[0]['category'] );
		$this->assertNotSame( '', $entries[0]['purpose'] );
	}

	public function test_third_party_hosts_map_to_services(): void {
		$hosts = array_column( ( new KnownCookies() )->all()['hosts'], 'service', 'host' );

		$this->assertSame( 'Google Analytics', $hosts['google-analytics.com'] );
		$this->assertSame( 'Google Tag Manager', $hosts['googletagmanager.com'] );
		$this->assertSame( 'Meta', $hosts['facebook.net'] );
		$this->assertSame( 'Microsoft Clarity', $hosts['clarity.ms'] );
		$this->assertSame( 'YouTube', $hosts['youtube.com'] );
		$this->assertSame( 'Stripe', $hosts['js.stripe.com'] );
	}

	public function test_the_filter_adds_valid_entries_and_invalid_ones_are_left_out(): void {
		add_filter(
			self::FILTER,
			static function ( array $data ): array {
				$data['cookies'][] = [
					'pattern'  => 'acme_*',
					'service'  => 'Acme',
					'purpose'  => 'Loyalty points.',
					'category' => 'thirdparty',
				];
				$data['cookies'][] = [
					'pattern'  => 'bad_category',
					'service'  => 'Acme',
					'purpose'  => 'x',
					'category' => 'marketing',
				];
				$data['cookies'][] = [
					'pattern'  => 'markup',
					'service'  => '<script>alert(1)</script>',
					'purpose'  => 'x',
					'category' => 'strict',
				];
				$data['cookies'][] = [
					'pattern'  => 'spaces in name',
					'service'  => 'Acme',
					'purpose'  => 'x',
					'category' => 'strict',
				];
				$data['hosts'][]   = [
					'host'     => 'cdn.acme.example',
					'service'  => 'Acme',
					'category' => 'thirdparty',
				];
				$data['hosts'][]   = [
					'host'     => 'https://acme.example/',
					'service'  => 'Acme',
					'category' => 'thirdparty',
				];
				return $data;
			}
		);
		$known    = new KnownCookies();
		$valid    = $known->all();
		$patterns = array_column( $valid['cookies'], 'pattern' );

		$this->assertContains( 'acme_*', $patterns );
		$this->assertNotContains( 'bad_category', $patterns );
		$this->assertNotContains( 'markup', $patterns );
		$this->assertNotContains( 'spaces in name', $patterns );
		$this->assertContains( 'cdn.acme.example', array_column( $valid['hosts'], 'host' ) );
		$this->assertCount( count( $known->read()['hosts'] ) + 1, $valid['hosts'] );
	}

	public function test_a_filter_returning_garbage_keeps_the_file(): void {
		add_filter( self::FILTER, '__return_false' );

		$this->assertCount( count( ( new KnownCookies() )->read()['cookies'] ), ( new KnownCookies() )->all()['cookies'] );
	}

	public function test_a_missing_file_gives_an_empty_database(): void {
		$this->assertSame(
			[
				'cookies' => [],
				'hosts'   => [],
			],
			( new KnownCookies( '/nonexistent/known-cookies.json' ) )->all()
		);
	}
}
