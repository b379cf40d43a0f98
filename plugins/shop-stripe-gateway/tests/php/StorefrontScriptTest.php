<?php
/**
 * Where Shop Stripe Gateway's storefront script and its settings load.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Checkout\ClassicScripts;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\Composition;
use WP_Query;

require_once __DIR__ . '/Support/Composition.php';

/**
 * The core (build/frontend.js) and the settings JSON are on the classic payment pages (shortcode checkout,
 * order-pay, add-payment-method) while the card gateway is usable, and on no other page: not the shop, a product,
 * the cart, a post, nor the block checkout (whose script is Blocks\CardPaymentMethod's).
 * (How the script is registered: ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		update_option(
			CardGateway::SETTINGS_OPTION,
			[
				'enabled'              => 'yes',
				'title'                => 'Card',
				'testmode'             => 'yes',
				'test_publishable_key' => 'pk_test_classic',
				'test_secret_key'      => 'sk_test_never_printed',
			]
		);
	}

	protected function tearDown(): void {
		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		parent::tearDown();
	}

	/** @return array<string, array{string, string}> checkout page content, endpoint */
	public static function classic_payment_pages(): array {
		return [
			'classic checkout'                    => [ '[woocommerce_checkout]', '' ],
			'order-pay'                           => [ '[woocommerce_checkout]', 'order-pay' ],
			'order-pay on the block checkout page' => [ '<!-- wp:woocommerce/checkout /-->', 'order-pay' ],
			'add payment method'                  => [ '', 'add-payment-method' ],
		];
	}

	/** @dataProvider classic_payment_pages */
	public function test_the_core_and_its_settings_print_on_a_classic_payment_page( string $checkout, string $endpoint ): void {
		$query = 'add-payment-method' === $endpoint ? $this->account_page() : $this->checkout_page( $checkout );

		[ $enqueued, $html ] = $this->visit( $query, $endpoint );

		$this->assertTrue( $enqueued, 'build/frontend.js is enqueued' );
		// WordPress 6.8 prints the type before the id and the JSON on a line of its own; 7.1 the other way round.
		$this->assertSame( 1, preg_match( '#^<script(?=[^>]* id="shop-stripe-gateway-settings")(?=[^>]* type="application/json")[^>]*>\s*(.+?)\s*</script>\s*$#s', $html, $json ), $html );
		$settings = json_decode( $json[1], true );
		$this->assertSame( 'pk_test_classic', $settings['key'] );
		$this->assertSame( 'stripe', $settings['gatewayId'] );
		$this->assertSame( [ 'card' => [ 'title' => 'Card', 'supportsDeferredIntent' => true, 'reusable' => true, 'type' => 'card' ] ], $settings['paymentMethodsConfig'] );
		$this->assertSame( 'add-payment-method' === $endpoint, $settings['isAddPaymentMethod'] );
		$this->assertSame( 'order-pay' === $endpoint, $settings['isOrderPay'] );
		$this->assertStringNotContainsString( 'sk_test_never_printed', $html );
	}

	public function test_nothing_prints_on_the_block_checkout(): void {
		[ $enqueued, $html ] = $this->visit( $this->checkout_page( '<!-- wp:woocommerce/checkout /-->' ), '' );

		$this->assertFalse( $enqueued );
		$this->assertSame( '', $html );
	}

	public function test_nothing_prints_on_a_classic_checkout_while_the_gateway_is_disabled(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'no' ] + (array) get_option( CardGateway::SETTINGS_OPTION ) );

		[ $enqueued, $html ] = $this->visit( $this->checkout_page( '[woocommerce_checkout]' ), '' );

		$this->assertFalse( $enqueued );
		$this->assertSame( '', $html );
	}

	/** @return array<string, array{string}> */
	public static function other_pages(): array {
		return [
			'shop'    => [ 'shop' ],
			'product' => [ 'product' ],
			'cart'    => [ 'cart' ],
			'post'    => [ 'post' ],
		];
	}

	/** @dataProvider other_pages */
	public function test_nothing_prints_on_other_pages( string $kind ): void {
		$query = match ( $kind ) {
			'shop'    => [ 'post_type' => 'product' ],
			'product' => [ 'p' => (string) $this->product(), 'post_type' => 'product' ],
			'cart'    => [ 'page_id' => (string) wc_get_page_id( 'cart' ) ],
			'post'    => [ 'p' => (string) self::factory_post( 'post', 'A post' ) ],
		};

		[ $enqueued, $html ] = $this->visit( $query, '' );

		$this->assertFalse( $enqueued );
		$this->assertSame( '', $html );
	}

	/**
	 * A checkout page of the given content, made WooCommerce's checkout.
	 *
	 * @return array<string, string>
	 */
	private function checkout_page( string $content ): array {
		$id = self::factory_post( 'page', 'Checkout', $content );
		update_option( 'woocommerce_checkout_page_id', $id );
		// WooCommerce settles is_checkout() once per request, after the `wp` action a test never fires: its filter
		// tells it instead.
		add_filter( 'woocommerce_is_checkout', '__return_true' );
		return [ 'page_id' => (string) $id ];
	}

	/** @return array<string, string> */
	private function account_page(): array {
		return [ 'page_id' => (string) wc_get_page_id( 'myaccount' ) ];
	}

	private static function factory_post( string $type, string $title, string $content = '' ): int {
		return (int) wp_insert_post(
			[
				'post_type'    => $type,
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
			]
		);
	}

	private function product(): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Beanie' );
		$product->set_regular_price( '15' );
		return $product->save();
	}

	/**
	 * Runs the query as the main one with the endpoint's query var, fires wp_enqueue_scripts and the settings'
	 * footer hook, and puts everything back.
	 *
	 * @param array<string, string> $query    Query vars.
	 * @param string                $endpoint WooCommerce endpoint, or ''.
	 * @return array{bool, string} Whether the core was enqueued, what the footer printed.
	 */
	private function visit( array $query, string $endpoint ): array {
		$main       = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$query_vars = $GLOBALS['wp']->query_vars;
		$before     = wp_scripts()->queue;
		if ( '' !== $endpoint ) {
			$GLOBALS['wp']->query_vars[ $endpoint ] = 'order-pay' === $endpoint ? '123' : '';
		}
		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		try {
			$GLOBALS['wp_query']->query( $query );
			do_action( 'wp_enqueue_scripts' );
			$enqueued = wp_script_is( Scripts::FRONTEND, 'enqueued' );
			ob_start();
			( new ClassicScripts( Composition::gateways() ) )->print_settings();
			$html = (string) ob_get_clean();
		} finally {
			array_map( 'wp_dequeue_script', array_diff( wp_scripts()->queue, $before ) );
			[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main;
			$GLOBALS['wp']->query_vars                          = $query_vars;
		}
		return [ $enqueued, $html ];
	}
}
