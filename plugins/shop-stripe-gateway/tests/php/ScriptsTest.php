<?php
/**
 * The script and style handles Shop Stripe Gateway registers from its build.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;
use WP_Query;

/**
 * Each handle points at build/<entry>.js with the dependencies and version wp-scripts wrote to build/<entry>.asset.php;
 * the storefront core loads on the classic checkout and the add-payment-method page while the card gateway is enabled.
 */
final class ScriptsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	/** @return array<string, array{string, string, string}> handle, entry, strategy */
	public static function built_scripts(): array {
		return [
			'storefront core'    => [ 'shop-stripe-gateway-frontend', 'frontend', 'defer' ],
			'admin settings app' => [ 'shop-stripe-gateway-admin', 'admin', '' ],
		];
	}

	/** @dataProvider built_scripts */
	public function test_script_is_registered_from_its_asset_file( string $handle, string $entry, string $strategy ): void {
		$asset  = $this->asset( $entry );
		$script = wp_scripts()->query( $handle );

		$this->assertInstanceOf( \_WP_Dependency::class, $script, "$handle is registered" );
		$this->assertSame( plugins_url( "shop-stripe-gateway/build/$entry.js" ), $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 1, $script->extra['group'] ?? 0, 'printed in the footer' );
		$this->assertSame( $strategy, $script->extra['strategy'] ?? '' );
	}

	public function test_admin_styles_are_registered_with_their_right_to_left_twin(): void {
		$this->assertFileExists( WP_PLUGIN_DIR . '/shop-stripe-gateway/build/admin-rtl.css' );
		$style = wp_styles()->query( 'shop-stripe-gateway-admin' );

		$this->assertInstanceOf( \_WP_Dependency::class, $style );
		$this->assertSame( plugins_url( 'shop-stripe-gateway/build/admin.css' ), $style->src );
		$this->assertSame( [ 'wp-components' ], $style->deps );
		$this->assertSame( $this->asset( 'admin' )['version'], $style->ver );
		$this->assertSame( 'replace', $style->extra['rtl'] ?? null );
	}

	/**
	 * @return array<string, array{string, string, bool, bool}> WooCommerce page ('' for the blog home), endpoint,
	 *                                                          gateway enabled, script expected
	 */
	public static function storefront_pages(): array {
		return [
			'checkout, gateway enabled'           => [ 'checkout', '', true, true ],
			'checkout, gateway disabled'          => [ 'checkout', '', false, false ],
			'add payment method, gateway enabled' => [ 'myaccount', 'add-payment-method', true, true ],
			'my account, gateway enabled'         => [ 'myaccount', '', true, false ],
			'blog home, gateway enabled'          => [ '', '', true, false ],
		];
	}

	/** @dataProvider storefront_pages */
	public function test_storefront_core_is_enqueued_on_payment_pages_while_the_gateway_is_enabled(
		string $page,
		string $endpoint,
		bool $enabled,
		bool $expected
	): void {
		( new CardGateway() )->update_option( 'enabled', $enabled ? 'yes' : 'no' );
		$query = '' === $page ? [] : [ 'page_id' => (string) wc_get_page_id( $page ) ];
		if ( 'checkout' === $page ) {
			// WooCommerce settles is_checkout() once per request, after the `wp` action a test process never fires:
			// its filter tells it instead.
			add_filter( 'woocommerce_is_checkout', '__return_true' );
		}
		$query_vars = $GLOBALS['wp']->query_vars;
		if ( '' !== $endpoint ) {
			$GLOBALS['wp']->query_vars[ $endpoint ] = '';
		}

		$enqueued = $this->scripts_enqueued_on( $query );

		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		$GLOBALS['wp']->query_vars = $query_vars;
		$this->assertSame( $expected, in_array( 'shop-stripe-gateway-frontend', $enqueued, true ) );
	}

	/**
	 * Reads build/<entry>.asset.php as WordPress would.
	 *
	 * @return array{dependencies: string[], version: string}
	 */
	private function asset( string $entry ): array {
		$file = WP_PLUGIN_DIR . "/shop-stripe-gateway/build/$entry.asset.php";
		$this->assertFileExists( $file, 'The build is missing: run npm run build.' );
		return require $file;
	}

	/**
	 * Runs the query as the main one and fires wp_enqueue_scripts, then puts everything back.
	 *
	 * @param array<string, string> $query Query vars.
	 * @return string[] Script handles enqueued for that page.
	 */
	private function scripts_enqueued_on( array $query ): array {
		$main_query     = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$scripts_before = wp_scripts()->queue;
		$styles_before  = wp_styles()->queue;

		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp_query']->query( $query );
		do_action( 'wp_enqueue_scripts' );

		$enqueued = array_values( array_diff( wp_scripts()->queue, $scripts_before ) );
		array_map( 'wp_dequeue_script', $enqueued );
		array_map( 'wp_dequeue_style', array_diff( wp_styles()->queue, $styles_before ) );
		[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main_query;

		return $enqueued;
	}
}
