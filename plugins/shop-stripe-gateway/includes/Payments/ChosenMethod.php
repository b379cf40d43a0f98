<?php
/**
 * The payment method the shopper chose, as the checkout posted it, checked against what the shop offers.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Gateway\Method;
use ShopStripeGateway\Gateway\Methods;

defined( 'ABSPATH' ) || exit;

/**
 * The browser posts the type the shopper picked in the Payment Element (`shop_stripe_payment_type`, both checkouts).
 * Which types a gateway may be paid with depends on the layout: a method's own gateway (`stripe_<id>`) only its
 * method; the card gateway the card, or, in the single-element layout, every enabled method (its one element holds
 * them all). The type must also be enabled and taken by Stripe in the order's currency (spec 3); anything else is
 * refused before any request to Stripe, so a forged field can never pick a method the shop does not offer.
 */
final class ChosenMethod {

	/** The checkout field with Stripe's type of the chosen method (src/frontend/submit.ts, src/checkout/payment-setup.ts). */
	public const FIELD = 'shop_stripe_payment_type';

	/**
	 * Constructor.
	 *
	 * @param GatewaySettings $settings The card gateway's settings (the single-element layout's switch).
	 */
	public function __construct( private GatewaySettings $settings ) {}

	/**
	 * The method to confirm with.
	 *
	 * @param Method               $gateway  The method of the gateway paying the order.
	 * @param array<string, mixed> $post     The checkout's fields.
	 * @param string               $currency The order's currency.
	 * @throws RefusedPayment For a type the gateway does not offer, or not in the order's currency.
	 */
	public function from_post( Method $gateway, array $post, string $currency ): Method {
		$posted = is_string( $post[ self::FIELD ] ?? null ) ? sanitize_key( $post[ self::FIELD ] ) : '';
		foreach ( $this->offered_by( $gateway ) as $id ) {
			$method = Methods::get( $id );
			// The browser posts Stripe's type (`afterpay_clearpay` for Afterpay's gateway); nothing posted: the gateway's.
			$matches = '' === $posted ? $id === $gateway->id : in_array( $posted, [ $id, $method?->stripe_type() ], true );
			if ( null !== $method && $matches && $this->settings->methods()->has( $id ) && $method->accepts_currency( $currency ) ) {
				return $method;
			}
		}
		throw new RefusedPayment( ErrorMessages::all()['invalid_payment_details'] );
	}

	/**
	 * The methods a gateway's payment box offers, by id.
	 *
	 * @param Method $gateway The gateway's method.
	 * @return list<string>
	 */
	public function offered_by( Method $gateway ): array {
		if ( 'card' === $gateway->id && $this->single_element() ) {
			return array_keys( $this->settings->methods()->all() );
		}
		return [ $gateway->id ];
	}

	/** Whether the single-element layout is on: the card's entry holds every enabled method. */
	public function single_element(): bool {
		return $this->settings->is_on( 'optimized_checkout_element', false );
	}
}
