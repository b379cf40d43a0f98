<?php
/**
 * The express buttons' container on the classic pages, and the block integration's data.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use ShopStripeGateway\Blocks\ExpressPaymentMethod;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\ExpressOn;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Product;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/ExpressOn.php';

/**
 * Drawn through the plugin's own hooks (WooCommerce's product, cart and checkout templates run them): only where the
 * location is chosen, a wallet is offered and the card gateway is available; the same markup for a guest and a
 * logged-in shopper (no nonce, no user or cart data); no HTTP request of any kind while drawing.
 */
final class ExpressContainerTest extends GatewayTestCase {

	use ExpressOn;

	/**
	 * Every HTTP request made while the test ran, to any host.
	 *
	 * @var list<string>
	 */
	private array $http = [];

	private ?\Closure $recorder = null;

	protected function setUp(): void {
		parent::setUp();
		$this->express_on();
		$this->recorder = function ( $pre, array $args, string $url ) {
			$this->http[] = $url;
			return $pre;
		};
		add_filter( 'pre_http_request', $this->recorder, 1, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', $this->recorder, 1 );
		$this->express_off();
		unset( $GLOBALS['product'] );
		parent::tearDown();
	}

	/**
	 * What a hook prints.
	 *
	 * @param string $hook The template's action.
	 */
	private static function printed( string $hook ): string {
		ob_start();
		do_action( $hook );
		return (string) ob_get_clean();
	}

	/**
	 * What the product page prints after its add-to-cart form.
	 *
	 * @param WC_Product $product The product.
	 */
	private static function product_page( WC_Product $product ): string {
		$GLOBALS['product'] = $product;
		return self::printed( 'woocommerce_after_add_to_cart_form' );
	}

	/**
	 * The container's configuration.
	 *
	 * @param string $html The markup.
	 * @return array<string, mixed>
	 */
	private static function config( string $html ): array {
		\PHPUnit\Framework\Assert::assertSame( 1, preg_match( '/data-config="([^"]*)"/', $html, $match ) );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_the_product_page_draws_the_container_with_the_contracts_configuration(): void {
		$product = self::mug();

		$html = self::product_page( $product );

		$this->assertStringStartsWith( '<div class="shop-stripe-express" data-shop-stripe-express="product" data-config="', $html );
		$this->assertStringContainsString( '<div class="shop-stripe-express__buttons" style="min-height:48px"></div></div>', $html, 'one row of buttons reserved' );
		$this->assertStringContainsString( 'IntersectionObserver', $html, 'the inline loader follows the container' );
		$config = self::config( $html );
		$this->assertSame( 'product', $config['location'] );
		$this->assertSame( 'pk_test_1', $config['publishableKey'] );
		$this->assertSame( 'usd', $config['currency'] );
		$this->assertSame( 2, strlen( $config['country'] ) );
		$this->assertSame( 48, $config['buttonHeight'] );
		$this->assertSame( 4, $config['buttonRadius'] );
		$this->assertSame( 'black', $config['buttonTheme'] );
		$this->assertSame( 'default', $config['buttonType'] );
		$this->assertSame( [ 'applePay' => true, 'googlePay' => true, 'link' => false, 'amazonPay' => false ], $config['wallets'] );
		$this->assertStringEndsWith( '/wc/store/v1/', $config['storeApiUrl'] );
		$this->assertStringContainsString( '%%endpoint%%', $config['ajaxUrl'] );
		$this->assertSame( [ 'id' => $product->get_id(), 'type' => 'simple', 'needsShipping' => true, 'amount' => 1250 ], $config['product'] );
		$this->assertIsBool( $config['loginRequired'] );
		$this->assertStringContainsString( 'redirect_to=', $config['loginUrl'] );
		$back = wp_parse_url( $config['loginUrl'] );
		$this->assertSame( get_permalink( $product->get_id() ), apply_filters( 'woocommerce_login_redirect', $back['path'] . '?' . $back['query'], null ), 'logging in from that address returns to the product' );
		$this->assertStringContainsString( '/build/express.js', $config['scriptUrl'] );
		// The texts of src/express/messages.ts, translated here (the script has no i18n of its own).
		$this->assertSame( [ 'loginConfirm', 'chooseOptions', 'outOfStock', 'failed', 'subtotal', 'tax', 'shippingPending' ], array_keys( $config['messages'] ) );
		$this->assertSame( 'To complete your purchase with %s you need to log in or create an account.', $config['messages']['loginConfirm'] );
		$this->assertArrayNotHasKey( 'nonce', $config );
		$this->assertSame( [], $this->http, 'no HTTP request while drawing' );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_the_container_reserves_one_row_of_the_buttons_height(): void {
		$this->express_on( [ 'express_checkout_button_height' => '55' ] );

		$this->assertStringContainsString( '<div class="shop-stripe-express__buttons" style="min-height:55px"></div>', self::product_page( self::mug() ) );
	}

	public function test_the_markup_is_the_same_for_a_guest_and_a_logged_in_shopper(): void {
		$product = self::mug();
		wc_load_cart();
		$guest = [ self::product_page( $product ), self::printed( 'woocommerce_proceed_to_checkout' ), self::printed( 'woocommerce_checkout_before_customer_details' ) ];

		$this->shopper();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		$shopper = [ self::product_page( $product ), self::printed( 'woocommerce_proceed_to_checkout' ), self::printed( 'woocommerce_checkout_before_customer_details' ) ];

		$this->assertStringContainsString( 'data-shop-stripe-express="cart"', $guest[1] );
		$this->assertStringContainsString( 'data-shop-stripe-express="checkout"', $guest[2] );
		$this->assertSame( $guest, $shopper );
		$this->assertSame( [], $this->http );
	}

	public function test_a_variable_product_is_drawn_without_an_amount(): void {
		[ $product ] = self::shirt();

		$config = self::config( self::product_page( $product ) );

		$this->assertSame( [ 'id' => $product->get_id(), 'type' => 'variable', 'needsShipping' => true ], $config['product'] );
	}

	public function test_the_login_returns_only_to_this_site_and_only_from_my_account(): void {
		$account = (string) wp_parse_url( wc_get_page_permalink( 'myaccount' ), PHP_URL_PATH );

		$this->assertSame( $account . '?redirect_to=' . rawurlencode( 'https://elsewhere.test/' ), apply_filters( 'woocommerce_login_redirect', $account . '?redirect_to=' . rawurlencode( 'https://elsewhere.test/' ), null ) );
		$this->assertSame( '/shop/?redirect_to=%2Fcart%2F', apply_filters( 'woocommerce_login_redirect', '/shop/?redirect_to=%2Fcart%2F', null ) );
		$this->assertSame( $account, apply_filters( 'woocommerce_login_redirect', $account, null ) );
	}

	/** @return array<string, array{array<string, mixed>}> settings under which nothing is drawn on the product page */
	public static function switched_off(): array {
		return [
			'express off, no wallet method'  => [ [ 'express_checkout' => 'no' ] ],
			'product page not chosen'        => [ [ 'express_checkout_locations' => [ 'cart', 'checkout' ] ] ],
			'gateway disabled'               => [ [ 'enabled' => 'no' ] ],
			'no secret key'                  => [ [ 'test_secret_key' => '' ] ],
		];
	}

	/**
	 * @dataProvider switched_off
	 * @param array<string, mixed> $settings Settings changed.
	 */
	public function test_nothing_is_drawn_where_the_buttons_are_off( array $settings ): void {
		$this->express_on( $settings );

		$this->assertSame( '', self::product_page( self::mug() ) );
	}

	public function test_link_alone_draws_the_buttons_with_only_link(): void {
		$this->express_on( [ 'express_checkout' => 'no', 'upe_checkout_experience_accepted_payments' => [ 'card', 'link' ] ] );

		$config = self::config( self::printed( 'woocommerce_proceed_to_checkout' ) );

		$this->assertSame( [ 'applePay' => false, 'googlePay' => false, 'link' => true, 'amazonPay' => false ], $config['wallets'] );
	}

	public function test_a_product_out_of_stock_or_not_for_sale_gets_no_buttons(): void {
		$sold_out = self::mug();
		$sold_out->set_stock_status( 'outofstock' );
		$sold_out->save();
		$no_price = self::mug( '' );

		$this->assertSame( '', self::product_page( $sold_out ) );
		$this->assertSame( '', self::product_page( $no_price ) );
	}

	public function test_the_cart_and_checkout_follow_their_locations(): void {
		$this->express_on( [ 'express_checkout_locations' => [ 'product' ] ] );

		$this->assertStringNotContainsString( 'shop-stripe-express', self::printed( 'woocommerce_proceed_to_checkout' ) );
		$this->assertSame( '', self::printed( 'woocommerce_checkout_before_customer_details' ) );
	}

	public function test_the_pay_for_order_page_pays_its_order_in_the_orders_currency_and_only_with_its_key(): void {
		$order = wc_create_order();
		$order->set_billing_email( 'robin@example.com' );
		$order->set_currency( 'EUR' );
		$order->set_total( '42.50' );
		$order->set_status( 'pending' );
		$order->save();
		$GLOBALS['wp']->query_vars['order-pay'] = (string) $order->get_id();

		$_GET['key'] = 'wc_order_not_this_one';
		$this->assertSame( '', self::printed( 'woocommerce_pay_order_before_payment' ), 'another key: nothing' );

		$_GET['key'] = $order->get_order_key();
		$config      = self::config( self::printed( 'woocommerce_pay_order_before_payment' ) );
		$this->assertSame( 'checkout', $config['location'] );
		$this->assertSame( 'eur', $config['currency'] );
		$this->assertSame( [ 'id' => $order->get_id(), 'key' => $order->get_order_key(), 'billingEmail' => 'robin@example.com', 'amount' => 4250 ], $config['order'] );
		$this->assertArrayNotHasKey( 'product', $config );

		$order->set_status( 'processing' );
		$order->save();
		$this->assertSame( '', self::printed( 'woocommerce_pay_order_before_payment' ), 'paid: nothing' );
		$this->assertSame( [], $this->http );

		unset( $_GET['key'], $GLOBALS['wp']->query_vars['order-pay'] );
		$order->delete( true );
	}

	public function test_the_block_integration_is_stripe_express_with_the_same_configuration(): void {
		$registry = Package::container()->get( PaymentMethodRegistry::class );
		$method   = $registry->get_registered( 'stripe_express' );
		if ( ! $method ) {
			do_action( 'woocommerce_blocks_payment_method_type_registration', $registry );
			$method = $registry->get_registered( 'stripe_express' );
		}
		$method->initialize();

		$this->assertTrue( $method->is_active() );
		$data = $method->get_payment_method_data();
		$this->assertSame( 'checkout', $data['location'] );
		$this->assertSame( self::config( self::printed( 'woocommerce_checkout_before_customer_details' ) ), array_diff_key( $data, [ 'enabled' => 1, 'supports' => 1 ] ) );
		$this->assertSame( [], $method->get_payment_method_script_handles(), 'not on a page that is neither the cart nor the checkout' );
		add_filter( 'woocommerce_is_cart', '__return_true' );
		$handles = $method->get_payment_method_script_handles();
		$cart    = $method->get_payment_method_data();
		$this->express_on( [ 'express_checkout_locations' => [ 'product', 'checkout' ] ] );
		$off = $method->get_payment_method_script_handles();
		remove_filter( 'woocommerce_is_cart', '__return_true' );
		$this->assertSame( [ ExpressPaymentMethod::SCRIPT_HANDLE ], $handles, 'on the cart' );
		$this->assertSame( 'cart', $cart['location'] );
		$this->assertSame( [], $off, 'not on the cart while its location is off' );

		update_option( CardGateway::SETTINGS_OPTION, [ 'express_checkout' => 'no' ] + get_option( CardGateway::SETTINGS_OPTION ) );
		$method->initialize();
		$this->assertFalse( $method->is_active() );
	}
}
