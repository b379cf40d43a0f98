<?php
/**
 * `?wc-ajax=wc_stripe_init_setup_intent` (spec 7, call 1).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\EnabledMethods;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Payments\SetupIntents;
use ShopStripeGateway\SavedCards\Customers;

defined( 'ABSPATH' ) || exit;

/**
 * POST payment_method_type, nonce: a SetupIntent for the logged-in shopper's Stripe customer (created on first
 * need), for the browser to confirm. Answer `{ success: true, data: { id, client_secret } }`.
 */
final class InitSetupIntent extends SetupIntentEndpoint {

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
		return 'wc_stripe_init_setup_intent';
	}

	/**
	 * Creates the SetupIntent.
	 *
	 * @param array<string, mixed> $input payment_method_type.
	 */
	protected function handle( array $input ): Answer {
		$type    = self::text( $input, 'payment_method_type' );
		$refusal = $this->refusal( $type );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$customer = ( new Customers( $this->client ) )->for_user( get_current_user_id() );
		$intent   = ( new SetupIntents( $this->client ) )->create( $customer, $type );
		return Answer::success(
			[
				'id'            => (string) ( $intent['id'] ?? '' ),
				'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
			]
		);
	}
}
