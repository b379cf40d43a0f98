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
		unset( $_SERVER['HTTP_CF_IPCOUNTRY'], $_SERVER['HTTP_CF_REGION_CODE'], $_SERVER['HTTP_CLOUDFRONT_VIEWER_COUNTRY'], $_SERVER['HTTP_CLOUDFRONT_VIEWER_COUNTRY_REGION'], $_SERVER['HTTP_X_COUNTRY'], $_SERVER['HTTP_X_REGION'], $_SERVER['HTTP_SEC_GPC'] );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		$_COOKIE = $this->cookies;
		parent::tearDown();
	}

	/** @return array<string, array{string, string, string, array{model: string, region: string, gpc: bool}}> */
	public static function countries(): array {
		return [
			'Germany, Cloudflare'               => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', 'DE', [ 'model' => 'optin', 'region' => 'EU', 'gpc' => false ] ],
			'Norway (EEA)'                      => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', 'no', [ 'model' => 'optin', 'region' => 'EU', 'gpc' => false ] ],
			'UK, CloudFront'                    => [ 'cloudfront', 'HTTP_CLOUDFRONT_VIEWER_COUNTRY', 'GB', [ 'model' => 'optin', 'region' => 'UK', 'gpc' => false ] ],
			'Switzerland'                       => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', 'CH', [ 'model' => 'optin', 'region' => 'CH', 'gpc' => false ] ],
			'United States, state unknown'      => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', 'US', [ 'model' => 'optout', 'region' => 'US', 'gpc' => false ] ],
			'Japan'                             => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', 'JP', [ 'model' => 'none', 'region' => 'JP', 'gpc' => false ] ],
			'custom header, Brazil'             => [ 'custom', 'HTTP_X_COUNTRY', 'BR', [ 'model' => 'none', 'region' => 'BR', 'gpc' => false ] ],
			'unknown (Cloudflare XX)'           => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', 'XX', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'no header'                         => [ 'cloudflare', 'HTTP_NOTHING', '', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'garbage'                           => [ 'cloudflare', 'HTTP_CF_IPCOUNTRY', '<script>', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'Cloudflare header, no CDN named'   => [ 'none', 'HTTP_CF_IPCOUNTRY', 'JP', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'CloudFront header, Cloudflare in front' => [ 'cloudflare', 'HTTP_CLOUDFRONT_VIEWER_COUNTRY', 'JP', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
			'custom header, CloudFront in front' => [ 'cloudfront', 'HTTP_X_COUNTRY', 'JP', [ 'model' => 'optin', 'region' => '', 'gpc' => false ] ],
		];
	}

	/**
	 * @dataProvider countries
	 * @param array{model: string, region: string, gpc: bool} $expected Answer.
	 */
	public function test_geo_model_by_the_headers_of_the_cdn_in_front( string $cdn, string $header, string $country, array $expected ): void {
		$this->enable_geo( [ 'cdn' => $cdn ] );
		$_SERVER[ $header ] = $country;

		$response = $this->rest( 'GET', '/shop-consent/v1/geo' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $expected, $response->get_data() );
		$this->assertStringContainsString( 'no-cache', $response->get_headers()['Cache-Control'] ?? '' );
	}

	/** @return array<string, array{array<string, mixed>, array<string, string>, array{string, string}}> */
	public static function us_states(): array {
		$cloudfront = [ 'cdn' => 'cloudfront' ];
		return [
			'California, CloudFront'          => [ $cloudfront, [ 'HTTP_CLOUDFRONT_VIEWER_COUNTRY' => 'US', 'HTTP_CLOUDFRONT_VIEWER_COUNTRY_REGION' => 'CA' ], [ 'optout', 'US-CA' ] ],
			'Wyoming: no privacy law'         => [ $cloudfront, [ 'HTTP_CLOUDFRONT_VIEWER_COUNTRY' => 'US', 'HTTP_CLOUDFRONT_VIEWER_COUNTRY_REGION' => 'WY' ], [ 'none', 'US-WY' ] ],
			'the list of states is a setting' => [ $cloudfront + [ 'optout_states' => [ 'WY' ] ], [ 'HTTP_CLOUDFRONT_VIEWER_COUNTRY' => 'US', 'HTTP_CLOUDFRONT_VIEWER_COUNTRY_REGION' => 'CA' ], [ 'none', 'US-CA' ] ],
			'Cloudflare region code'          => [ [ 'cdn' => 'cloudflare' ], [ 'HTTP_CF_IPCOUNTRY' => 'US', 'HTTP_CF_REGION_CODE' => 'VA' ], [ 'optout', 'US-VA' ] ],
			'custom region header'            => [ [ 'cdn' => 'custom', 'header' => 'X-Country', 'region_header' => 'X-Region' ], [ 'HTTP_X_COUNTRY' => 'US', 'HTTP_X_REGION' => 'TX' ], [ 'optout', 'US-TX' ] ],
			'a region outside the US'         => [ $cloudfront, [ 'HTTP_CLOUDFRONT_VIEWER_COUNTRY' => 'DE', 'HTTP_CLOUDFRONT_VIEWER_COUNTRY_REGION' => 'BY' ], [ 'optin', 'EU' ] ],
		];
	}

	/**
	 * @dataProvider us_states
	 * @param array<string, mixed>  $geo      Geo settings.
	 * @param array<string, string> $headers  Request headers.
	 * @param array{string, string} $expected Model and region.
	 */
	public function test_the_opt_out_model_applies_per_us_state( array $geo, array $headers, array $expected ): void {
		$this->enable_geo( $geo );
		$_SERVER = $headers + $_SERVER;

		$data = $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data();

		$this->assertSame( $expected, [ $data['model'], $data['region'] ] );
	}

	public function test_geo_filter_resolves_the_country_or_the_state(): void {
		$this->enable_geo();
		$location = 'FR';
		$resolver = static function () use ( &$location ): string {
			return $location;
		};
		add_filter( 'shop_consent_geo_country', $resolver );
		try {
			$france     = $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data();
			$location   = 'US-CA';
			$california = $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data();
		} finally {
			remove_filter( 'shop_consent_geo_country', $resolver );
		}

		$this->assertSame( [ 'model' => 'optin', 'region' => 'EU', 'gpc' => false ], $france );
		$this->assertSame( [ 'model' => 'optout', 'region' => 'US-CA', 'gpc' => false ], $california );
	}

	public function test_geo_disabled_is_optin_everywhere(): void {
		update_option( 'shop_consent_settings', [ 'geo' => [ 'enabled' => false, 'cdn' => 'cloudflare' ] ] );
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
		update_option( 'shop_consent_settings', [ 'gpc' => $setting, 'geo' => [ 'enabled' => true, 'cdn' => 'cloudflare' ] ] );
		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'US';
		$_SERVER['HTTP_SEC_GPC']      = $header;

		$data = $this->rest( 'GET', '/shop-consent/v1/geo' )->get_data();

		$this->assertSame( [ 'model' => 'optout', 'region' => 'US', 'gpc' => $expected ], $data );
	}

	/**
	 * @param array<string, mixed> $geo Geo settings over the defaults.
	 */
	private function enable_geo( array $geo = [] ): void {
		update_option( 'shop_consent_settings', [ 'geo' => $geo + [ 'enabled' => true, 'cdn' => 'custom', 'header' => 'X-Country' ] ] );
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
