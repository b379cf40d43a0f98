<?php
/**
 * The cart's shipping rates for a wallet's address, and the rate the shopper picks in the payment sheet.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Order\StripeAmount;
use WC_Cart;
use WC_Shipping_Rate;

defined( 'ABSPATH' ) || exit;

/**
 * Through WooCommerce's own cart and shipping APIs, so zones, methods, free-shipping rules and taxes apply as at the
 * checkout: the address goes on the session's customer (kept for the next call and for the Store API checkout), the
 * cart's totals are calculated, and the rates are the first package's (a wallet's sheet lists one set of options;
 * its id is the rate id, as `chosen_shipping_methods` holds it). The chosen rate stays the one chosen while it is
 * offered, else the first.
 */
final class CartShipping {

	/** The session's cart, loaded when the request has none yet; null without WooCommerce's session. */
	public static function cart(): ?WC_Cart {
		if ( null === WC()->cart && function_exists( 'wc_load_cart' ) ) {
			wc_load_cart();
		}
		return WC()->cart;
	}

	/**
	 * Puts the shipping address on the customer and calculates the cart for it.
	 *
	 * @param WC_Cart               $cart    The cart.
	 * @param array<string, string> $address The address (AddressNormalizer's fields).
	 */
	public static function ship_to( WC_Cart $cart, array $address ): void {
		$customer = WC()->customer;
		$customer->set_shipping_location( $address['country'] ?? '', $address['state'] ?? '', $address['postcode'] ?? '', $address['city'] ?? '' );
		$customer->set_shipping_address_1( $address['address_1'] ?? '' );
		$customer->set_shipping_address_2( $address['address_2'] ?? '' );
		$customer->set_calculated_shipping( true );
		$customer->save();
		self::calculate( $cart );
		$offered = array_column( self::options( $cart ), 'id' );
		$chosen  = WC()->session->get( 'chosen_shipping_methods', [] );
		if ( [] !== $offered && ! in_array( is_array( $chosen ) ? ( $chosen[0] ?? '' ) : '', $offered, true ) ) {
			self::choose( $cart, [ $offered[0] ] );
		}
	}

	/**
	 * Chooses the rates, one per package, and calculates the cart again.
	 *
	 * @param WC_Cart      $cart     The cart.
	 * @param list<string> $rate_ids Rate ids, by package.
	 */
	public static function choose( WC_Cart $cart, array $rate_ids ): void {
		WC()->session->set( 'chosen_shipping_methods', $rate_ids );
		self::calculate( $cart );
	}

	/**
	 * Whether every rate id is offered for its package.
	 *
	 * @param list<string> $rate_ids Rate ids, by package.
	 */
	public static function offered( array $rate_ids ): bool {
		$packages = WC()->shipping()->get_packages();
		foreach ( $rate_ids as $index => $rate_id ) {
			if ( ! isset( $packages[ $index ]['rates'][ $rate_id ] ) ) {
				return false;
			}
		}
		return [] !== $rate_ids;
	}

	/**
	 * The first package's rates as the sheet lists them: id, name, amount as the cart shows it (with its tax when
	 * the cart shows prices with tax), minor units.
	 *
	 * @param WC_Cart $cart The cart, calculated.
	 * @return list<array{id: string, displayName: string, amount: int}>
	 */
	public static function options( WC_Cart $cart ): array {
		$package  = WC()->shipping()->get_packages()[0] ?? [];
		$with_tax = $cart->display_prices_including_tax();
		$options  = [];
		foreach ( $package['rates'] ?? [] as $rate ) {
			if ( $rate instanceof WC_Shipping_Rate ) {
				$cost      = (float) $rate->get_cost() + ( $with_tax ? array_sum( array_map( 'floatval', $rate->get_taxes() ) ) : 0.0 );
				$options[] = [
					'id'          => $rate->get_id(),
					'displayName' => wp_strip_all_tags( $rate->get_label() ),
					'amount'      => StripeAmount::to_minor( $cost, get_woocommerce_currency() ),
				];
			}
		}
		return $options;
	}

	/**
	 * Calculates the cart's shipping and totals afresh, as WooCommerce's own update_shipping_method does (not through
	 * reset_shipping(), which forgets the chosen rates).
	 *
	 * @param WC_Cart $cart The cart.
	 */
	private static function calculate( WC_Cart $cart ): void {
		$cart->calculate_totals();
	}
}
