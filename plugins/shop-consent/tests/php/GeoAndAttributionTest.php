<?php
/**
 * The geo endpoint and WooCommerce's order-attribution consent.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Settings\Settings;
use ShopConsent\WooCommerce\OrderAttributionConsent;

/**
 * Region model from CDN headers; attribution only with a valid cookie allowing its category.
 */
final class GeoAndAttributionTest extends TestCase {

	/** @var array<string, mixed> */
	private array $server = [];

	/** @var array<string, mixed> */
	private array $cookies = [];

	protected function setUp(): void {
		parent::setUp();
		$this->server  = $_SERVER;
		$this->cookies = $_COOKIE;
		unset( $_SERVER['HTTP_CF_IPCOUNTRY'], $_SERVER['HTTP_CLOUDFRONT_VIEWER_COUNTRY'], $_SERVER['HTTP_X_COUNTRY'], $_SERVER['HTTP_SEC_GPC'] );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		$_COOKIE = $this->cookies;
		parent::tearDown();
	}

	/** @return array<string, array{string, string, array{model: string, region: string, gpc: bool}}> */
	public static function countries(): array {
		return [
			'Germany, Cloudflare'     => [ 'HTTP_CF_IPCOUNTRY', 'DE', [ 'model' => 'optin', 'region' => 'EU', 'gpc' => false ] ],
			'Norway (EEA)'            => [ 'HTTP_CF_IPCOUNTRY', 'no', [ 'model' => 'optin', 'region' => 'EU', 'gpc' => false ] ],
			'UK, CloudFront'          => [ 'HTTP_CLOUDFRONT_VIEWER_COUNTRY', 'GB', [ 'model' => 'optin', 'region' => 'UK', 'gpc' => false ] ],
			'Switzerland'             => [ 'HTTP_CF_IPCOUNTRY', 'CH', [ 'model' => 'optin', 'region' => 'CH', 'gpc' => false ] ],
			'United States'           => [ 'HTTP_CF_IPCOUNTRY', 'US', [ 'model' => 'optout', 'region' => 'US', 'gpc' => false ] ],
			'Japan'                   => [ 'HTTP_CF_IPCOUNTRY', 'JP', [ 'model' => 'none', 'region' => 'JP', 'gpc' => false ] ],
			'custom header, Brazil'   => [ 'HTTP_X_COUNTRY', 'BR', [ 'model' => 'none', 'region' => 'BR', 'gpc' => false ] ],
			'unknown (Cloudflare XX)' => [ 'HTTP_CF_IPCOUNTRY', 'XX', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'no header'               => [ 'HTTP_NOTHING', '', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'garbage'                 => [ 'HTTP_CF_IPCOUNTRY', '<script>', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
		];
	}

	/**
	 * @dataProvider countries
	 * @param array{model: string, region: string, gpc: bool} $expected Answer.
	 */
	public function test_geo_model_by_country_header( string $header, string $country, array $expected ): void {
		$this->enable_geo();
		$_SERVER[ $header ] = $country;

		$response = $this->rest( 'GET', '/shop-consent/v1/geo' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $expected, $response->get_data() );
		$this->assertStringContainsString( 'no-cache', $response->get_headers()['Cache-Control'] ?? '' );
	}

	public function test_geo_filter_resolves_the_country(): void {
		$this->enable_geo();
		$resolver = static fn (): string => 'FR';
		add_filter( 'shop_consent_geo_country', $resolver );
		try {
			$data = $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data();
		} finally {
			remove_filter( 'shop_consent_geo_country', $resolver );
		}

		$this->assertSame( [ 'model' => 'optin', 'region' => 'EU', 'gpc' => false ], $data );
	}

	public function test_geo_disabled_is_optin_everywhere(): void {
		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'JP';

		$this->assertSame( [ 'model' => 'optin', 'region' => '', 'gpc' => false ], $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data() );
	}

	/** @return array<string, array{string, bool, bool}> */
	public static function gpc_signals(): array {
		return [
			'Sec-GPC: 1, setting on'  => [ '1', true, true ],
			'Sec-GPC: 1, setting off' => [ '1', false, false ],
			'Sec-GPC: 0'              => [ '0', true, false ],
			'Sec-GPC: yes (invalid)'  => [ 'yes', true, false ],
		];
	}

	/**
	 * @dataProvider gpc_signals
	 */
	public function test_geo_reports_the_sec_gpc_header_when_the_setting_honours_it( string $header, bool $setting, bool $expected ): void {
		update_option( 'shop_consent_settings', [ 'gpc' => $setting, 'geo' => [ 'enabled' => true, 'header' => '' ] ] );
		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'US';
		$_SERVER['HTTP_SEC_GPC']      = $header;

		$data = $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data();

		$this->assertSame( [ 'model' => 'optout', 'region' => 'US', 'gpc' => $expected ], $data );
	}

	private function enable_geo(): void {
		update_option( 'shop_consent_settings', [ 'geo' => [ 'enabled' => true, 'header' => 'X-Country' ] ] );
	}

	/** @return array<string, array{?string, string, bool}> */
	public static function cookies(): array {
		$record = static fn ( int $strict, int $third, int $advanced, int $version = 1 ): string => (string) wp_json_encode(
			[ 'strict' => $strict, 'thirdparty' => $third, 'advanced' => $advanced, 'version' => $version, 'id' => '0123456789abcdef0123456789abcdef' ]
		);
		return [
			'accepting all'                 => [ $record( 1, 1, 1 ), 'thirdparty', true ],
			'third-party only'              => [ $record( 1, 1, 0 ), 'thirdparty', true ],
			'third-party only, gated by ads' => [ $record( 1, 1, 0 ), 'advanced', false ],
			'advanced only, gated by ads'   => [ $record( 1, 0, 1 ), 'advanced', true ],
			'rejecting'                     => [ $record( 1, 0, 0 ), 'thirdparty', false ],
			'outdated version'              => [ $record( 1, 1, 1, 0 ), 'thirdparty', false ],
			'strict 0 with others 1'        => [ $record( 0, 1, 1 ), 'thirdparty', false ],
			'malformed JSON'                => [ '{"strict":1,', 'thirdparty', false ],
			'flag as string'                => [ '{"strict":1,"thirdparty":"1","advanced":0,"version":1,"id":"0123456789abcdef"}', 'thirdparty', false ],
			'bad id'                        => [ '{"strict":1,"thirdparty":1,"advanced":0,"version":1,"id":"xyz"}', 'thirdparty', false ],
			'slashed by WordPress'          => [ addslashes( $record( 1, 1, 1 ) ), 'thirdparty', true ],
			'missing'                       => [ null, 'thirdparty', false ],
		];
	}

	/** @dataProvider cookies */
	public function test_order_attribution_follows_the_consent_cookie( ?string $cookie, string $category, bool $allowed ): void {
		$this->act_as( 'administrator' );
		update_option( 'shop_consent_settings', [ 'attribution_category' => $category ] );
		unset( $_COOKIE['shop_consent'] );
		if ( null !== $cookie ) {
			$_COOKIE['shop_consent'] = $cookie;
		}

		$this->assertSame( $allowed, apply_filters( 'wc_order_attribution_allow_tracking', true ) );
	}

	public function test_order_attribution_is_off_for_everyone_on_pages_a_cache_may_keep(): void {
		$_COOKIE['shop_consent'] = (string) wp_json_encode(
			[ 'strict' => 1, 'thirdparty' => 1, 'advanced' => 1, 'version' => 1, 'id' => '0123456789abcdef0123456789abcdef' ]
		);
		$cached  = new OrderAttributionConsent( new Settings(), static fn (): bool => false );
		$private = new OrderAttributionConsent( new Settings(), static fn (): bool => true );

		$this->assertFalse( $cached->allow( true ), 'the same HTML for every visitor: the browser enables tracking' );
		$this->assertTrue( $private->allow( true ), 'checkout and other uncached pages follow the cookie' );
		$this->assertFalse( $private->allow( false ), 'an earlier refusal stands' );
	}
}
