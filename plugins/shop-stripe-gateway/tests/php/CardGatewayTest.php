<?php
/**
 * The card gateway as WooCommerce sees it.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\Composition;
use WC_Product_Simple;

require_once __DIR__ . '/Support/Composition.php';

/**
 * The gateway is listed, off until an admin turns it on, and offered only with both API keys of its mode (payments:
 * ProcessPaymentTest).
 */
final class CardGatewayTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	protected function tearDown(): void {
		if ( function_exists( 'wc_clear_notices' ) ) {
			wc_clear_notices();
		}
		parent::tearDown();
	}

	public function test_woocommerce_lists_the_card_gateway_among_its_payment_gateways(): void {
		$gateways = WC()->payment_gateways()->payment_gateways();

		$this->assertInstanceOf( CardGateway::class, $gateways['stripe'] ?? null );
	}

	public function test_card_gateway_is_disabled_until_an_admin_enables_it(): void {
		$gateway = WC()->payment_gateways()->payment_gateways()['stripe'];

		$this->assertSame( 'no', $gateway->enabled );
		$this->assertArrayNotHasKey( 'stripe', WC()->payment_gateways()->get_available_payment_gateways() );
	}

	public function test_payments_screen_describes_what_the_gateway_does_not_its_build_state(): void {
		$description = WC()->payment_gateways()->payment_gateways()['stripe']->get_method_description();

		$this->assertStringStartsWith( 'Card payments through Stripe on the block and classic checkout', $description );
		foreach ( [ '3-D Secure', 'save a card', 'capture later', 'refund', 'webhook' ] as $feature ) {
			$this->assertStringContainsString( $feature, $description );
		}
		$this->assertStringNotContainsString( 'Not ready', $description );
	}

	public function test_classic_checkout_label_shows_each_accepted_card_brand_by_name(): void {
		$icon = Composition::card_gateway()->get_icon();

		$this->assertMatchesRegularExpression( '#^<span class="shop-stripe-card-brands"><img [^>]+/>( <img [^>]+/>){3}</span>$#', $icon );
		foreach ( [ 'visa' => 'Visa', 'mastercard' => 'Mastercard', 'amex' => 'American Express', 'discover' => 'Discover' ] as $id => $name ) {
			$this->assertStringContainsString( 'src="' . plugins_url( "shop-stripe-gateway/assets/card-brands/$id.svg" ) . "\" alt=\"$name\"", $icon );
		}
	}

	public function test_a_brand_without_its_icon_is_left_out(): void {
		$brands = static fn (): array => [ 'visa' => 'Visa', 'jcb' => 'JCB', '../x' => 'X' ];
		add_filter( 'shop_stripe_gateway_card_brands', $brands );

		$this->assertSame( [ 'visa' => 'Visa' ], \ShopStripeGateway\Gateway\CardBrands::all() );
		remove_filter( 'shop_stripe_gateway_card_brands', $brands );
	}

	/** @return array<string, array{array<string, string>, bool}> keys saved with the gateway enabled, offered */
	public static function api_keys(): array {
		return [
			'no keys'                          => [ [], false ],
			'test publishable key only'        => [ [ 'test_publishable_key' => 'pk_test_123' ], false ],
			'test secret key only'             => [ [ 'test_secret_key' => 'sk_test_123' ], false ],
			'blank test keys'                  => [ [ 'test_publishable_key' => ' ', 'test_secret_key' => "\t" ], false ],
			'both test keys (test mode)'       => [ [ 'test_publishable_key' => 'pk_test_123', 'test_secret_key' => 'sk_test_123' ], true ],
			'live keys only, in test mode'     => [ [ 'publishable_key' => 'pk_live_123', 'secret_key' => 'sk_live_123' ], false ],
			'live keys in live mode'           => [ [ 'testmode' => 'no', 'publishable_key' => 'pk_live_123', 'secret_key' => 'sk_live_123' ], true ],
			'test keys only, in live mode'     => [ [ 'testmode' => 'no', 'test_publishable_key' => 'pk_test_123', 'test_secret_key' => 'sk_test_123' ], false ],
		];
	}

	/**
	 * @dataProvider api_keys
	 * @param array<string, string> $keys Keys the admin saved.
	 */
	public function test_enabled_gateway_is_offered_only_with_both_api_keys_of_its_mode( array $keys, bool $offered ): void {
		$this->save_settings( [ 'enabled' => 'yes' ] + $keys );

		$this->assertSame( $offered, Composition::card_gateway()->is_available() );
	}

	/**
	 * Saves settings through WooCommerce's settings API, as the gateway's settings screen does.
	 *
	 * @param array<string, string> $settings Field => value.
	 */
	private function save_settings( array $settings ): void {
		$gateway = Composition::card_gateway();
		foreach ( $settings as $key => $value ) {
			$gateway->update_option( $key, $value );
		}
	}

	/** A pending order for one product, with the card as its payment method. */
	private function order_paid_with( CardGateway $gateway ): \WC_Order {
		$product = new WC_Product_Simple();
		$product->set_name( 'Test shirt' );
		$product->set_regular_price( '20' );
		$product->save();

		$order = wc_create_order();
		$order->add_product( $product, 1 );
		$order->set_payment_method( $gateway );
		$order->calculate_totals();
		$order->save();

		$this->assertSame( 'pending', $order->get_status() );
		$this->assertSame( '20.00', $order->get_total() );
		return $order;
	}
}
