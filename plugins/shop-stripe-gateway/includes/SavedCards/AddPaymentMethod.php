<?php
/**
 * My account > Add payment method: the form's submission after the browser confirmed the SetupIntent.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\SavedCards;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Payments\SetupIntents;

defined( 'ABSPATH' ) || exit;

/**
 * The browser confirms the card through create_and_confirm_setup_intent (Endpoints\CreateAndConfirmSetupIntent,
 * which already saves the card when no authentication is needed), puts the SetupIntent's id in the form
 * (`shop_stripe_setup_intent`) and submits it; WooCommerce checks the form's nonce and calls the gateway. The
 * SetupIntent is read from Stripe: only one of the shopper's own customer that succeeded saves a card.
 */
final class AddPaymentMethod {

	/** The form field carrying the confirmed SetupIntent's id. */
	public const SETUP_INTENT_FIELD = 'shop_stripe_setup_intent';

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The API client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * WooCommerce's answer for the submitted form.
	 *
	 * @param int                  $user_id The logged-in shopper.
	 * @param array<string, mixed> $post    The form's fields, unslashed.
	 * @return array{result: string, redirect: string}
	 */
	public function complete( int $user_id, array $post ): array {
		$id       = is_string( $post[ self::SETUP_INTENT_FIELD ] ?? null ) ? $post[ self::SETUP_INTENT_FIELD ] : '';
		$customer = Customers::stored( $user_id );
		if ( $user_id <= 0 || '' === $customer || ! preg_match( '/^seti_[A-Za-z0-9]+$/', $id ) ) {
			return $this->failure( ErrorMessages::all()['invalid_payment_details'] );
		}
		try {
			$intent = ( new SetupIntents( $this->client ) )->retrieve( $id );
		} catch ( StripeException $error ) {
			return $this->failure( $error->customer_message() );
		}
		$payment_method = is_array( $intent['payment_method'] ?? null ) ? $intent['payment_method'] : [];
		if ( $customer !== ( $intent['customer'] ?? null ) || 'succeeded' !== ( $intent['status'] ?? '' )
			|| null === CardTokens::save( $user_id, $payment_method ) ) {
			return $this->failure( ErrorMessages::all()['invalid_payment_details'] );
		}
		return [
			'result'   => 'success',
			'redirect' => wc_get_account_endpoint_url( 'payment-methods' ),
		];
	}

	/**
	 * A failure, with the message shown on the form's page.
	 *
	 * @return array{result: string, redirect: string}
	 */
	private function failure( string $message ): array {
		wc_add_notice( $message, 'error' );
		return [
			'result'   => 'failure',
			'redirect' => wc_get_account_endpoint_url( 'add-payment-method' ),
		];
	}
}
