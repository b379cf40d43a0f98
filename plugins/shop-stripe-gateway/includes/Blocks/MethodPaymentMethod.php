<?php
/**
 * A payment method other than the card in the block checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Blocks;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Gateway\Method;

defined( 'ABSPATH' ) || exit;

/**
 * The data of one method's own registration (`stripe_<id>`, src/checkout/registrations.ts): its title and the
 * currencies Stripe takes it in, read with getPaymentMethodData( 'stripe_<id>' ). Its script is the card's
 * (CardPaymentMethod), which registers every method and reads the shared client settings from the card's data.
 *
 * Active while the method is enabled and the single-element layout is off: in that layout the card's registration
 * holds every method in one element, except BLIK and pre-authorised debit, which Stripe's element cannot collect
 * before an intent exists and which keep their own entry (src/checkout/elementless-content.tsx).
 */
final class MethodPaymentMethod extends AbstractPaymentMethodType {

	/**
	 * Constructor.
	 *
	 * @param Method          $method          The method.
	 * @param GatewaySettings $stripe_settings The card gateway's settings.
	 */
	public function __construct( private Method $method, private GatewaySettings $stripe_settings ) {
		$this->name = $method->gateway_id();
	}

	/**
	 * Reads the card gateway's settings, the plugin's switchboard (EnabledMethods).
	 */
	public function initialize(): void {
		$this->settings = $this->stripe_settings->all();
	}

	/**
	 * Whether the checkout gets the method's own registration.
	 */
	public function is_active(): bool {
		return ( ! $this->method->deferred_intent || 'yes' !== $this->get_setting( 'optimized_checkout_element', 'no' ) )
			&& $this->stripe_settings->methods()->has( $this->method->id );
	}

	/**
	 * The method's title and currencies (upper case; none: any). The keys and texts are the card's data.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data(): array {
		return [
			'title'        => $this->stripe_settings->methods()->title( $this->method ),
			'methodId'     => $this->method->id,
			'currencies'   => $this->method->currencies,
			'isConfigured' => CardGateway::has_keys( $this->settings ),
			'supports'     => $this->get_supported_features(),
		];
	}
}
