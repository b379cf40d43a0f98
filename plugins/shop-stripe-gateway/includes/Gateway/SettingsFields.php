<?php
/**
 * The card gateway's settings fields.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's settings API fields of the card gateway, named as the replaced WooCommerce Stripe Gateway names
 * them (so its saved settings carry over). Keys and webhook secrets are checked on save (KeyFormats), the statement
 * descriptor too (StatementDescriptor), and the enabled methods are kept to the catalogue's (Methods).
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
			EnabledMethods::SETTING => [
				'title'       => __( 'Payment methods', 'shop-stripe-gateway' ),
				'type'        => 'multiselect',
				'class'       => 'wc-enhanced-select',
				'description' => __( 'The Stripe payment methods offered at checkout. Each is shown only in the currencies Stripe takes it in.', 'shop-stripe-gateway' ),
				'options'     => Methods::titles(),
				'default'     => [ 'card' ],
			],
			'saved_cards'          => [
				'title'   => __( 'Saved cards', 'shop-stripe-gateway' ),
				'type'    => 'checkbox',
				'label'   => __( 'Let logged-in shoppers save cards and pay with them again', 'shop-stripe-gateway' ),
				'default' => 'yes',
			],
			'statement_descriptor' => [
				'title'       => __( 'Statement descriptor', 'shop-stripe-gateway' ),
				'type'        => 'text',
				'description' => __( 'What shoppers see on their bank statement: 5 to 22 letters, digits or spaces, not only digits; card statements print it after your Stripe account\'s prefix. Empty: your Stripe account\'s.', 'shop-stripe-gateway' ),
				'default'     => '',
				'desc_tip'    => true,
			],
			'optimized_checkout_element' => [
				'title'   => __( 'Single payment element', 'shop-stripe-gateway' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show all payment methods in one element, as an accordion, under one title', 'shop-stripe-gateway' ),
				'default' => 'no',
			],
			'optimized_checkout_title'   => [
				'title'   => __( 'Single payment element title', 'shop-stripe-gateway' ),
				'type'    => 'safe_text',
				'default' => __( 'Stripe', 'shop-stripe-gateway' ),
			],
			// Express checkout (issue 31): the keys of the contract between its branches, read by Express\ExpressSettings.
			'express_checkout'               => [
				'title'   => __( 'Express checkout', 'shop-stripe-gateway' ),
				'type'    => 'checkbox',
				'label'   => __( 'Offer Apple Pay and Google Pay buttons', 'shop-stripe-gateway' ),
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
				'default' => [ 'product', 'cart', 'checkout' ],
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
			'express_checkout_button_height' => [
				'title'             => __( 'Express button height (px)', 'shop-stripe-gateway' ),
				'type'              => 'number',
				'default'           => '48',
				'placeholder'       => '48',
				'custom_attributes' => [
					'min'  => '40',
					'max'  => '55',
					'step' => '1',
				],
			],
			'express_checkout_button_radius' => [
				'title'             => __( 'Express button corner radius (px)', 'shop-stripe-gateway' ),
				'type'              => 'number',
				'default'           => '4',
				'placeholder'       => '4',
				'custom_attributes' => [
					'min'  => '0',
					'max'  => '30',
					'step' => '1',
				],
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
