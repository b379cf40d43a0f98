<?php
/**
 * The express checkout's fields on the card gateway's settings screen, and their checks on save.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's settings API fields (Gateway\SettingsFields adds them after the single element's), with the
 * contract's keys and defaults. problem() is what CardGateway's validate_<key>_field() methods ask on save: a height
 * outside 40-55, a radius outside 0-30 or a type or theme outside the lists is refused with a message and the saved
 * value stays; locations are kept to the three.
 */
final class ExpressFields {

	/**
	 * The fields, in screen order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function all(): array {
		return [
			'express_checkout'               => [
				'title'   => __( 'Express checkout', 'shop-stripe-gateway' ),
				'type'    => 'checkbox',
				'label'   => __( 'Offer Apple Pay and Google Pay buttons (Link and Amazon Pay join them while enabled as payment methods)', 'shop-stripe-gateway' ),
				'default' => 'no',
			],
			'express_checkout_locations'     => [
				'title'   => __( 'Express checkout locations', 'shop-stripe-gateway' ),
				'type'    => 'multiselect',
				'class'   => 'wc-enhanced-select',
				'options' => [
					'product'  => __( 'Product page', 'shop-stripe-gateway' ),
					'cart'     => __( 'Cart', 'shop-stripe-gateway' ),
					'checkout' => __( 'Checkout', 'shop-stripe-gateway' ),
				],
				'default' => ExpressSettings::LOCATIONS,
			],
			'express_checkout_button_type'   => [
				'title'   => __( 'Express button type', 'shop-stripe-gateway' ),
				'type'    => 'select',
				'options' => [
					'default'   => __( 'Only the wallet\'s logo', 'shop-stripe-gateway' ),
					'buy'       => __( 'Buy', 'shop-stripe-gateway' ),
					'book'      => __( 'Book', 'shop-stripe-gateway' ),
					'donate'    => __( 'Donate', 'shop-stripe-gateway' ),
					'checkout'  => __( 'Checkout', 'shop-stripe-gateway' ),
					'order'     => __( 'Order', 'shop-stripe-gateway' ),
					'pay'       => __( 'Pay', 'shop-stripe-gateway' ),
					'plain'     => __( 'Plain', 'shop-stripe-gateway' ),
					'subscribe' => __( 'Subscribe', 'shop-stripe-gateway' ),
				],
				'default' => 'default',
			],
			'express_checkout_button_theme'  => [
				'title'   => __( 'Express button theme', 'shop-stripe-gateway' ),
				'type'    => 'select',
				'options' => [
					'black'         => __( 'Black', 'shop-stripe-gateway' ),
					'white'         => __( 'White', 'shop-stripe-gateway' ),
					'white-outline' => __( 'White with outline', 'shop-stripe-gateway' ),
				],
				'default' => 'black',
			],
			'express_checkout_button_height' => self::number( __( 'Express button height (px)', 'shop-stripe-gateway' ), ExpressSettings::HEIGHT ),
			'express_checkout_button_radius' => self::number( __( 'Express button corner radius (px)', 'shop-stripe-gateway' ), ExpressSettings::RADIUS ),
		];
	}

	/**
	 * What is wrong with a posted value, or null when it may be saved.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value, unslashed.
	 */
	public static function problem( string $key, mixed $value ): ?string {
		return match ( $key ) {
			'express_checkout_button_height' => self::out_of( $value, ExpressSettings::HEIGHT )
				/* translators: %1$d: lowest height, %2$d: highest height, in px. */
				? sprintf( __( 'The express button height must be a whole number of pixels from %1$d to %2$d. The saved height was kept.', 'shop-stripe-gateway' ), ExpressSettings::HEIGHT['min'], ExpressSettings::HEIGHT['max'] ) : null,
			'express_checkout_button_radius' => self::out_of( $value, ExpressSettings::RADIUS )
				/* translators: %1$d: lowest radius, %2$d: highest radius, in px. */
				? sprintf( __( 'The express button corner radius must be a whole number of pixels from %1$d to %2$d. The saved radius was kept.', 'shop-stripe-gateway' ), ExpressSettings::RADIUS['min'], ExpressSettings::RADIUS['max'] ) : null,
			'express_checkout_button_type'   => in_array( $value, ExpressSettings::TYPES, true ) ? null : __( 'That express button type does not exist. The saved type was kept.', 'shop-stripe-gateway' ),
			'express_checkout_button_theme'  => in_array( $value, ExpressSettings::THEMES, true ) ? null : __( 'That express button theme does not exist. The saved theme was kept.', 'shop-stripe-gateway' ),
			default                          => null,
		};
	}

	/**
	 * The locations to save: the posted ones among the three, in their order.
	 *
	 * @param mixed $value Posted value, unslashed.
	 * @return list<string>
	 */
	public static function locations( mixed $value ): array {
		return is_array( $value ) ? array_values( array_intersect( ExpressSettings::LOCATIONS, $value ) ) : [];
	}

	/**
	 * A number field with its limits.
	 *
	 * @param string                                   $title  Field title.
	 * @param array{min: int, max: int, default: int} $limits The limits.
	 * @return array<string, mixed>
	 */
	private static function number( string $title, array $limits ): array {
		return [
			'title'             => $title,
			'type'              => 'number',
			'default'           => (string) $limits['default'],
			// An emptied field is the default on the storefront (ExpressSettings): the field and the preview say so.
			'placeholder'       => (string) $limits['default'],
			'custom_attributes' => [
				'min'  => (string) $limits['min'],
				'max'  => (string) $limits['max'],
				'step' => '1',
			],
		];
	}

	/**
	 * Whether a posted number is not a whole number within the limits.
	 *
	 * @param mixed                                    $value  Posted value.
	 * @param array{min: int, max: int, default: int} $limits The limits.
	 */
	private static function out_of( mixed $value, array $limits ): bool {
		$number = ExpressSettings::whole( $value );
		return null === $number || $number < $limits['min'] || $number > $limits['max'];
	}
}
