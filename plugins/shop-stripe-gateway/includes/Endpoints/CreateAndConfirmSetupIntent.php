<?php
/**
 * `?wc-ajax=wc_stripe_create_and_confirm_setup_intent` (spec 7, call 3).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\EnabledMethods;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Payments\SetupIntents;
use ShopStripeGateway\SavedCards\CardTokens;
use ShopStripeGateway\SavedCards\Customers;

defined( 'ABSPATH' ) || exit;

/**
 * POST payment_method_id, payment_method_type, nonce: creates and confirms a SetupIntent with the browser's
 * PaymentMethod for the logged-in shopper, coming back to My account > Add payment method when the bank asks for
 * authentication. A card that needed none is saved at once as a token. Answer data: status, next_action,
 * payment_type, return_url, client_secret (spec 4, "Intent create-and-confirm", reads them).
 */
final class CreateAndConfirmSetupIntent extends SetupIntentEndpoint {

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client   The plugin's Stripe client.
	 * @param GatewaySettings $settings The card gateway's settings (which methods are on).
	 */
	public function __construct( private StripeClient $client, private GatewaySettings $settings ) {}

	/** Which payment methods are on. */
	protected function methods(): EnabledMethods {
		return $this->settings->methods();
	}

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_create_and_confirm_setup_intent';
	}

	/**
	 * Creates, confirms and, when it succeeded, saves.
	 *
	 * @param array<string, mixed> $input payment_method_id, payment_method_type.
	 */
	protected function handle( array $input ): Answer {
		$type    = self::text( $input, 'payment_method_type' );
		$refusal = $this->refusal( $type );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$payment_method = self::text( $input, 'payment_method_id' );
		if ( ! preg_match( '/^pm_[A-Za-z0-9]+$/', $payment_method ) ) {
			return $this->refuse( 400, ErrorMessages::all()['invalid_payment_details'] );
		}
		$user_id    = get_current_user_id();
		$return_url = wc_get_account_endpoint_url( 'add-payment-method' );
		$customer   = ( new Customers( $this->client ) )->for_user( $user_id );
		$intent     = ( new SetupIntents( $this->client ) )->create_and_confirm( $customer, $type, $payment_method, $return_url );
		$status     = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' === $status && is_array( $intent['payment_method'] ?? null ) ) {
			CardTokens::save( $user_id, $intent['payment_method'] );
		}
		return Answer::success(
			[
				'id'            => (string) ( $intent['id'] ?? '' ),
				'status'        => $status,
				'next_action'   => $intent['next_action'] ?? null,
				'payment_type'  => $type,
				'return_url'    => $return_url,
				'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
			]
		);
	}
}
