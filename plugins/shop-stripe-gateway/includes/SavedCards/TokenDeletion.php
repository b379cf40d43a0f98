<?php
/**
 * A saved card deleted in WooCommerce is detached at Stripe.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\SavedCards;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * When a shopper deletes a card in My account > Payment methods (or anything else deletes the token), the
 * PaymentMethod is detached from its customer, so it can never be charged again. The token is already gone when
 * the hook runs: a refusal from Stripe is logged for the admin (WooCommerce > Status > Logs, source
 * `shop-stripe-gateway`), the shopper's deletion stands.
 */
final class TokenDeletion implements Service {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'woocommerce_payment_token_deleted', [ $this, 'detach' ], 10, 2 );
	}

	/**
	 * Detaches the token's PaymentMethod.
	 *
	 * @param int   $token_id Token id.
	 * @param mixed $token    The deleted WC_Payment_Token.
	 */
	public function detach( $token_id, $token ): void {
		if ( ! $token instanceof \WC_Payment_Token || CardGateway::ID !== $token->get_gateway_id()
			|| ! preg_match( '/^pm_[A-Za-z0-9]+$/', $token->get_token() ) ) {
			return;
		}
		try {
			$this->client->post( 'payment_methods/' . $token->get_token() . '/detach' );
		} catch ( StripeException $error ) {
			wc_get_logger()->warning(
				sprintf( 'Saved card %1$s (token %2$d) was deleted but Stripe did not detach it: %3$s', $token->get_token(), (int) $token_id, $error->getMessage() ),
				[ 'source' => 'shop-stripe-gateway' ]
			);
		}
	}
}
