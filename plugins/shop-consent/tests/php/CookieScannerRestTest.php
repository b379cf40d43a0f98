<?php
/**
 * The cookie scanner's REST routes: the pages and database to scan with, and the saved cookie list.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Cookies\CookieList;

/**
 * Administrators only; a bad list is a 400 with a message and leaves the stored list as it was.
 */
final class CookieScannerRestTest extends TestCase {

	private const SCANNER = '/shop-consent/v1/cookie-scanner';

	private const LIST = '/shop-consent/v1/cookie-list';

	protected function tearDown(): void {
		remove_all_filters( 'shop_consent_scan_pages' );
		unset( $GLOBALS['wp_rest_auth_cookie'] );
		parent::tearDown();
	}

	/** @return array<string, string> */
	private static function row( array $change = [] ): array {
		return $change + [
			'name'     => '_ga',
			'type'     => 'cookie',
			'category' => 'thirdparty',
			'service'  => 'Google Analytics',
			'purpose'  => 'Distinguishes visitors for statistics.',
			'duration' => '2 years',
			'host'     => '',
		];
	}

	/** @return array<string, array{string, string}> */
	public static function routes(): array {
		return [
			'scanner'    => [ 'GET', self::SCANNER ],
			'list read'  => [ 'GET', self::LIST ],
			'list write' => [ 'POST', self::LIST ],
		];
	}

	/**
	 * @dataProvider routes
	 * @param string $method HTTP method.
	 * @param string $route  Route.
	 */
	public function test_visitors_and_editors_are_refused( string $method, string $route ): void {
		$params = 'POST' === $method ? [ 'items' => [ self::row() ] ] : [];

		$this->assertSame( 401, $this->rest( $method, $route, $params )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( $method, $route, $params )->get_status() );
		$this->assertFalse( get_option( CookieList::OPTION ) );
	}

