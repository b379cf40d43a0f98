<?php
/**
 * The card payment method in WooCommerce's block checkout.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use ShopBundle\Tests\Support\AssetFile;
use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Blocks\CardPaymentMethod;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Tests\Support\Composition;

require_once __DIR__ . '/Support/Composition.php';

/**
 * The method is registered with WooCommerce's payment method registry; its script comes from build/checkout.asset.php
 * and joins the checkout page only (never the cart block's or the mini-cart's scripts) while the gateway is enabled;
 * the data handed to the page are the client settings and never hold the secret key.
 */
final class CardPaymentMethodTest extends TestCase {

	use AssetFile;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	protected function tearDown(): void {
		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		parent::tearDown();
		// The settings were rolled back: let the registered method read them again, as the next request would.
		$this->method()?->initialize();
	}

	public function test_card_method_is_registered_with_the_block_checkout(): void {
		$this->assertInstanceOf( CardPaymentMethod::class, $this->method() );
	}

	public function test_checkout_script_is_registered_from_its_asset_file(): void {
		$asset = $this->asset_file( WP_PLUGIN_DIR . '/shop-stripe-gateway/build/checkout.asset.php' );
		$this->on_checkout_page();

		$this->assertSame( [ 'shop-stripe-gateway-checkout' ], $this->method()->get_payment_method_script_handles() );
		$script = wp_scripts()->query( 'shop-stripe-gateway-checkout' );
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( plugins_url( 'shop-stripe-gateway/build/checkout.js' ), $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 'shop-stripe-gateway', $script->textdomain );
	}

	public function test_block_checkout_leaves_out_the_card_while_the_gateway_is_disabled(): void {
		$registry = $this->registry();

		$this->assertArrayNotHasKey( 'stripe', $registry->get_all_active_registered() );
		$this->assertNotContains( 'shop-stripe-gateway-checkout', $registry->get_all_active_payment_method_script_dependencies() );
	}

	public function test_block_checkout_loads_the_card_script_once_the_gateway_is_enabled(): void {
		$this->save_settings( [ 'enabled' => 'yes' ] );
		$this->on_checkout_page();
		$registry = $this->registry();

		$this->assertArrayHasKey( 'stripe', $registry->get_all_active_registered() );
		$this->assertContains( 'shop-stripe-gateway-checkout', $registry->get_all_active_payment_method_script_dependencies() );
	}

	public function test_cart_block_and_mini_cart_never_get_the_card_script(): void {
		$this->save_settings( [ 'enabled' => 'yes' ] );

		// WooCommerce adds these to the cart block's scripts and lazy-loads them with the mini-cart on any page.
		$this->assertNotContains( 'shop-stripe-gateway-checkout', $this->registry()->get_all_active_payment_method_script_dependencies() );
		$this->assertContains( 'shop-stripe-gateway-checkout', $this->method()->get_payment_method_script_handles_for_admin(), 'the editor still previews the method' );
	}

	public function test_checkout_data_holds_the_client_settings_of_the_test_mode(): void {
		$this->save_settings(
			[
				'enabled'              => 'yes',
				'testmode'             => 'yes',
				'title'                => 'Credit card',
				'test_publishable_key' => 'pk_test_public',
				'test_secret_key'      => 'sk_test_do_not_leak',
				'publishable_key'      => 'pk_live_public',
				'secret_key'           => 'sk_live_do_not_leak',
			]
		);

		$data = $this->registry()->get_all_registered_script_data()['paymentMethodData']['stripe'];

		$this->assertSame( 'pk_test_public', $data['key'] );
		$this->assertSame( strtolower( get_woocommerce_currency() ), $data['currency'] );
		$this->assertSame( StripeAmount::decimals( get_woocommerce_currency() ), $data['stripeDecimals'] );
		$this->assertSame( StripeAmount::step( get_woocommerce_currency() ), $data['stripeStep'] );
		$this->assertSame( 'stripe', $data['gatewayId'] );
		$this->assertSame( [ 'card' => [ 'title' => 'Credit card', 'supportsDeferredIntent' => true, 'reusable' => true, 'type' => 'card' ] ], $data['paymentMethodsConfig'] );
		$this->assertStringContainsString( 'wc-ajax=%%endpoint%%', $data['ajax_url'] );
		$this->assertSame( 'Credit card', $data['title'] );
		$this->assertSame( ErrorMessages::all(), $data['errorMessages'] );
		$json = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( 'sk_test_do_not_leak', $json );
		$this->assertStringNotContainsString( 'sk_live_do_not_leak', $json );
	}

	public function test_checkout_data_holds_the_title_and_never_the_secret_key(): void {
		$this->save_settings( [ 'enabled' => 'yes', 'test_publishable_key' => 'pk_test_public', 'test_secret_key' => 'sk_test_do_not_leak' ] );

		$data = $this->registry()->get_all_registered_script_data()['paymentMethodData']['stripe'] ?? null;

		$this->assertIsArray( $data );
		$this->assertSame( Composition::card_gateway()->get_title(), $data['title'] );
		$this->assertTrue( $data['isConfigured'] );
		$this->assertSame( ErrorMessages::all(), $data['errorMessages'], "the browser's texts are the server's one catalogue" );
		$this->assertStringNotContainsString( 'sk_test_do_not_leak', (string) wp_json_encode( $data ) );
	}

	/** WooCommerce's checkout page, as is_checkout() sees it. */
	private function on_checkout_page(): void {
		add_filter( 'woocommerce_is_checkout', '__return_true' );
	}

	private function registry(): PaymentMethodRegistry {
		return Package::container()->get( PaymentMethodRegistry::class );
	}

	private function method(): ?CardPaymentMethod {
		$method = class_exists( Package::class ) ? $this->registry()->get_registered( 'stripe' ) : null;
		return $method instanceof CardPaymentMethod ? $method : null;
	}

	/**
	 * Saves the gateway's settings through WooCommerce's settings API, then lets the method read them.
	 *
	 * @param array<string, string> $settings Field => value.
	 */
	private function save_settings( array $settings ): void {
		$gateway = Composition::card_gateway();
		foreach ( $settings as $key => $value ) {
			$gateway->update_option( $key, $value );
		}
		$this->method()->initialize();
	}
}
