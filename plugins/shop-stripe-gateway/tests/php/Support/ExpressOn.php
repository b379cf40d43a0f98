<?php
/**
 * Express checkout switched on, for the tests.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Blocks\ExpressPaymentMethod;
use ShopStripeGateway\Gateway\CardGateway;
use WC_Product_Attribute;
use WC_Product_Simple;
use WC_Product_Variable;
use WC_Product_Variation;

/**
 * Turns the express buttons on over GatewayTestCase's settings, and registers the express scripts' handles when the
 * build has none (src/express/ is built by its own branch; the container needs the script's address).
 */
trait ExpressOn {

	/**
	 * The handles the test registered, and so removes.
	 *
	 * @var list<string>
	 */
	private array $registered_express = [];

	/**
	 * Express on, with more settings.
	 *
	 * @param array<string, mixed> $settings Settings to add or replace.
	 */
	protected function express_on( array $settings = [] ): void {
		update_option( CardGateway::SETTINGS_OPTION, array_replace( get_option( CardGateway::SETTINGS_OPTION, [] ), [ 'express_checkout' => 'yes' ], $settings ) );
		$handles = [
			Scripts::EXPRESS                     => 'express',
			ExpressPaymentMethod::SCRIPT_HANDLE => 'express-block',
		];
		foreach ( $handles as $handle => $entry ) {
			if ( ! wp_script_is( $handle, 'registered' ) ) {
				wp_register_script( $handle, 'https://shop.test/wp-content/plugins/shop-stripe-gateway/build/' . $entry . '.js', [], 'abc123', true );
				$this->registered_express[] = $handle;
			}
		}
	}

	/**
	 * A simple product, "Mug".
	 *
	 * @param string $price Its price ('' for none: not for sale).
	 */
	protected static function mug( string $price = '12.50' ): WC_Product_Simple {
		$product = new WC_Product_Simple();
		$product->set_name( 'Mug' );
		$product->set_regular_price( $price );
		$product->save();
		return $product;
	}

	/**
	 * A variable product with sizes S (10) and L (15).
	 *
	 * @return array{WC_Product_Variable, WC_Product_Variation, WC_Product_Variation}
	 */
	protected static function shirt(): array {
		$product   = new WC_Product_Variable();
		$attribute = new WC_Product_Attribute();
		$attribute->set_name( 'size' );
		$attribute->set_options( [ 'S', 'L', 'XL' ] );
		$attribute->set_variation( true );
		$product->set_name( 'Shirt' );
		$product->set_attributes( [ $attribute ] );
		$product->save();
		$made = [];
		foreach ( [ 'S' => '10', 'L' => '15' ] as $size => $price ) {
			$variation = new WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( [ 'size' => $size ] );
			$variation->set_regular_price( $price );
			$variation->save();
			$made[] = $variation;
		}
		WC_Product_Variable::sync( $product->get_id() );
		return [ wc_get_product( $product->get_id() ), ...$made ];
	}

	/** Removes the handle the test registered. */
	protected function express_off(): void {
		array_map( 'wp_deregister_script', $this->registered_express );
		$this->registered_express = [];
	}
}
