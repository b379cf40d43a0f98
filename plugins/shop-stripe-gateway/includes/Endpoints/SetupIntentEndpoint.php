<?php
/**
 * What the two SetupIntent endpoints share: a logged-in shopper and a method that can be saved.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Gateway\EnabledMethods;
use ShopStripeGateway\Gateway\Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Used from My account > Add payment method, so logged in only (401); the type must be an enabled method Stripe
 * can save (400); then the card-testing caps per address and for the whole site (SetupIntentCaps, 429). The nonce
 * is ClientSettings::NONCES['createSetupIntent'].
 */
abstract class SetupIntentEndpoint extends AjaxEndpoint {

	/**
	 * The nonce action.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function nonce_action( array $input ): string {
		return ClientSettings::NONCES['createSetupIntent'];
	}

	/** Which payment methods are on (the subclass holds the plugin's settings). */
	abstract protected function methods(): EnabledMethods;

	/**
	 * The refusal for a request that cannot set up a method, or null when the shopper and type are fine.
	 *
	 * @param string $type The posted payment method type.
	 */
	protected function refusal( string $type ): ?Answer {
		if ( get_current_user_id() <= 0 ) {
			return $this->refuse( 401, __( 'Please log in to save a payment method.', 'shop-stripe-gateway' ) );
		}
		$method = Methods::get( $type );
		if ( null === $method || ! $method->reusable || ! $this->methods()->has( $type ) ) {
			return $this->refuse( 400, __( 'This payment method cannot be saved.', 'shop-stripe-gateway' ) );
		}
		if ( ! SetupIntentCaps::allow( $this->action() ) ) {
			return $this->refuse( 429, ErrorMessages::all()['rate_limit_error'] );
		}
		return null;
	}
}
