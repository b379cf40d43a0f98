<?php
/**
 * SetupIntents: saving a payment method for later without paying now.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;

defined( 'ABSPATH' ) || exit;

/**
 * Every SetupIntent is for a customer and for off-session use (saved cards, subscriptions' renewals), restricted to
 * the one method type the browser collects. Keyed randomly per request: each call is a shopper's new attempt.
 */
final class SetupIntents {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The API client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * A SetupIntent for the browser to confirm (init_setup_intent).
	 *
	 * @param string $customer Customer id.
	 * @param string $type     Stripe payment method type.
	 * @return array<string, mixed> The SetupIntent.
	 * @throws StripeException When Stripe refuses or cannot be reached.
	 */
	public function create( string $customer, string $type ): array {
		return $this->client->post( 'setup_intents', $this->params( $customer, $type ) );
	}

	/**
	 * A SetupIntent created and confirmed with a PaymentMethod at once; the PaymentMethod comes back expanded.
	 *
	 * @param string $customer       Customer id.
	 * @param string $type           Stripe payment method type.
	 * @param string $payment_method PaymentMethod id (pm_…).
	 * @param string $return_url     Where a redirecting method (3-D Secure, bank pages) comes back to.
	 * @return array<string, mixed> The SetupIntent.
	 * @throws StripeException When Stripe refuses (a declined card) or cannot be reached.
	 */
	public function create_and_confirm( string $customer, string $type, string $payment_method, string $return_url ): array {
		return $this->client->post(
			'setup_intents',
			$this->params( $customer, $type ) + [
				'payment_method' => $payment_method,
				'confirm'        => true,
				'return_url'     => $return_url,
				'expand'         => [ 'payment_method' ],
			]
		);
	}

	/**
	 * A SetupIntent as Stripe has it now, with its PaymentMethod expanded.
	 *
	 * @param string $id SetupIntent id (seti_…).
	 * @return array<string, mixed> The SetupIntent.
	 * @throws StripeException When Stripe refuses or cannot be reached.
	 */
	public function retrieve( string $id ): array {
		return $this->client->get( 'setup_intents/' . $id, [ 'expand' => [ 'payment_method' ] ] );
	}

	/**
	 * Parameters every SetupIntent carries.
	 *
	 * @return array<string, mixed>
	 */
	private function params( string $customer, string $type ): array {
		return [
			'customer'             => $customer,
			'payment_method_types' => [ $type ],
			'usage'                => 'off_session',
			'metadata'             => [ 'site_url' => home_url() ],
		];
	}
}
