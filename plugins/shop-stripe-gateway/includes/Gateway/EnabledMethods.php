<?php
/**
 * Which payment methods the shop offers, and under which titles.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the card gateway's settings, the plugin's one switchboard: `enabled` turns Stripe on or off as a whole,
 * `upe_checkout_experience_accepted_payments` (the replaced plugin's option name, so its choice carries over) lists
 * the methods; a shop that never chose, or chose none, gets the card only. Unknown ids in a stored list are ignored.
 * Read through GatewaySettings, which reads the option at each call.
 */
final class EnabledMethods {

	/** The setting holding the methods' ids. */
	public const SETTING = 'upe_checkout_experience_accepted_payments';

	/**
	 * The enabled methods, in the catalogue's order; none while Stripe is switched off.
	 *
	 * @return array<string, Method>
	 */
	public static function all(): array {
		$settings = new GatewaySettings();
		if ( ! $settings->is_on( 'enabled', false ) ) {
			return [];
		}
		$chosen  = $settings->get( self::SETTING, [] );
		$chosen  = is_array( $chosen ) ? array_filter( $chosen, 'is_string' ) : [];
		$enabled = array_intersect_key( Methods::all(), array_flip( $chosen ) );
		// Stripe switched on with no method chosen (an emptied list, WooCommerce's REST API saving "" as none) is the
		// card, as for a shop that never chose: switched on, it takes payments.
		return $enabled ? $enabled : array_intersect_key( Methods::all(), [ 'card' => true ] );
	}

	/**
	 * Whether a method is on.
	 *
	 * @param string $id Stripe's payment method type.
	 */
	public static function has( string $id ): bool {
		return isset( self::all()[ $id ] );
	}

	/**
	 * The title shoppers see: the card gateway's `title` for the card, the method gateway's own `title` setting
	 * (`woocommerce_stripe_<id>_settings`) for the others, else the method's name.
	 *
	 * @param Method $method The method.
	 */
	public static function title( Method $method ): string {
		$settings = 'card' === $method->id ? ( new GatewaySettings() )->all() : get_option( 'woocommerce_' . $method->gateway_id() . '_settings', [] );
		$title    = is_array( $settings ) && is_string( $settings['title'] ?? null ) ? trim( $settings['title'] ) : '';
		return '' !== $title ? $title : $method->title;
	}
}
