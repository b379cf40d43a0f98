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
use ShopStripeGateway\Gateway\CardGateway;

/**
 * The method is registered with WooCommerce's payment method registry; its script comes from build/checkout.asset.php
 * and joins the checkout only while the gateway is enabled; the data handed to the page never holds the secret key.
 */
final class CardPaymentMethodTest extends TestCase {

	use AssetFile;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	protected function tearDown(): void {
		parent::tearDown();
		// The settings were rolled back: let the registered method read them again, as the next request would.
		$this->method()?->initialize();
	}

	public function test_card_method_is_registered_with_the_block_checkout(): void {
		$this->assertInstanceOf( CardPaymentMethod::class, $this->method() );
	}

	public function test_checkout_script_is_registered_from_its_asset_file(): void {
		$asset = $this->asset_file( WP_PLUGIN_DIR . '/shop-stripe-gateway/build/checkout.asset.php' );

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
		$registry = $this->registry();

		$this->assertArrayHasKey( 'stripe', $registry->get_all_active_registered() );
		$this->assertContains( 'shop-stripe-gateway-checkout', $registry->get_all_active_payment_method_script_dependencies() );
	}

	public function test_checkout_data_holds_the_title_and_never_the_secret_key(): void {
		$this->save_settings( [ 'enabled' => 'yes', 'test_publishable_key' => 'pk_test_public', 'test_secret_key' => 'sk_test_do_not_leak' ] );

		$data = $this->registry()->get_all_registered_script_data()['paymentMethodData']['stripe'] ?? null;

		$this->assertIsArray( $data );
		$this->assertSame( ( new CardGateway() )->get_title(), $data['title'] );
		$this->assertTrue( $data['isConfigured'] );
		$this->assertSame( ErrorMessages::all(), $data['errorMessages'], "the browser's texts are the server's one catalogue" );
		$this->assertStringNotContainsString( 'sk_test_do_not_leak', (string) wp_json_encode( $data ) );
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
		$gateway = new CardGateway();
		foreach ( $settings as $key => $value ) {
			$gateway->update_option( $key, $value );
		}
		$this->method()->initialize();
	}
}
