<?php
/**
 * Hands the plugin's gateways to WooCommerce.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the card gateway always (it holds the settings) and one MethodGateway per other enabled method, and saves
 * their settings (WooCommerce's own gateways hook this in their constructors; here it lives with the rest of the
 * wiring). WooCommerce gets instances, the card's too, so each gateway is built with the plugin's client and settings
 * (WC_Payment_Gateways::init() builds only the class names it is given).
 */
final class Gateways implements Service {

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client   The plugin's Stripe client.
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public function __construct( private StripeClient $client, private GatewaySettings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_payment_gateways', [ $this, 'add_gateways' ] );
		add_action( 'woocommerce_update_options_payment_gateways_' . CardGateway::ID, [ $this, 'save_settings' ] );
		foreach ( Methods::all() as $method ) {
			if ( 'card' !== $method->id ) {
				add_action( 'woocommerce_update_options_payment_gateways_' . $method->gateway_id(), [ $this, 'save_settings' ] );
			}
		}
	}

	/**
	 * Adds the gateways: the card's and the other enabled methods'.
	 *
	 * @param mixed $gateways Gateway class names or instances.
	 * @return array<int|string, mixed>
	 */
	public function add_gateways( $gateways ): array {
		$gateways   = is_array( $gateways ) ? $gateways : [];
		$gateways[] = $this->card();
		foreach ( $this->settings->methods()->all() as $method ) {
			if ( 'card' !== $method->id ) {
				$gateways[] = new MethodGateway( $method, $this->client, $this->settings );
			}
		}
		return $gateways;
	}

	/** The card gateway with the settings saved now (the classic checkout's scripts read them). */
	public function card(): CardGateway {
		return new CardGateway( $this->client, $this->settings );
	}

	/**
	 * Saves the settings form of the gateway whose section is being saved.
	 */
	public function save_settings(): void {
		$id      = str_replace( 'woocommerce_update_options_payment_gateways_', '', current_action() );
		$gateway = WC()->payment_gateways()->payment_gateways()[ $id ] ?? null;
		if ( $gateway instanceof StripeGateway ) {
			$gateway->process_admin_options();
		}
	}
}
