<?php
/**
 * The server half of the WP Consent API: registration, consent type and wp_has_consent().
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Consent\WpConsentApi;
use ShopConsent\Geo\VisitorRegion;
use ShopConsent\Settings\Settings;

use const ShopConsent\FILE;

/**
 * Other plugins that ask the API in PHP get the visitor's decision from `shop_consent` on uncached requests, and the
 * same answer for everyone where a page cache may keep the output. Tested through the API's filters (as the API
 * plugin applies them), and through the API plugin itself when it is in the cache folder.
 */
final class WpConsentApiTest extends TestCase {

	private const API_PLUGIN = '/shop-bundle/wp-consent-api/wp-consent-api.php';

	/** @var array<string, mixed> */
	private array $server = [];

	/** @var array<string, mixed> */
	private array $cookies = [];

	protected function setUp(): void {
		parent::setUp();
		$this->server  = $_SERVER;
		$this->cookies = $_COOKIE;
		unset( $_SERVER['HTTP_CF_IPCOUNTRY'], $_SERVER['HTTP_CF_REGION_CODE'], $_SERVER['HTTP_SEC_GPC'] );
		unset( $_COOKIE['shop_consent'] );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		$_COOKIE = $this->cookies;
		parent::tearDown();
	}

	private static function decide( int $thirdparty, int $advanced, int $version = 1 ): void {
		$_COOKIE['shop_consent'] = (string) wp_json_encode( [ 'strict' => 1, 'thirdparty' => $thirdparty, 'advanced' => $advanced, 'version' => $version, 'id' => str_repeat( 'c', 32 ) ] );
	}

	/**
	 * The API's answer for a category, as its wp_has_consent() filters it (the cookie-based default is true).
	 */
	private static function has( string $category ): bool {
		return (bool) apply_filters( 'wp_has_consent', true, $category, false );
	}

	/** The integration as on a page a cache may keep. */
	private static function on_cacheable_page(): WpConsentApi {
		return new WpConsentApi( new Settings(), new VisitorRegion( new Settings() ), static fn (): bool => false );
	}

	/** @return array<string, array{int, int, array<string, bool>}> */
	public static function decisions(): array {
		return [
			'accept all'       => [ 1, 1, [ 'functional' => true, 'statistics' => true, 'statistics-anonymous' => true, 'marketing' => true, 'preferences' => true ] ],
			'third-party only' => [ 1, 0, [ 'functional' => true, 'statistics' => true, 'statistics-anonymous' => true, 'marketing' => false, 'preferences' => false ] ],
			'reject'           => [ 0, 0, [ 'functional' => true, 'statistics' => false, 'statistics-anonymous' => false, 'marketing' => false, 'preferences' => false ] ],
		];
	}

	/**
	 * @dataProvider decisions
	 * @param array<string, bool> $expected Answer per API category.
	 */
	public function test_wp_has_consent_answers_from_the_consent_cookie_on_uncached_requests( int $thirdparty, int $advanced, array $expected ): void {
		self::decide( $thirdparty, $advanced );

		$answers = [];
		foreach ( array_keys( $expected ) as $category ) {
			$answers[ $category ] = self::has( $category );
		}

		$this->assertSame( $expected, $answers );
	}

	public function test_without_a_decision_opt_in_means_no_and_opt_out_means_yes_unless_gpc(): void {
		$this->assertSame( [ 'optin', false, true ], [ apply_filters( 'wp_get_consent_type', false ), self::has( 'marketing' ), self::has( 'functional' ) ] );

		update_option( Settings::OPTION, [ 'geo' => [ 'enabled' => true, 'cdn' => 'cloudflare' ] ] );
		$_SERVER['HTTP_CF_IPCOUNTRY']  = 'US';
		$_SERVER['HTTP_CF_REGION_CODE'] = 'CA';
		$this->assertSame( [ 'optout', true ], [ apply_filters( 'wp_get_consent_type', false ), self::has( 'marketing' ) ] );

		$_SERVER['HTTP_SEC_GPC'] = '1';
		$this->assertFalse( self::has( 'marketing' ), 'Sec-GPC refuses by default in opt-out regions' );

		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'DE';
		unset( $_SERVER['HTTP_CF_REGION_CODE'] );
		$this->assertSame( 'optin', apply_filters( 'wp_get_consent_type', false ) );
	}

	public function test_a_decision_of_an_older_consent_version_is_no_decision(): void {
		update_option( Settings::OPTION, [ 'consent_version' => 2 ] );
		self::decide( 1, 1, 1 );

		$this->assertFalse( self::has( 'statistics' ) );
	}

	public function test_pages_a_cache_may_keep_get_the_same_answer_for_everyone(): void {
		$api = self::on_cacheable_page();
		self::decide( 1, 1 );
		update_option( Settings::OPTION, [ 'geo' => [ 'enabled' => true, 'cdn' => 'cloudflare' ] ] );
		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'US';

		$this->assertSame( [ 'optin', false, true ], [ $api->consent_type( false ), $api->has_consent( true, 'statistics' ), $api->has_consent( false, 'functional' ) ] );
		$this->assertTrue( $api->wait_for_type( false ), 'with geo rules the API script waits for the browser half to set the type' );
	}

	public function test_with_the_integration_off_the_api_is_left_alone(): void {
		update_option( Settings::OPTION, [ 'wp_consent_api' => false ] );
		self::decide( 0, 0 );

		$this->assertSame( [ false, true, false ], [ apply_filters( 'wp_get_consent_type', false ), self::has( 'marketing' ), (bool) apply_filters( 'wp_consent_api_registered_' . plugin_basename( FILE ), false ) ] );
	}

	public function test_unknown_categories_keep_the_apis_answer(): void {
		self::decide( 0, 0 );

		$this->assertSame( [ true, false ], [ (bool) apply_filters( 'wp_has_consent', true, 'something-else', false ), (bool) apply_filters( 'wp_has_consent', false, 'something-else', false ) ] );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_with_the_api_plugin_site_health_lists_shop_consent_as_registered_and_wp_has_consent_tells_the_truth(): void {
		$file = ( getenv( 'XDG_CACHE_HOME' ) ?: getenv( 'HOME' ) . '/.cache' ) . self::API_PLUGIN;
		if ( ! is_file( $file ) ) {
			$this->markTestSkipped( "The WP Consent API plugin is not in {$file} (bring it with the fetch tool; it is never committed)." );
		}
		require_once $file;
		\WP_CONSENT_API::get_instance();
		$basename = plugin_basename( FILE );
		$this->assertSame( 'shop-consent/shop-consent.php', $basename, 'the name Site Health finds in active_plugins' );
		self::decide( 1, 0 );

		$this->assertTrue( consent_api_registered( $basename ) );
		$health = ( new \ReflectionClass( \WP_CONSENT_API::class ) )->getStaticPropertyValue( 'site_health' );
		update_option( 'active_plugins', [ $basename ] );
		$result = $health->wp_consent_api_test();
		$this->assertSame( 'good', $result['status'], 'Site Health lists no plugin as unregistered' );
		$this->assertSame( 'optin', wp_get_consent_type() );
		$this->assertSame( [ true, false, true ], [ wp_has_consent( 'statistics' ), wp_has_consent( 'marketing' ), wp_has_consent( 'functional' ) ] );

		self::decide( 0, 0 );
		$_COOKIE['wp_consent_statistics'] = 'allow'; // A stale API cookie: the decision in shop_consent wins.
		$this->assertFalse( wp_has_consent( 'statistics' ) );
	}
}
