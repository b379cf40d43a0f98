<?php
/**
 * Hands the plugin's gateways to WooCommerce.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Service;

/**
 * Registers the gateway classes and saves their settings (WooCommerce's own gateways hook this in their
 * constructors; here it lives with the rest of the wiring).
 */
final class Gateways implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_payment_gateways', [ $this, 'add_gateways' ] );
		add_action( 'woocommerce_update_options_payment_gateways_' . CardGateway::ID, [ $this, 'save_card_settings' ] );
	}

	/**
	 * Adds the gateway classes; WooCommerce instantiates them when it needs them.
	 *
	 * @param mixed $gateways Gateway class names or instances.
	 * @return array<int|string, mixed>
	 */
	public function add_gateways( $gateways ): array {
		$gateways   = is_array( $gateways ) ? $gateways : [];
		$gateways[] = CardGateway::class;

		return $gateways;
	}

	/**
	 * Saves the settings form of the card gateway.
	 */
	public function save_card_settings(): void {
		$gateway = WC()->payment_gateways()->payment_gateways()[ CardGateway::ID ] ?? null;
		if ( $gateway instanceof CardGateway ) {
			$gateway->process_admin_options();
		}
	}
}