	public function test_a_cookie_authenticated_write_without_the_rest_nonce_is_refused(): void {
		$this->act_as( 'administrator' );
		// What rest_cookie_check_errors() does for a logged-in cookie without X-WP-Nonce: treat the request as a guest's.
		$GLOBALS['wp_rest_auth_cookie'] = true;
		unset( $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'] );
		rest_cookie_check_errors( null );

		$this->assertSame( 401, $this->rest( 'POST', self::LIST, [ 'items' => [ self::row() ] ] )->get_status() );
		$this->assertFalse( get_option( CookieList::OPTION ) );
	}

	public function test_the_scanner_gets_same_origin_pages_and_the_database(): void {
		$this->act_as( 'administrator' );
		$post = self::factory_post( 'Hello & welcome' );
		add_filter(
			'shop_consent_scan_pages',
			static fn ( array $pages ): array => array_merge(
				$pages,
				[
					[
						'label' => 'Elsewhere',
						'url'   => 'https://elsewhere.example/',
					],
				]
			)
		);

		$response = $this->rest( 'GET', self::SCANNER );
		$data     = $response->get_data();
		$urls     = array_column( $data['pages'], 'url', 'label' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$this->assertSame( home_url( '/' ), $urls['Home page'] );
		$this->assertSame( get_permalink( $post ), $urls['Post: Hello & welcome'] );
		$this->assertNotContains( 'https://elsewhere.example/', $urls );
		$this->assertContains( 'shop_consent', array_column( $data['known']['cookies'], 'pattern' ) );
		$this->assertContains( 'youtube.com', array_column( $data['known']['hosts'], 'host' ) );
	}

	public function test_with_woocommerce_the_shop_a_product_and_the_cart_are_scanned(): void {
		$this->require_woocommerce();
		$this->act_as( 'administrator' );
		$product = wp_insert_post(
			[
				'post_type'   => 'product',
				'post_status' => 'publish',
				'post_title'  => 'Scanned mug',
			]
		);

		$urls = array_column( $this->rest( 'GET', self::SCANNER )->get_data()['pages'], 'url', 'label' );

		$this->assertSame( get_permalink( $product ), $urls['Product: Scanned mug'] );
		if ( wc_get_page_id( 'shop' ) > 0 ) {
			$this->assertSame( get_permalink( wc_get_page_id( 'shop' ) ), $urls['Shop'] );
		}
		if ( wc_get_page_id( 'cart' ) > 0 ) {
			$this->assertSame( get_permalink( wc_get_page_id( 'cart' ) ), $urls['Cart'] );
		}
	}

	public function test_an_administrator_saves_the_list_and_reads_it_back(): void {
		$this->act_as( 'administrator' );
		$items = [
			self::row(),
			self::row(
				[
					'name'     => 'YSC',
					'service'  => 'YouTube',
					'host'     => 'youtube.com',
					'duration' => '',
				]
			),
			self::row(
				[
					'name'     => 'www.googletagmanager.com',
					'type'     => 'host',
					'service'  => 'Google Tag Manager',
					'purpose'  => '',
					'duration' => '',
				]
			),
			[
				'name'     => ' shop_scan_test ',
				'type'     => 'cookie',
				'category' => 'advanced',
			],
		];

		$saved = $this->rest( 'POST', self::LIST, [ 'items' => $items ] );
		$read  = $this->rest( 'GET', self::LIST )->get_data();

		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( $saved->get_data(), $read );
		$this->assertGreaterThan( time() - 60, $read['updated'] );
		$this->assertCount( 4, $read['items'] );
		$this->assertSame(
			[
				'name'     => 'shop_scan_test',
				'type'     => 'cookie',
				'category' => 'advanced',
				'service'  => '',
				'purpose'  => '',
				'duration' => '',
				'host'     => '',
			],
			$read['items'][3]
		);
	}

	/** @return array<string, array{array<mixed>, string}> items, part of the expected message */
	public static function bad_lists(): array {
		$row = self::row();
		return [
			'no items'             => [ [], 'items' ],
			'not a list'           => [ [ 'items' => 'x' ], 'items' ],
			'missing name'         => [ [ 'items' => [ array_diff_key( $row, [ 'name' => 1 ] ) ] ], 'name' ],
			'empty name'           => [ [ 'items' => [ self::row( [ 'name' => '' ] ) ] ], 'name' ],
			'blank name'           => [ [ 'items' => [ self::row( [ 'name' => '   ' ] ) ] ], 'Row 1 has no name' ],
			'control character'    => [ [ 'items' => [ self::row( [ 'name' => "_ga\n" ] ) ] ], 'name' ],
			'unknown category'     => [ [ 'items' => [ self::row( [ 'category' => 'marketing' ] ) ] ], 'category' ],
			'unknown type'         => [ [ 'items' => [ self::row( [ 'type' => 'indexedDB' ] ) ] ], 'type' ],
			'unknown field'        => [ [ 'items' => [ self::row( [ 'colour' => 'red' ] ) ] ], 'colour' ],
			'purpose too long'     => [ [ 'items' => [ self::row( [ 'purpose' => str_repeat( 'x', 501 ) ] ) ] ], 'purpose' ],
			'host row not a host'  => [ [ 'items' => [ self::row( [ 'type' => 'host', 'name' => 'not a host' ] ) ] ], 'Row 1: "not a host" is not a host name' ],
			'cookie host not host' => [ [ 'items' => [ self::row( [ 'host' => 'https://x.example/' ] ) ] ], 'is not a host name' ],
			'listed twice'         => [ [ 'items' => [ self::row(), self::row( [ 'category' => 'advanced' ] ) ] ], 'Row 2: "_ga" is listed twice' ],
			'too many rows'        => [ [ 'items' => array_map( static fn ( int $i ): array => self::row( [ 'name' => "c$i" ] ), range( 1, 501 ) ) ], 'items' ],
		];
	}

	/**
	 * @dataProvider bad_lists
	 * @param array<mixed> $params  Body.
	 * @param string       $message Part of the message.
	 */
	public function test_a_bad_list_is_refused_with_a_message_and_nothing_is_written( array $params, string $message ): void {
		$this->act_as( 'administrator' );
		$before = [
			'updated' => 1700000000,
			'items'   => [ self::row( [ 'name' => '_gid' ] ) ],
		];
		update_option( CookieList::OPTION, $before, false );

		$response = $this->rest( 'POST', self::LIST, $params );
		$data     = $response->get_data();

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $message, $data['message'] . ' ' . wp_json_encode( $data['data']['params'] ?? [] ) );
		$this->assertSame( $before, get_option( CookieList::OPTION ) );
	}

	public function test_a_stored_list_edited_by_other_code_is_read_defensively(): void {
		$this->act_as( 'administrator' );
		update_option(
			CookieList::OPTION,
			[
				'updated' => 'yesterday',
				'items'   => [ self::row(), 'junk', self::row( [ 'category' => 'marketing' ] ) ],
			]
		);

		$read = $this->rest( 'GET', self::LIST )->get_data();

		$this->assertSame( 0, $read['updated'] );
		$this->assertSame( [ '_ga' ], array_column( $read['items'], 'name' ) );
	}

	private static function factory_post( string $title ): int {
		return (int) wp_insert_post(
			[
				'post_title'  => $title,
				'post_status' => 'publish',
			]
		);
	}
}
