<?php
/**
 * Hands the plugin's payment methods to the block checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Blocks;

use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use ShopStripeGateway\Express\ExpressConfig;
use ShopStripeGateway\Express\ExpressSettings;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Kit\Assets\BuildAssets;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block checkout integrations with WooCommerce's payment method registry: the card, the express
 * buttons (`stripe_express`), and one per other
 * method (each active only while its method is enabled, MethodPaymentMethod).
 */
final class PaymentMethods implements Service {

	/**
	 * Constructor.
	 *
	 * @param BuildAssets     $build    Reads the build folder.
	 * @param GatewaySettings $settings The card gateway's settings.
	 * @param ExpressSettings $express  The express settings.
	 * @param ExpressConfig   $config   The express buttons' configuration.
	 */
	public function __construct( private BuildAssets $build, private GatewaySettings $settings, private ExpressSettings $express, private ExpressConfig $config ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'woocommerce_blocks_payment_method_type_registration', [ $this, 'register_payment_methods' ] );
	}

	/**
	 * Registers the integrations.
	 *
	 * @param PaymentMethodRegistry $registry WooCommerce's registry.
	 */
	public function register_payment_methods( PaymentMethodRegistry $registry ): void {
		$registry->register( new CardPaymentMethod( $this->build, $this->settings ) );
		$registry->register( new ExpressPaymentMethod( $this->build, $this->settings, $this->express, $this->config ) );
		foreach ( Methods::all() as $method ) {
			if ( 'card' !== $method->id ) {
				$registry->register( new MethodPaymentMethod( $method, $this->settings ) );
			}
		}
	}
}
