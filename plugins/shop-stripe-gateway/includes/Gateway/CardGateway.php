<?php
/**
 * The card payment method as a WooCommerce gateway.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use WC_Payment_Gateway;

/**
 * Skeleton of the card gateway. It is disabled by default, never offered without API keys, and takes no payment:
 * process_payment() refuses every order until the payment feature adds the Stripe API client.
 * Its hooks are added by the Gateways service, not here.
 */
final class CardGateway extends WC_Payment_Gateway {

	/**
	 * Gateway id, also the block checkout's payment method name (src/checkout/constants.ts). The replaced WooCommerce
	 * Stripe Gateway's id: its settings (same option, same keys) and its saved tokens carry over.
	 */
	public const ID = 'stripe';

	/** Option where WooCommerce's settings API stores this gateway's settings (plugin_id + id + '_settings'). */
	public const SETTINGS_OPTION = 'woocommerce_stripe_settings';

	/**
	 * Constructor: reads the settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->method_title       = __( 'Card (Shop Stripe Gateway)', 'shop-stripe-gateway' );
		$this->method_description = __( 'Card payments through Stripe. Not ready yet: this version takes no payments.', 'shop-stripe-gateway' );
		$this->has_fields         = false;
		$this->supports           = [ 'products' ];

		$this->init_form_fields();
		$this->init_settings();

		$this->title       = $this->get_option( 'title' );
		$this->description = $this->get_option( 'description' );
	}

	/**
	 * Settings shown on WooCommerce > Settings > Payments > Card (Shop Stripe Gateway).
	 */
	public function init_form_fields(): void {
		$this->form_fields = [
			'enabled'         => [
				'title'   => __( 'Enable/Disable', 'shop-stripe-gateway' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable card payments', 'shop-stripe-gateway' ),
				'default' => 'no',
			],
			'title'           => [
				'title'       => __( 'Title', 'shop-stripe-gateway' ),
				'type'        => 'safe_text',
				'description' => __( 'The name shoppers see at checkout.', 'shop-stripe-gateway' ),
				'default'     => __( 'Card', 'shop-stripe-gateway' ),
				'desc_tip'    => true,
			],
			'testmode'             => [
				'title'       => __( 'Test mode', 'shop-stripe-gateway' ),
				'type'        => 'checkbox',
				'label'       => __( 'Use the test keys: no real payment is taken', 'shop-stripe-gateway' ),
				'default'     => 'yes',
			],
			'test_publishable_key' => [
				'title'   => __( 'Test publishable key', 'shop-stripe-gateway' ),
				'type'    => 'text',
				'default' => '',
			],
			'test_secret_key'      => [
				'title'   => __( 'Test secret key', 'shop-stripe-gateway' ),
				'type'    => 'password',
				'default' => '',
			],
			'test_webhook_secret'  => [
				'title'   => __( 'Test webhook signing secret', 'shop-stripe-gateway' ),
				'type'    => 'password',
				'default' => '',
			],
			'publishable_key'      => [
				'title'   => __( 'Live publishable key', 'shop-stripe-gateway' ),
				'type'    => 'text',
				'default' => '',
			],
			'secret_key'           => [
				'title'   => __( 'Live secret key', 'shop-stripe-gateway' ),
				'type'    => 'password',
				'default' => '',
			],
			'webhook_secret'       => [
				'title'   => __( 'Live webhook signing secret', 'shop-stripe-gateway' ),
				'type'    => 'password',
				'default' => '',
			],
		];
	}

	/**
	 * Offered at checkout only when enabled and given both API keys of its mode.
	 */
	public function is_available(): bool {
		return parent::is_available() && self::has_keys( $this->settings );
	}

	/**
	 * Whether settings hold both API keys of the mode they choose.
	 *
	 * @param array<string, mixed> $settings Gateway settings.
	 */
	public static function has_keys( array $settings ): bool {
		return ApiKeys::from_settings( $settings )->complete();
	}

	/**
	 * Refuses the payment: nothing can charge a card yet, so no order is ever marked paid.
	 *
	 * @param int $order_id Order id.
	 * @return array{result: string}
	 */
	public function process_payment( $order_id ): array {
		wc_add_notice( __( 'Card payments are not available yet. Please choose another payment method.', 'shop-stripe-gateway' ), 'error' );

		return [ 'result' => 'failure' ];
	}
}
