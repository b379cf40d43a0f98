<?php
/**
 * A Stripe payment method other than the card, as a WooCommerce gateway.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Checkout\PaymentFields;

defined( 'ABSPATH' ) || exit;

/**
 * Configured by its Method (id `stripe_<method>`, title, currencies): the payment itself is the base's. It is
 * registered only while the method is enabled on the card gateway's settings, so it is enabled whenever it exists;
 * its own settings (`woocommerce_stripe_<method>_settings`, as the replaced plugin names them) hold its title and
 * description.
 */
final class MethodGateway extends StripeGateway {

	/**
	 * Constructor: reads the method's settings.
	 *
	 * @param Method          $method          The payment method.
	 * @param StripeClient    $client          The plugin's Stripe client.
	 * @param GatewaySettings $stripe_settings The card gateway's settings.
	 */
	public function __construct( private Method $method, StripeClient $client, GatewaySettings $stripe_settings ) {
		parent::__construct( $client, $stripe_settings );
		$this->id                 = $method->gateway_id();
		$this->method_title       = sprintf(
			/* translators: %s: a payment method's name, such as iDEAL. */
			__( '%s (Shop Stripe Gateway)', 'shop-stripe-gateway' ),
			$method->title
		);
		$this->method_description = __( 'Turned on and off with the payment methods of the card gateway\'s settings.', 'shop-stripe-gateway' );
		$this->has_fields         = true;
		$this->supports           = $method->refundable ? [ 'products', 'refunds' ] : [ 'products' ];

		$this->init_form_fields();
		$this->init_settings();

		$this->enabled     = 'yes';
		$this->title       = $stripe_settings->methods()->title( $method );
		$this->description = (string) $this->get_option( 'description' );
	}

	/** The method. */
	public function method(): Method {
		return $this->method;
	}

	/**
	 * Listed on its own unless the single-element layout holds it in the card's element (the element cannot hold
	 * BLIK or pre-authorised debit, which keep their own entry).
	 */
	public function is_available(): bool {
		return parent::is_available() && ! ( $this->method->deferred_intent && $this->chosen_method()->single_element() );
	}

	/**
	 * The payment box of the classic pages: an element of this method only (or BLIK's code field), as the card's
	 * (Checkout\PaymentFields; the browser side is src/frontend/).
	 */
	public function payment_fields(): void {
		( new PaymentFields( $this ) )->render();
	}

	/**
	 * Title and description; whether the method is offered is chosen on the card gateway's settings.
	 */
	public function init_form_fields(): void {
		$this->form_fields = [
			'title'       => [
				'title'       => __( 'Title', 'shop-stripe-gateway' ),
				'type'        => 'safe_text',
				'description' => __( 'The name shoppers see at checkout.', 'shop-stripe-gateway' ),
				'default'     => $this->method->title,
				'desc_tip'    => true,
			],
			'description' => [
				'title'   => __( 'Description', 'shop-stripe-gateway' ),
				'type'    => 'textarea',
				'default' => '',
			],
		];
	}
}
