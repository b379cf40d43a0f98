<?php
/**
 * The card gateway's settings fields.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

/**
 * WooCommerce's settings API fields of the card gateway, named as the replaced WooCommerce Stripe Gateway names
 * them (so its saved settings carry over). Keys and webhook secrets are checked on save (KeyFormats).
 */
final class SettingsFields {

	/**
	 * The fields, in screen order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function all(): array {
		return [
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
			'capture'              => [
				'title'   => __( 'Capture', 'shop-stripe-gateway' ),
				'type'    => 'checkbox',
				'label'   => __( 'Capture charges at once (off: authorise only, capture when the order is processed)', 'shop-stripe-gateway' ),
				'default' => 'yes',
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
}
