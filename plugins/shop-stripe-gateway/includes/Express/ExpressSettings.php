<?php
/**
 * The express checkout's settings, as every express service reads them.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Gateway\GatewaySettings;

defined( 'ABSPATH' ) || exit;

/**
 * Read through the plugin's one GatewaySettings (`woocommerce_stripe_settings`), at each call. The keys are the
 * contract's (ExpressFields); where the replaced WooCommerce Stripe Gateway stored the same choice under another
 * name or in other values, that is read when ours was never saved, so a shop switching keeps its buttons:
 * `express_checkout_button_locations` (ours `express_checkout_locations`), the themes `dark`, `light`,
 * `light-outline` (ours `black`, `white`, `white-outline`) and `express_checkout_button_size` (`small` 40,
 * `default` 48, `large` 56 px, read as 55, spec 5's ceiling) when no height was saved. A stored value outside the
 * lists or limits reads as the default (or, for a number, the nearest limit): the settings screen refuses it on save.
 */
final class ExpressSettings {

	/** Where buttons can be drawn. */
	public const LOCATIONS = [ 'product', 'cart', 'checkout' ];

	/** Stripe's Express Checkout Element button types. */
	public const TYPES = [ 'default', 'buy', 'book', 'donate', 'checkout', 'order', 'pay', 'plain', 'subscribe' ];

	/** Button themes. */
	public const THEMES = [ 'black', 'white', 'white-outline' ];

	/** Spec 5: the button height is kept between 40 and 55 px, 48 by default. */
	public const HEIGHT = [
		'min'     => 40,
		'max'     => 55,
		'default' => 48,
	];

	/** Spec 5: the corner radius, 4 by default; Stripe draws up to a half of the smallest height. */
	public const RADIUS = [
		'min'     => 0,
		'max'     => 30,
		'default' => 4,
	];

	/** Nonce action of the express calls (field `security`) and of the express checkout header. */
	public const NONCE_ACTION = 'shop_stripe_express_checkout';

	/** The replaced gateway's themes, by ours. */
	private const OLD_THEMES = [
		'dark'          => 'black',
		'light'         => 'white',
		'light-outline' => 'white-outline',
	];

	/** The replaced gateway's sizes, in px. */
	private const OLD_SIZES = [
		'small'   => 40,
		'default' => 48,
		'large'   => 55,
	];

	/**
	 * Constructor.
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public function __construct( private GatewaySettings $settings ) {}

	/**
	 * Which wallets are offered: Apple Pay and Google Pay with the express switch on, Link and Amazon Pay while they
	 * are among the enabled payment methods.
	 *
	 * @return array{applePay: bool, googlePay: bool, link: bool, amazonPay: bool}
	 */
	public function wallets(): array {
		$express = $this->settings->is_on( 'express_checkout', false );
		$methods = $this->settings->methods();
		return [
			'applePay'  => $express,
			'googlePay' => $express,
			'link'      => $methods->has( 'link' ),
			'amazonPay' => $methods->has( 'amazon_pay' ),
		];
	}

	/** Whether any wallet is offered. */
	public function any_wallet(): bool {
		return in_array( true, $this->wallets(), true );
	}

	/**
	 * Whether buttons are drawn at a location: a wallet is offered and the location is chosen. The caller checks the
	 * card gateway is available (the express order is paid through it).
	 *
	 * @param string $location `product`, `cart` or `checkout`.
	 */
	public function at( string $location ): bool {
		return $this->any_wallet() && in_array( $location, $this->locations(), true );
	}

	/**
	 * The chosen locations.
	 *
	 * @return list<string>
	 */
	public function locations(): array {
		$all    = $this->settings->all();
		$stored = $all['express_checkout_locations'] ?? $all['express_checkout_button_locations'] ?? self::LOCATIONS;
		return is_array( $stored ) ? array_values( array_intersect( self::LOCATIONS, $stored ) ) : [];
	}

	/** The button type. */
	public function button_type(): string {
		$type = $this->settings->get( 'express_checkout_button_type' );
		return in_array( $type, self::TYPES, true ) ? $type : 'default';
	}

	/** The button theme. */
	public function button_theme(): string {
		$theme = $this->settings->get( 'express_checkout_button_theme' );
		$theme = is_string( $theme ) ? ( self::OLD_THEMES[ $theme ] ?? $theme ) : '';
		return in_array( $theme, self::THEMES, true ) ? $theme : 'black';
	}

	/** The button height in px, within spec 5's limits. */
	public function button_height(): int {
		$height = $this->settings->get( 'express_checkout_button_height' );
		if ( null === $height || '' === $height ) {
			$height = self::OLD_SIZES[ (string) $this->settings->get( 'express_checkout_button_size', 'default' ) ] ?? self::HEIGHT['default'];
		}
		return self::within( $height, self::HEIGHT );
	}

	/** The corner radius in px. */
	public function button_radius(): int {
		return self::within( $this->settings->get( 'express_checkout_button_radius' ), self::RADIUS );
	}

	/**
	 * A whole number of px, or null when the value is none.
	 *
	 * @param mixed $value A stored or posted value.
	 */
	public static function whole( mixed $value ): ?int {
		$value = is_string( $value ) ? trim( $value ) : $value;
		if ( is_int( $value ) ) {
			return $value;
		}
		return is_string( $value ) && preg_match( '/^\d{1,3}$/', $value ) ? (int) $value : null;
	}

	/**
	 * A stored number kept within its limits; its default when it is none.
	 *
	 * @param mixed                                    $value  The stored value.
	 * @param array{min: int, max: int, default: int} $limits The limits.
	 */
	private static function within( mixed $value, array $limits ): int {
		$number = self::whole( $value );
		return null === $number ? $limits['default'] : max( $limits['min'], min( $limits['max'], $number ) );
	}
}
