<?php
/**
 * WooCommerce's classic stylesheets, only on pages that draw WooCommerce's classic markup.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Tests\Support\PageVisit;

require_once __DIR__ . '/Support/PageVisit.php';

/**
 * Real pages of the test site rendered from their block templates, then asked for WooCommerce's stylesheets as their
 * head asks: a page, a search and the not-found page draw no WooCommerce template and get none of them (a post is left
 * to the e2e test: PageVisit renders a single post before the blog with notices no request meets); the
 * product page, the shop, the cart, the checkout and the account page (WooCommerce's own pages) get all of them, as
 * does a page that drew a WooCommerce template, any page while the store notice is on, a PHP template, and a site
 * that asks for them.
 */
final class ClassicWooCommerceStylesTest extends TestCase {

	private const CLASSIC = [ 'woocommerce-layout', 'woocommerce-smallscreen', 'woocommerce-general' ];

	private int $heads;

	/** @var array{0: string[], 1: string[]} The page's script and style queues before the test's renders. */
	private array $queues;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		$this->heads  = did_action( 'wp_head' );
		$this->queues = [ wp_scripts()->queue, wp_styles()->queue ];
	}

	protected function tearDown(): void {
		$GLOBALS['wp_actions']['wp_head'] = $this->heads;
		remove_all_filters( 'shop_theme_classic_woocommerce_styles' );
		// What the pages' blocks enqueued is theirs, not the next test's page's.
		[ wp_scripts()->queue, wp_styles()->queue ] = $this->queues;
		parent::tearDown();
	}

	/**
	 * The handles of the stylesheets WooCommerce enqueues in the head of the page at the URL.
	 *
	 * @param string $url A page of the test site.
	 * @return list<string>
	 */
	private function head_styles_of( string $url ): array {
		self::forget_page_types();
		( new PageVisit() )->render( $url );
		// The head's turn: wp_head runs wp_enqueue_scripts, where WooCommerce reads its list.
		$GLOBALS['wp_actions']['wp_head'] = $this->heads + 1;
		return array_keys( \WC_Frontend_Scripts::get_styles() );
	}

	/**
	 * WooCommerce keeps whether the request is the cart or the checkout for the rest of the request; here each test
	 * is a request of its own.
	 */
	private static function forget_page_types(): void {
		$utils = 'Automattic\\WooCommerce\\Blocks\\Utils\\CartCheckoutUtils';
		foreach ( [ 'is_cart_page', 'is_checkout_page' ] as $name ) {
			if ( class_exists( $utils ) && property_exists( $utils, $name ) ) {
				$property = new \ReflectionProperty( $utils, $name );
				$property->setAccessible( true );
				$property->setValue( null, null );
			}
		}
	}

	/** @return array<string, array{string}> */
	public static function pages_without_classic_markup(): array {
		return [
			'a page'    => [ 'page' ],
			'a search'  => [ 'search' ],
			'not found' => [ '404' ],
		];
	}

	/**
	 * @dataProvider pages_without_classic_markup
	 *
	 * @param string $what Page kind (PageVisit).
	 */
	public function test_a_page_that_drew_no_woocommerce_template_gets_none_of_them( string $what ): void {
		$visit = new PageVisit();
		$this->assertSame( [], $this->head_styles_of( $visit->url_of( $what ) ) );
	}

	/** @return array<string, array{string}> */
	public static function pages_with_classic_markup(): array {
		return [
			'the product page' => [ 'product' ],
			'the shop'         => [ 'shop' ],
			'the cart'         => [ 'cart' ],
			'the checkout'     => [ 'checkout' ],
		];
	}

	/**
	 * @dataProvider pages_with_classic_markup
	 *
	 * @param string $what Page kind (PageVisit).
	 */
	public function test_a_page_that_drew_a_woocommerce_template_gets_them_all( string $what ): void {
		$visit = new PageVisit();
		$this->assertSame( [], array_diff( self::CLASSIC, $this->head_styles_of( $visit->url_of( $what ) ) ) );
	}

	public function test_a_page_whose_content_draws_a_woocommerce_template_gets_them(): void {
		$page = wp_insert_post(
			[
				'post_type'    => 'page',
				'post_title'   => 'Bestsellers',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:shortcode -->[products limit="2"]<!-- /wp:shortcode -->',
			]
		);
		$product = new \WC_Product_Simple();
		$product->set_props( [ 'name' => 'Listed', 'regular_price' => '5', 'status' => 'publish' ] );
		$product->save();
		$this->assertSame( [], array_diff( self::CLASSIC, $this->head_styles_of( (string) get_permalink( $page ) ) ) );
	}

	public function test_the_account_page_gets_them(): void {
		$account = (string) get_permalink( wc_get_page_id( 'myaccount' ) );
		$this->assertNotSame( '', $account );
		$this->assertSame( [], array_diff( self::CLASSIC, $this->head_styles_of( $account ) ) );
	}

	public function test_the_next_page_is_judged_on_its_own(): void {
		$visit = new PageVisit();
		$this->assertNotSame( [], $this->head_styles_of( $visit->url_of( 'product' ) ) );
		$this->assertSame( [], $this->head_styles_of( $visit->url_of( 'page' ) ) );
	}

	public function test_the_store_notice_keeps_them_on_every_page(): void {
		update_option( 'woocommerce_demo_store', 'yes' );
		$this->assertSame( [], array_diff( self::CLASSIC, $this->head_styles_of( ( new PageVisit() )->url_of( 'page' ) ) ) );
	}

	public function test_a_site_that_asks_for_them_gets_them(): void {
		add_filter( 'shop_theme_classic_woocommerce_styles', '__return_true' );
		$this->assertSame( [], array_diff( self::CLASSIC, $this->head_styles_of( ( new PageVisit() )->url_of( 'page' ) ) ) );
	}

	public function test_a_php_template_keeps_them(): void {
		apply_filters( 'template_include', get_theme_file_path( 'functions.php' ) );
		$GLOBALS['wp_actions']['wp_head'] = $this->heads + 1;
		$this->assertSame( [], array_diff( self::CLASSIC, array_keys( \WC_Frontend_Scripts::get_styles() ) ) );
	}

	public function test_before_the_head_nothing_is_left_out(): void {
		( new PageVisit() )->render( ( new PageVisit() )->url_of( 'page' ) );
		// This request's head has not run yet (an earlier test's may have).
		$GLOBALS['wp_actions']['wp_head'] = 0;
		$this->assertSame( [], array_diff( self::CLASSIC, array_keys( \WC_Frontend_Scripts::get_styles() ) ) );
	}
}
