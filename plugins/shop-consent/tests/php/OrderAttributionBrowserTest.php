<?php
/**
 * WooCommerce's order attribution gets the stored decision in the browser, and its cookies follow the attribution
 * category.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Settings\Settings;
use ShopConsent\WooCommerce\OrderAttributionConsent;
use WP_Scripts;

/**
 * The answer is printed between WooCommerce's params and its script, the same for every visitor.
 */
final class OrderAttributionBrowserTest extends TestCase {

	private const OPTION = 'shop_consent_settings';

	/** @var array<string, mixed> */
	private array $cookies = [];

	private ?WP_Scripts $saved = null;

	protected function setUp(): void {
		parent::setUp();
		$this->cookies         = $_COOKIE;
		$this->saved           = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new WP_Scripts();
	}

	protected function tearDown(): void {
		$_COOKIE               = $this->cookies;
		$GLOBALS['wp_scripts'] = $this->saved;
		parent::tearDown();
	}

	/**
	 * What WordPress prints for WooCommerce's handle, enqueued and localized as WooCommerce does.
	 */
	private function printed_handle( OrderAttributionConsent $consent ): string {
		wp_enqueue_script( OrderAttributionConsent::HANDLE, 'https://example.org/order-attribution.js', [], '1', true );
		wp_localize_script( OrderAttributionConsent::HANDLE, 'wc_order_attribution', [ 'params' => [ 'allowTracking' => false ] ] );
		$consent->answer_in_the_browser();
		ob_start();
		wp_scripts()->do_items( [ OrderAttributionConsent::HANDLE ] );
		return (string) ob_get_clean();
	}

	public function test_the_cookie_is_read_after_the_params_and_before_woocommerces_script(): void {
		update_option( self::OPTION, [ 'attribution_category' => 'advanced', 'consent_version' => 4 ] );
		$html = $this->printed_handle( new OrderAttributionConsent( new Settings() ) );

		$params = strpos( $html, 'var wc_order_attribution' );
		$answer = strpos( $html, 'a.params.allowTracking=!!r&&r["advanced"]===1' );
		$script = strpos( $html, 'src="https://example.org/order-attribution.js' );
		$this->assertIsInt( $params );
		$this->assertIsInt( $answer );
		$this->assertIsInt( $script );
		$this->assertTrue( $params < $answer && $answer < $script, $html );
		// The head snippet's read, which takes an outdated decision for none (FrontendOutputTest).
		$this->assertStringContainsString( '(window.wc_order_attribution,window.shopConsentStored);', $html );
	}

	public function test_the_printed_answer_is_the_same_whatever_the_cookie(): void {
		$pages = [];
		foreach ( [ '{"strict":1,"thirdparty":1,"advanced":1,"version":1,"id":"0123456789abcdef0123456789abcdef"}', null ] as $cookie ) {
			unset( $_COOKIE['shop_consent'] );
			if ( null !== $cookie ) {
				$_COOKIE['shop_consent'] = $cookie;
			}
			$GLOBALS['wp_scripts'] = new WP_Scripts();
			$pages[]               = $this->printed_handle( new OrderAttributionConsent( new Settings(), static fn (): bool => false ) );
		}

		$this->assertSame( $pages[0], $pages[1] );
	}

	public function test_nothing_is_added_where_woocommerce_enqueued_no_attribution(): void {
		( new OrderAttributionConsent( new Settings() ) )->answer_in_the_browser();

		$this->assertFalse( wp_scripts()->get_data( OrderAttributionConsent::HANDLE, 'before' ) );
	}

	/** @return array<string, array{string, string[], string[]}> */
	public static function attribution_categories(): array {
		return [
			'third-party'                   => [ 'thirdparty', [ '_ga', 'sbjs_*' ], [ '_fbp' ] ],
			'advanced, even when the admin left sbjs_* under third-party' => [ 'advanced', [ '_ga' ], [ '_fbp', 'sbjs_*' ] ],
		];
	}

	/**
	 * @dataProvider attribution_categories
	 * @param string[] $thirdparty Expected patterns.
	 * @param string[] $advanced   Expected patterns.
	 */
	public function test_sbjs_cookies_are_cleared_with_the_attribution_category( string $category, array $thirdparty, array $advanced ): void {
		$this->act_as( 'administrator' );
		update_option(
			self::OPTION,
			[
				'attribution_category' => $category,
				'cookie_patterns'      => [ 'thirdparty' => [ '_ga', 'sbjs_*' ], 'advanced' => [ '_fbp' ] ],
			]
		);
		wp_set_current_user( 0 );
		$_COOKIE = [ '_ga' => '1', 'sbjs_current' => '2', '_fbp' => '3' ];

		$patterns = ( new PublicSettings( new Settings(), new HandleMarkup() ) )->build()['cookiePatterns'];
		$cleared  = fn ( string $refused ) => $this->rest( 'POST', '/shop-consent/v1/clear-cookies', [ 'categories' => $refused ] )->get_data()['cleared'];

		$this->assertSame( [ 'thirdparty' => $thirdparty, 'advanced' => $advanced ], $patterns );
		$this->assertSame( 'thirdparty' === $category, in_array( 'sbjs_current', $cleared( 'thirdparty' ), true ) );
		$this->assertSame( 'advanced' === $category, in_array( 'sbjs_current', $cleared( 'advanced' ), true ) );
	}
}
