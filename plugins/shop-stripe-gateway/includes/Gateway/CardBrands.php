<?php
/**
 * The card networks shown beside the card method's title at checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use const ShopStripeGateway\URL;

defined( 'ABSPATH' ) || exit;

/**
 * One table of brands (id => network name, the name being each icon's accessible name), read by the classic checkout's
 * label (CardGateway::get_icon()) and handed to the block checkout (Blocks\CardPaymentMethod), so both draw the same
 * icons from assets/card-brands/<id>.svg. Names are trademarks, not translated. Stripe takes these four networks on
 * every account; a shop that takes fewer (or more: JCB, Diners Club, UnionPay where Stripe offers them) changes the
 * list with the `shop_stripe_gateway_card_brands` filter.
 */
final class CardBrands {

	/** The icons' drawn size in CSS pixels (the SVGs' own box is 38 × 24). */
	public const WIDTH = 38;

	public const HEIGHT = 24;

	/**
	 * Id => name of each brand shown.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$brands = [
			'visa'       => 'Visa',
			'mastercard' => 'Mastercard',
			'amex'       => 'American Express',
			'discover'   => 'Discover',
		];
		/**
		 * Filters the card brands shown beside the card method's title: id => name. An id needs its
		 * assets/card-brands/<id>.svg; others are dropped.
		 *
		 * @param array<string, string> $brands The brands.
		 */
		$filtered = apply_filters( 'shop_stripe_gateway_card_brands', $brands );
		if ( ! is_array( $filtered ) ) {
			return $brands;
		}
		return array_filter(
			$filtered,
			static fn ( $name, $id ): bool => is_string( $name ) && is_string( $id ) && sanitize_key( $id ) === $id && is_file( self::file( $id ) ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * The brands as the block checkout draws them.
	 *
	 * @return list<array{id: string, name: string, src: string}>
	 */
	public static function for_client(): array {
		$rows = [];
		foreach ( self::all() as $id => $name ) {
			$rows[] = [
				'id'   => $id,
				'name' => $name,
				'src'  => self::url( $id ),
			];
		}
		return $rows;
	}

	/**
	 * The icons as the classic checkout prints them inside the method's label (phrasing content only, hence no list):
	 * each image named by its brand, so the radio's name lists the networks after the title. The images are separated
	 * by spaces: without them a screen reader reads the names run together ("VisaMastercard").
	 */
	public static function html(): string {
		$items = '';
		foreach ( self::all() as $id => $name ) {
			$items .= sprintf(
				' <img src="%1$s" alt="%2$s" width="%3$d" height="%4$d" decoding="async" />',
				esc_url( self::url( $id ) ),
				esc_attr( $name ),
				self::WIDTH,
				self::HEIGHT
			);
		}
		return '' === $items ? '' : '<span class="shop-stripe-card-brands">' . ltrim( $items ) . '</span>';
	}

	/**
	 * The icon's address.
	 *
	 * @param string $id Brand id.
	 */
	private static function url( string $id ): string {
		return URL . 'assets/card-brands/' . $id . '.svg';
	}

	/**
	 * The icon's file.
	 *
	 * @param string $id Brand id.
	 */
	private static function file( string $id ): string {
		return \ShopStripeGateway\DIR . 'assets/card-brands/' . $id . '.svg';
	}
}
