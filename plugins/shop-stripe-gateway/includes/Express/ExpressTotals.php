<?php
/**
 * The total and lines a wallet's payment sheet shows.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Order\StripeAmount;
use WC_Cart;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * `{ total: { label, amount }, displayItems: [ { label, amount } ] }` in Stripe's minor units of the shop's
 * currency (StripeAmount). The lines are the amounts before tax, then the discount (negative), shipping, fees and
 * tax, so they add up to the total as WooCommerce computed it (within a minor unit of rounding per line).
 */
final class ExpressTotals {

	/**
	 * The cart's total and lines (its totals calculated by the caller).
	 *
	 * @param WC_Cart $cart The cart.
	 * @return array{total: array{label: string, amount: int}, displayItems: list<array{label: string, amount: int}>}
	 */
	public static function of_cart( WC_Cart $cart ): array {
		$items = [];
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			if ( $product instanceof WC_Product ) {
				$items[] = self::line( self::item_label( $product, (int) $item['quantity'] ), (float) ( $item['line_subtotal'] ?? 0 ) );
			}
		}
		// Shipping is shown at zero too once the cart needs it (free shipping); the other lines only when they count.
		$extra = [
			[ __( 'Discount', 'shop-stripe-gateway' ), -1 * (float) $cart->get_discount_total(), false ],
			[ __( 'Shipping', 'shop-stripe-gateway' ), (float) $cart->get_shipping_total(), $cart->needs_shipping() ],
			[ __( 'Fees', 'shop-stripe-gateway' ), (float) $cart->get_fee_total(), false ],
			[ __( 'Tax', 'shop-stripe-gateway' ), (float) $cart->get_total_tax(), false ],
		];
		foreach ( $extra as [ $label, $amount, $always ] ) {
			if ( $always || 0.0 !== $amount ) {
				$items[] = self::line( $label, $amount );
			}
		}
		return [
			'total'        => self::line( self::label(), (float) $cart->get_total( 'edit' ) ),
			'displayItems' => $items,
		];
	}

	/**
	 * A product page's selection: the product (or variation) times the quantity, its tax, no shipping yet.
	 *
	 * @param WC_Product $product  The product or variation.
	 * @param int        $quantity The quantity.
	 * @return array{total: array{label: string, amount: int}, displayItems: list<array{label: string, amount: int}>}
	 */
	public static function of_product( WC_Product $product, int $quantity ): array {
		$before = (float) wc_get_price_excluding_tax( $product, [ 'qty' => $quantity ] );
		$after  = wc_tax_enabled() ? (float) wc_get_price_including_tax( $product, [ 'qty' => $quantity ] ) : $before;
		$items  = [ self::line( self::item_label( $product, $quantity ), $before ) ];
		if ( $after !== $before ) {
			$items[] = self::line( __( 'Tax', 'shop-stripe-gateway' ), $after - $before );
		}
		return [
			'total'        => self::line( self::label(), $after ),
			'displayItems' => $items,
		];
	}

	/** The total's label: the shop's name. */
	public static function label(): string {
		return wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * One line.
	 *
	 * @param string $label  Its label.
	 * @param float  $amount Its amount in the shop's currency.
	 * @return array{label: string, amount: int}
	 */
	private static function line( string $label, float $amount ): array {
		return [
			'label'  => $label,
			'amount' => StripeAmount::to_minor( $amount, get_woocommerce_currency() ),
		];
	}

	/**
	 * A product's line label: its name, and the quantity above one.
	 *
	 * @param WC_Product $product  The product.
	 * @param int        $quantity The quantity.
	 */
	private static function item_label( WC_Product $product, int $quantity ): string {
		$name = wp_strip_all_tags( $product->get_name() );
		/* translators: %1$s: product name, %2$d: quantity. */
		return $quantity > 1 ? sprintf( __( '%1$s × %2$d', 'shop-stripe-gateway' ), $name, $quantity ) : $name;
	}
}
