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
 * Read through the GatewaySettings Plugin composes (`GatewaySettings::methods()`), which reads the option at each call.
 */
final class EnabledMethods {

	/** The setting holding the methods' ids. */
	public const SETTING = 'upe_checkout_experience_accepted_payments';

	/**
	 * Constructor.
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public function __construct( private GatewaySettings $settings ) {}

	/**
	 * The enabled methods, in the catalogue's order; none while Stripe is switched off.
	 *
	 * @return array<string, Method>
	 */
	public function all(): array {
		if ( ! $this->settings->is_on( 'enabled', false ) ) {
			return [];
		}
		$chosen  = $this->settings->get( self::SETTING, [] );
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
	public function has( string $id ): bool {
		return isset( $this->all()[ $id ] );
	}

	/**
	 * The title shoppers see: the card gateway's `title` for the card, the method gateway's own `title` setting
	 * (`woocommerce_stripe_<id>_settings`) for the others, else the method's name.
	 *
	 * @param Method $method The method.
	 */
	public function title( Method $method ): string {
		$settings = 'card' === $method->id ? $this->settings->all() : get_option( 'woocommerce_' . $method->gateway_id() . '_settings', [] );
		$title    = is_array( $settings ) && is_string( $settings['title'] ?? null ) ? trim( $settings['title'] ) : '';
		return '' !== $title ? $title : $method->title;
	}

	/**
	 * The enabled methods for the browser (ClientSettings::build()'s `paymentMethodsConfig`), by Stripe id.
	 *
	 * @return array<string, array{title: string, supportsDeferredIntent: bool, reusable: bool, type: string}>
	 */
	public function for_browser(): array {
		return array_map(
			fn ( Method $method ): array => [
				'title'                  => $this->title( $method ),
				'supportsDeferredIntent' => $method->deferred_intent,
				'reusable'               => $method->reusable,
				'type'                   => $method->stripe_type(),
			],
			$this->all()
		);
	}
}
