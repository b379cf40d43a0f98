<?php
/**
 * The express checkout's ajax calls.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Endpoints\AjaxEndpoint;
use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Express\Endpoints\ExpressContext;
use ShopStripeGateway\Express\Endpoints\GetSelectedProductData;
use ShopStripeGateway\Express\Endpoints\GetShippingOptions;
use ShopStripeGateway\Express\Endpoints\NormalizeAddress;
use ShopStripeGateway\Express\Endpoints\UpdateShippingMethod;
use ShopStripeGateway\Express\ExpressSettings;
use ShopStripeGateway\Tests\Support\ExpressOn;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Shipping_Zone;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/ExpressOn.php';

/**
 * Each call: the nonce of the express action in `security` (403 otherwise), POST only (405), unreadable input a 400
 * with a message, then its answer. The context is a GET without nonce, handing the nonce out.
 */
final class ExpressEndpointsTest extends GatewayTestCase {

	use ExpressOn;

	protected function setUp(): void {
		parent::setUp();
		$this->express_on();
		wc_load_cart();
		WC()->cart->empty_cart();
	}

	protected function tearDown(): void {
		WC()->cart?->empty_cart();
		WC()->session?->set( 'chosen_shipping_methods', null );
		$this->express_off();
		parent::tearDown();
	}

	/**
	 * A POST with the express nonce.
	 *
	 * @param AjaxEndpoint         $endpoint The endpoint.
	 * @param array<string, mixed> $input    Posted fields.
	 */
	private static function call( AjaxEndpoint $endpoint, array $input ): Answer {
		return self::post( $endpoint, $input + [ 'security' => wp_create_nonce( ExpressSettings::NONCE_ACTION ) ] );
	}

	/** @return array<string, array{AjaxEndpoint}> the four express calls */
	public static function endpoints(): array {
		return [
			'normalize_address'         => [ new NormalizeAddress() ],
			'get_selected_product_data' => [ new GetSelectedProductData() ],
			'get_shipping_options'      => [ new GetShippingOptions() ],
			'update_shipping_method'    => [ new UpdateShippingMethod() ],
		];
	}

	/**
	 * @dataProvider endpoints
	 * @param AjaxEndpoint $endpoint The endpoint.
	 */
	public function test_a_wrong_or_missing_nonce_is_a_403_and_a_get_a_405( AjaxEndpoint $endpoint ): void {
		self::assert_error( 403, self::NONCE_MESSAGE, self::post( $endpoint, [ 'security' => 'abc' ] ) );
		self::assert_error( 403, self::NONCE_MESSAGE, self::post( $endpoint, [ 'nonce' => wp_create_nonce( ExpressSettings::NONCE_ACTION ) ] ) );
		self::assert_error( 405, 'This address only answers POST requests.', $endpoint->answer( 'GET', [] ) );
	}

	/**
	 * @dataProvider endpoints
	 * @param AjaxEndpoint $endpoint The endpoint.
	 */
	public function test_input_that_cannot_be_read_is_a_400_with_a_message( AjaxEndpoint $endpoint ): void {
		$answer = self::call( $endpoint, [ 'data' => '{', 'shipping_address' => 'x', 'product_id' => '0', 'shipping_method' => [] ] );

		$this->assertSame( 400, $answer->status );
		$this->assertNotSame( '', $answer->body['data']['error']['message'] );
	}

	public function test_the_context_hands_the_nonce_out_to_a_get_only(): void {
		$context = ( new ExpressContext() )->answer( 'GET' );

		$this->assertSame( 200, $context->status );
		$this->assertFalse( $context->body['data']['isLoggedIn'] );
		$this->assertSame( 1, wp_verify_nonce( $context->body['data']['nonce'], ExpressSettings::NONCE_ACTION ) );
		$this->assertSame( 405, ( new ExpressContext() )->answer( 'POST' )->status );

		$this->shopper();
		$this->assertTrue( ( new ExpressContext() )->answer( 'GET' )->body['data']['isLoggedIn'] );
	}

