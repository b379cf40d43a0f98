<?php
/**
 * The public scripts and clear-cookies endpoints.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Kit\Cache\SharedCache;
use ShopConsent\Rest\CategoryScripts;
use ShopConsent\Settings\Settings;

/**
 * Scripts of the optional categories asked for; PHP-set cookies of refused categories expired.
 */
final class ScriptsEndpointsTest extends TestCase {

	/** @var array<string, string> */
	private array $cookies = [];

	protected function setUp(): void {
		parent::setUp();
		$this->cookies = $_COOKIE;
		$this->act_as( 'administrator' );
		update_option(
			'shop_consent_settings',
			[
				'scripts'         => [
					'strict'     => [ 'head' => '<script>strictTag()</script>' ],
					'thirdparty' => [ 'head' => '<script>ga()</script>', 'footer' => '<script>late()</script>' ],
					'advanced'   => [ 'body' => '<script>fbq()</script>' ],
				],
				'cookie_patterns' => [
					'thirdparty' => [ '_ga', '_ga_*', 'sbjs_*' ],
					'advanced'   => [ '_fbp' ],
				],
			]
		);
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		$_COOKIE = $this->cookies;
		parent::tearDown();
	}

	public function test_scripts_answers_only_the_categories_asked_for(): void {
		$response = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty' ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			[ 'thirdparty' => [ 'head' => '<script>ga()</script>', 'body' => '', 'footer' => '<script>late()</script>' ] ],
			json_decode( (string) wp_json_encode( $response->get_data() ), true )
		);
		$this->assertStringContainsString( 'public', $response->get_headers()['Cache-Control'] );
	}

	public function test_scripts_answers_both_optional_categories(): void {
		$data = json_decode( (string) wp_json_encode( $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty,advanced' ] )->get_data() ), true );

		$this->assertSame( [ 'thirdparty', 'advanced' ], array_keys( $data ) );
		$this->assertSame( '<script>fbq()</script>', $data['advanced']['body'] );
	}

	/** @return array<string, array{string}> */
	public static function refused_lists(): array {
		return [
			'strict is never served' => [ 'strict' ],
			'unknown category'       => [ 'thirdparty,marketing' ],
		];
	}

	/** @dataProvider refused_lists */
	public function test_scripts_refuses_other_categories_with_a_message( string $categories ): void {
		$response = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => $categories ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringNotContainsString( 'strictTag', (string) wp_json_encode( $response->get_data() ) );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
	}

	public function test_scripts_needs_the_categories(): void {
		$this->assertSame( 400, $this->rest( 'GET', '/shop-consent/v1/scripts' )->get_status() );
	}

	/**
	 * The public settings of a page rendered now.
	 *
	 * @return array<string, mixed>
	 */
	private function page_settings(): array {
		return ( new PublicSettings( new Settings(), new HandleMarkup() ) )->build();
	}

	public function test_the_page_names_only_the_categories_with_markup(): void {
		$this->assertSame( [ 'thirdparty', 'advanced' ], $this->page_settings()['scriptCategories'] );

		$this->act_as( 'administrator' );
		update_option( 'shop_consent_settings', [ 'scripts' => [ 'thirdparty' => [ 'head' => '', 'footer' => '' ], 'advanced' => [ 'body' => '<script>fbq()</script>' ] ] ] );
		$this->assertSame( [ 'advanced' ], $this->page_settings()['scriptCategories'] );

		update_option( 'shop_consent_settings', [ 'scripts' => [ 'thirdparty' => [ 'head' => '', 'footer' => '' ], 'advanced' => [ 'body' => '' ] ] ] );
		$this->assertSame( [], $this->page_settings()['scriptCategories'], 'nothing to fetch: no request after consent' );
	}

	public function test_the_versioned_url_is_cached_for_a_year_and_an_outdated_one_briefly(): void {
		$url = $this->page_settings()['rest']['scripts'];
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( determine_locale(), $query['lang'], 'the URL carries the page\'s language' );

		$current  = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty' ] + $query );
		$outdated = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty', 'v' => 'outdated' ] + $query );

		$this->assertSame( 'public, max-age=31536000, immutable', $current->get_headers()['Cache-Control'] );
		$this->assertSame( 'public, max-age=300', $outdated->get_headers()['Cache-Control'] );
	}

	/**
	 * A shared cache in front of the site keeps the versioned answer a year: a settings save must reach it, or pages
	 * cached before the save (asking the old version) would keep running a script the admin took out.
	 */
	public function test_a_settings_save_purges_the_answers_from_shared_caches(): void {
		$purges = [];
		$record = static function ( array $prefixes ) use ( &$purges ): void {
			$purges[] = $prefixes;
		};
		add_action( SharedCache::ACTION, $record );
		$this->act_as( 'administrator' ); // Who may save scripts.
		try {
			update_option( 'shop_consent_settings', [ 'scripts' => [ 'thirdparty' => [ 'head' => '<script>other()</script>' ] ] ] );
		} finally {
			remove_action( SharedCache::ACTION, $record );
		}

		// The bar and the scripts' tags are on every page too: the whole site.
		$this->assertSame( [ [ '/' ] ], $purges );
		$this->assertStringStartsWith( home_url( $purges[0][0] ), $this->page_settings()['rest']['scripts'], 'the address pages ask' );
	}

	public function test_scripts_are_answered_in_the_language_asked_through_the_filter(): void {
		$translate = static function ( array $markup, string $category, string $lang ): array {
			return 'de_DE' === $lang && 'thirdparty' === $category ? [ 'head' => '<script>gaDe()</script>' ] + $markup : $markup;
		};
		add_filter( CategoryScripts::FILTER, $translate, 10, 3 );
		try {
			$german  = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty', 'lang' => 'de_DE' ] )->get_data();
			$english = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty', 'lang' => 'en_US' ] )->get_data();
			$scripts = new CategoryScripts( new Settings() );
			$this->assertNotSame( CategoryScripts::version( $scripts->markup( 'de_DE' ) ), CategoryScripts::version( $scripts->markup( 'en_US' ) ), 'each language has its own URL' );
		} finally {
			remove_filter( CategoryScripts::FILTER, $translate, 10 );
		}

		$this->assertSame( '<script>gaDe()</script>', $german->thirdparty['head'] );
		$this->assertSame( '<script>ga()</script>', $english->thirdparty['head'] );
		$this->assertSame( '<script>late()</script>', $german->thirdparty['footer'] );
	}

	public function test_scripts_refuse_a_malformed_language_with_a_message(): void {
		$response = $this->rest( 'GET', '/shop-consent/v1/scripts', [ 'categories' => 'thirdparty', 'lang' => '../../etc' ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
	}

	public function test_clear_cookies_names_the_present_cookies_of_the_refused_categories(): void {
		$_COOKIE = [
			'_ga'             => '1',
			'_ga_ABC'         => '2',
			'sbjs_session'    => '3',
			'_fbp'            => '4',
			'shop_consent'    => '{}',
			'wordpress_test'  => '5',
			'_gat'            => '6',
		];

		$response = $this->rest( 'POST', '/shop-consent/v1/clear-cookies', [ 'categories' => 'thirdparty' ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( [ 'cleared' => [ '_ga', '_ga_ABC', 'sbjs_session' ] ], $response->get_data() );
	}

	public function test_clear_cookies_of_both_categories(): void {
		$_COOKIE = [ '_fbp' => '1', '_ga' => '2' ];

		$response = $this->rest( 'POST', '/shop-consent/v1/clear-cookies', [ 'categories' => 'thirdparty,advanced' ] );

		$this->assertSame( [ 'cleared' => [ '_fbp', '_ga' ] ], $response->get_data() );
	}

	public function test_clear_cookies_refuses_unknown_categories(): void {
		$_COOKIE  = [ '_ga' => '1' ];
		$response = $this->rest( 'POST', '/shop-consent/v1/clear-cookies', [ 'categories' => 'everything' ] );

		$this->assertSame( 400, $response->get_status() );
	}
}
