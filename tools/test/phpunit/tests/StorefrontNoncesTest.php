<?php
/**
 * A guest's storefront pages carry no nonce, so a page cache may serve them for days.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\CacheNodes;

/**
 * A nonce lives 12 to 24 hours: one printed into a page that a full-page cache keeps longer fails once it is old (a
 * REST call sending WordPress's stale `X-WP-Nonce` is refused outright, even for a public route). Every storefront page
 * kind is rendered as a guest on a web node (CacheNodes: WordPress with the Redis drop-in, the page drawn as php-fpm
 * draws it), with every feature of the bundle that prints into a page switched on for that request (consent bar,
 * share and follow icons, floating widget, popup with page-cache compatibility, newsletter form, the filter in the
 * shop's sidebar, Stripe's express checkout on the product page): each nonce created while it renders, by any plugin,
 * must be absent from its HTML. Writes from such pages are public (validated and rate limited) or fetch a fresh nonce
 * from an uncached call first (Stripe's express checkout: `wc_stripe_express_context`).
 */
final class StorefrontNoncesTest extends TestCase {

	private int $product = 0;

	private int $post = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		CacheNodes::join();
		$product = new \WC_Product_Simple();
		$product->set_name( 'Nonce Mug ' . wp_generate_password( 6, false ) );
		$product->set_regular_price( '12.50' );
		$product->set_status( 'publish' );
		$this->product = $product->save();
		$this->post    = (int) wp_insert_post(
			[
				'post_title'   => 'Nonce post ' . wp_generate_password( 6, false ),
				'post_status'  => 'publish',
				'post_content' => "<!-- wp:paragraph --><p>Tea.</p><!-- /wp:paragraph -->\n<!-- wp:shop-social-icons/share /-->\n<!-- wp:shop-social-icons/newsletter /-->",
			]
		);
		CacheNodes::flush(); // What this process wrote behind the nodes' Redis.
	}

	protected function tearDown(): void {
		if ( $this->product > 0 ) {
			wp_delete_post( $this->product, true );
		}
		if ( $this->post > 0 ) {
			wp_delete_post( $this->post, true );
		}
		CacheNodes::leave();
		parent::tearDown();
	}

	/**
	 * A node's request for a page as a guest, every printing feature on for it (nothing saved).
	 *
	 * @param string $url The page.
	 * @return string PHP for CacheNodes: the nonces found in the HTML, its size, and the markers it holds.
	 */
	private static function guest_page( string $url ): string {
		return sprintf(
			'define( "WP_USE_THEMES", true );
			$on = static function ( string $option, array $fields ): void { // Stored or not.
				$merge = static fn ( $stored ): array => array_merge( is_array( $stored ) ? $stored : [], $fields );
				add_filter( "option_$option", $merge );
				add_filter( "default_option_$option", $merge );
			};
			$on( "shop_social_icons_settings", [ "floating_enabled" => true, "auto_placement" => "after", "auto_post_types" => [ "post", "product" ] ] );
			$on( "shop_social_icons_popup", [ "enabled" => true, "cache_compat" => true, "delay_seconds" => 5 ] );
			$on( "woocommerce_stripe_settings", [ "enabled" => "yes", "express_checkout" => "yes", "testmode" => "yes", "test_publishable_key" => "pk_test_nonces", "test_secret_key" => "sk_test_nonces" ] );
			$created = [ "wp_rest" => true ];
			add_filter( "nonce_user_logged_out", static function ( $uid, $action ) use ( &$created ) { $created[ (string) $action ] = true; return $uid; }, 10, 2 );
			$_SERVER["REQUEST_URI"] = (string) wp_make_link_relative( %s );
			wp();
			ob_start();
			require ABSPATH . WPINC . "/template-loader.php";
			$html = (string) ob_get_clean();
			$printed = array_values( array_filter( array_keys( $created ), static fn ( string $action ): bool => str_contains( $html, wp_create_nonce( $action ) ) ) );
			$markers = array_values( array_filter( [ "shop-consent-settings", "shop-social-icons-share", "shop-social-icons-floating", "shop-social-icons-popup-data", "shop-social-icons-newsletter", "data-shop-filter", "data-shop-stripe-express" ], static fn ( string $marker ): bool => str_contains( $html, $marker ) ) );
			return [ "printed" => $printed, "bytes" => strlen( $html ), "guest" => 0 === get_current_user_id(), "markers" => $markers ];',
			var_export( $url, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
	}

	/**
	 * Nonces WooCommerce itself prints into a guest's page, which the bundle cannot take out: before 11.0 its product
	 * buttons and mini-cart put the Store API's nonce (`wc_store_api`) into the Interactivity state their add to cart
	 * sends (`BlocksSharedState::load_cart_state()`; 11.0 dropped it). A page cache in front of WooCommerce 10 must
	 * keep pages less than 12 hours, the nonce's shortest life (the scale stack keeps them minutes).
	 *
	 * @return list<string>
	 */
	private static function woocommerce_own(): array {
		return version_compare( WC_VERSION, '11.0', '<' ) ? [ 'wc_store_api' ] : [];
	}

	public function test_no_storefront_page_of_a_guest_carries_a_nonce(): void {
		$pages   = [
			'front page' => home_url( '/' ),
			'shop'       => (string) wc_get_page_permalink( 'shop' ),
			'product'    => (string) get_permalink( $this->product ),
			'post'       => (string) get_permalink( $this->post ),
		];
		$answers = array_combine( array_keys( $pages ), CacheNodes::run_at_once( array_map( [ self::class, 'guest_page' ], array_values( $pages ) ) ) );

		foreach ( $answers as $page => $answer ) {
			$this->assertTrue( $answer['guest'], $page );
			$this->assertGreaterThan( 10000, $answer['bytes'], "$page was drawn" );
			$this->assertSame( [], array_values( array_diff( $answer['printed'], self::woocommerce_own() ) ), "$page carries no nonce" );
		}
		$this->assertContains( 'data-shop-filter', $answers['shop']['markers'], 'the filter form is on the shop' );
		$this->assertContains( 'data-shop-stripe-express', $answers['product']['markers'], 'the express checkout is on the product page' );
		foreach ( [ 'shop-social-icons-share', 'shop-social-icons-newsletter', 'shop-social-icons-popup-data' ] as $marker ) {
			$this->assertContains( $marker, $answers['post']['markers'], "the post carries $marker" );
		}
	}
}