	/** @return array<string, array{array<string, string>, array<string, string>}> sent, normalised */
	public static function addresses(): array {
		return [
			'US state by name'     => [ [ 'country' => 'us', 'state' => 'California', 'postcode' => '94103' ], [ 'country' => 'US', 'state' => 'CA', 'postcode' => '94103' ] ],
			'US state by code'     => [ [ 'country' => 'US', 'state' => 'ca', 'postcode' => '94103-1234' ], [ 'country' => 'US', 'state' => 'CA', 'postcode' => '94103-1234' ] ],
			'GB postcode spaced'   => [ [ 'country' => 'GB', 'state' => '', 'postcode' => 'sw1a1aa' ], [ 'country' => 'GB', 'state' => '', 'postcode' => 'SW1A 1AA' ] ],
			'CA postcode spaced'   => [ [ 'country' => 'CA', 'state' => 'Ontario', 'postcode' => 'k1a0b1' ], [ 'country' => 'CA', 'state' => 'ON', 'postcode' => 'K1A 0B1' ] ],
			'unknown state kept'   => [ [ 'country' => 'US', 'state' => 'Atlantis', 'postcode' => '10001' ], [ 'country' => 'US', 'state' => 'Atlantis', 'postcode' => '10001' ] ],
		];
	}

	/**
	 * @dataProvider addresses
	 * @param array<string, string> $sent       The wallet's address.
	 * @param array<string, string> $normalised WooCommerce's.
	 */
	public function test_normalize_address_answers_woocommerces_codes_and_formats( array $sent, array $normalised ): void {
		$billing = $sent + [ 'first_name' => 'Ada', 'last_name' => 'Lovelace', 'city' => 'Town', 'address_1' => '1 Road', 'email' => 'ada@example.com' ];

		$answer = self::call( new NormalizeAddress(), [ 'data' => wp_json_encode( [ 'billing_address' => $billing, 'shipping_address' => $sent ] ) ] );

		$this->assertSame( 200, $answer->status );
		$this->assertSame( $normalised, array_intersect_key( $answer->body['data']['billing_address'], $normalised ) );
		$this->assertSame( $normalised, $answer->body['data']['shipping_address'] );
		$this->assertSame( 'Lovelace', $answer->body['data']['billing_address']['last_name'] );
	}

	public function test_a_simple_products_selection_is_its_price_times_the_quantity(): void {
		$product = self::mug( '12.50' );

		$answer = self::call( new GetSelectedProductData(), [ 'product_id' => (string) $product->get_id(), 'qty' => '3' ] );

		$this->assertSame( 200, $answer->status );
		$this->assertSame( 3750, $answer->body['data']['total']['amount'] );
		$this->assertSame( [ [ 'label' => 'Mug × 3', 'amount' => 3750 ] ], $answer->body['data']['displayItems'] );
		$this->assertTrue( $answer->body['data']['needsShipping'] );
		$this->assertSame( 0, $answer->body['data']['variationId'] );
	}

	public function test_the_quantity_is_clamped_to_what_can_be_bought(): void {
		$single = self::mug( '5' );
		$single->set_sold_individually( true );
		$single->save();
		$stocked = self::mug( '5' );
		$stocked->set_manage_stock( true );
		$stocked->set_stock_quantity( 2 );
		$stocked->save();

		$this->assertSame( 1, self::call( new GetSelectedProductData(), [ 'product_id' => (string) $single->get_id(), 'qty' => '4' ] )->body['data']['quantity'] );
		$this->assertSame( 1000, self::call( new GetSelectedProductData(), [ 'product_id' => (string) $stocked->get_id(), 'qty' => '9' ] )->body['data']['total']['amount'] );
		$this->assertSame( 1, self::call( new GetSelectedProductData(), [ 'product_id' => (string) $stocked->get_id(), 'qty' => '0' ] )->body['data']['quantity'] );
	}

	public function test_a_variable_product_follows_the_chosen_variation(): void {
		[ $product, $small, $large ] = self::shirt();

		$answer = self::call( new GetSelectedProductData(), [ 'product_id' => (string) $product->get_id(), 'qty' => '2', 'attributes' => wp_json_encode( [ 'attribute_size' => 'L' ] ) ] );
		$this->assertSame( 200, $answer->status );
		$this->assertSame( $large->get_id(), $answer->body['data']['variationId'] );
		$this->assertSame( 3000, $answer->body['data']['total']['amount'] );

		$answer = self::call( new GetSelectedProductData(), [ 'product_id' => (string) $product->get_id(), 'qty' => '1', 'attributes' => wp_json_encode( [ 'size' => 'S' ] ) ] );
		$this->assertSame( $small->get_id(), $answer->body['data']['variationId'] );
		$this->assertSame( 1000, $answer->body['data']['total']['amount'] );
	}

