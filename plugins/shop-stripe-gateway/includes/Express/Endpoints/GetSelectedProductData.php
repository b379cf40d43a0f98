<?php
/**
 * `?wc-ajax=wc_stripe_get_selected_product_data` (spec 7, express calls).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express\Endpoints;

use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Express\ExpressTotals;
use WC_Data_Store;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * `product_id`, `qty`, `attributes` (JSON map of `attribute_<name>` to the chosen value): the product page's
 * selection as the payment sheet shows it, `{ total, displayItems, needsShipping, variationId, quantity }` (minor
 * units, ExpressTotals). A variable product's variation is found as WooCommerce's own form finds it
 * (`find_matching_product_variation()` of its data store); the quantity is clamped as spec 5 clamps it (the
 * product's minimum and maximum purchase quantity: stock without backorders, 1 when sold individually). A product
 * that cannot be bought, no matching variation, or one out of stock is a 400 with WooCommerce's words.
 */
final class GetSelectedProductData extends ExpressEndpoint {

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_get_selected_product_data';
	}

	/**
	 * The selection's amounts.
	 *
	 * @param array<string, mixed> $input product_id, qty, attributes.
	 */
	protected function handle( array $input ): Answer {
		$product = wc_get_product( absint( is_scalar( $input['product_id'] ?? null ) ? $input['product_id'] : 0 ) );
		if ( ! $product instanceof WC_Product || ! $product->is_type( [ 'simple', 'variable' ] ) || ! $product->is_purchasable() ) {
			return $this->refuse( 400, __( 'This product cannot be bought.', 'shop-stripe-gateway' ) );
		}
		$item = $product->is_type( 'variable' ) ? $this->variation( $product, self::attributes( $input ) ) : $product;
		if ( null === $item ) {
			return $this->refuse( 400, __( 'Sorry, no products matched your selection. Please choose a different combination.', 'shop-stripe-gateway' ) );
		}
		if ( ! $item->is_purchasable() || ! $item->is_in_stock() ) {
			return $this->refuse( 400, __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shop-stripe-gateway' ) );
		}
		$quantity = self::quantity( $item, is_scalar( $input['qty'] ?? null ) ? absint( $input['qty'] ) : 1 );
		return Answer::success(
			ExpressTotals::of_product( $item, $quantity ) + [
				'needsShipping' => $item->needs_shipping(),
				'variationId'   => $item->is_type( 'variation' ) ? $item->get_id() : 0,
				'quantity'      => $quantity,
			]
		);
	}

	/**
	 * The variation of a variable product the attributes choose, or null.
	 *
	 * @param WC_Product            $product    The variable product.
	 * @param array<string, string> $attributes `attribute_<name>` => value.
	 */
	private function variation( WC_Product $product, array $attributes ): ?WC_Product {
		$store = WC_Data_Store::load( 'product' );
		$id    = (int) $store->find_matching_product_variation( $product, $attributes );
		$item  = $id > 0 ? wc_get_product( $id ) : null;
		return $item instanceof WC_Product && $item->get_parent_id() === $product->get_id() ? $item : null;
	}

	/**
	 * The posted attributes, each key with WooCommerce's `attribute_` prefix.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 * @return array<string, string>
	 */
	private static function attributes( array $input ): array {
		$chosen = [];
		foreach ( self::json( $input, 'attributes' ) ?? [] as $name => $value ) {
			if ( is_string( $name ) && is_scalar( $value ) ) {
				$key            = str_starts_with( $name, 'attribute_' ) ? $name : 'attribute_' . $name;
				$chosen[ wc_clean( $key ) ] = wc_clean( (string) $value );
			}
		}
		return $chosen;
	}

	/**
	 * The quantity within the product's purchase limits.
	 *
	 * @param WC_Product $item   The product or variation.
	 * @param int        $wanted The posted quantity.
	 */
	private static function quantity( WC_Product $item, int $wanted ): int {
		$quantity = max( max( 1, (int) $item->get_min_purchase_quantity() ), $wanted );
		$max      = (int) $item->get_max_purchase_quantity();
		return $max > 0 ? min( $max, $quantity ) : $quantity;
	}
}