	public function test_no_matching_or_a_sold_out_variation_is_a_400_with_woocommerces_words(): void {
		[ $product, $small ] = self::shirt();
		$small->set_stock_status( 'outofstock' );
		$small->save();

		self::assert_error( 400, 'Sorry, no products matched your selection. Please choose a different combination.', self::call( new GetSelectedProductData(), [ 'product_id' => (string) $product->get_id(), 'attributes' => wp_json_encode( [ 'attribute_size' => 'XL' ] ) ] ) );
		self::assert_error( 400, 'Sorry, this product is unavailable. Please choose a different combination.', self::call( new GetSelectedProductData(), [ 'product_id' => (string) $product->get_id(), 'attributes' => wp_json_encode( [ 'attribute_size' => 'S' ] ) ] ) );
	}

	public function test_shipping_options_are_the_carts_rates_for_the_address_and_the_method_changes_the_total(): void {
		$this->zone_with_rates();
		WC()->cart->add_to_cart( self::mug( '20' )->get_id(), 1 );

		$answer = self::call( new GetShippingOptions(), [ 'shipping_address' => wp_json_encode( [ 'country' => 'us', 'state' => 'California', 'postcode' => '94103', 'city' => 'San Francisco' ] ), 'is_product_page' => 'false' ] );

		$this->assertSame( 200, $answer->status, wp_json_encode( $answer->body ) );
		$options = $answer->body['data']['shippingOptions'];
		$this->assertSame( [ 'Flat rate', 'Express' ], array_column( $options, 'displayName' ) );
		$this->assertSame( [ 500, 1500 ], array_column( $options, 'amount' ) );
		$this->assertSame( 2500, $answer->body['data']['total']['amount'], 'the first rate is chosen' );
		$this->assertContains( [ 'label' => 'Shipping', 'amount' => 500 ], $answer->body['data']['displayItems'] );
		$this->assertSame( 'CA', WC()->customer->get_shipping_state() );

		$answer = self::call( new UpdateShippingMethod(), [ 'shipping_method' => [ $options[1]['id'] ], 'is_product_page' => 'false' ] );
		$this->assertSame( 200, $answer->status );
		$this->assertSame( 3500, $answer->body['data']['total']['amount'] );
		$this->assertSame( [ $options[1]['id'] ], WC()->session->get( 'chosen_shipping_methods' ) );

		self::assert_error( 400, 'That shipping option is not available. Please choose another one.', self::call( new UpdateShippingMethod(), [ 'shipping_method' => [ 'flat_rate:999' ] ] ) );
		$this->assertSame( [ $options[1]['id'] ], WC()->session->get( 'chosen_shipping_methods' ) );
	}

	public function test_shipping_options_need_a_cart_and_a_rate(): void {
		self::assert_error( 400, 'Your cart is empty.', self::call( new GetShippingOptions(), [ 'shipping_address' => wp_json_encode( [ 'country' => 'US' ] ) ] ) );

		$this->zone_with_rates();
		WC()->cart->add_to_cart( self::mug( '20' )->get_id(), 1 );
		add_filter( 'woocommerce_package_rates', '__return_empty_array' );
		$answer = self::call( new GetShippingOptions(), [ 'shipping_address' => wp_json_encode( [ 'country' => 'US', 'postcode' => '10001' ] ) ] );
		remove_filter( 'woocommerce_package_rates', '__return_empty_array' );
		$this->assertSame( 400, $answer->status );
		$this->assertStringStartsWith( 'There are no shipping options available for this address.', $answer->body['data']['error']['message'] );
	}

	/** A zone for the United States with two flat rates, 5 and 15. */
	private function zone_with_rates(): void {
		$zone = new WC_Shipping_Zone();
		$zone->set_zone_name( 'United States' );
		$zone->add_location( 'US', 'country' );
		$zone->save();
		foreach ( [ 'Flat rate' => '5', 'Express' => '15' ] as $title => $cost ) {
			$instance = $zone->add_shipping_method( 'flat_rate' );
			update_option( 'woocommerce_flat_rate_' . $instance . '_settings', [ 'title' => $title, 'cost' => $cost, 'tax_status' => 'none' ] );
		}
		\WC_Cache_Helper::get_transient_version( 'shipping', true );
	}
}
