<?php
/**
 * Registers the site's host with Stripe for Apple Pay.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Gateway\GatewaySettings;

defined( 'ABSPATH' ) || exit;

/**
 * Apple Pay shows its button only on a domain registered with the Stripe account: Stripe's payment method domains
 * (https://docs.stripe.com/payments/payment-methods/pmd-registration). One call of check() finds the site's host
 * among the account's domains (so a second click registers nothing twice), registers it when it is not there, asks
 * Stripe to validate it again while Apple Pay is inactive, and stores what Stripe answered (DomainState).
 */
final class PaymentMethodDomain {

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client   The plugin's Stripe client.
	 * @param GatewaySettings $settings The card gateway's settings (whether a secret key is saved).
	 */
	public function __construct( private StripeClient $client, private GatewaySettings $settings ) {}

	/** Whether the secret key of the mode is saved: without it Stripe cannot be asked. */
	public function can_check(): bool {
		return '' !== $this->settings->keys()->secret;
	}

	/**
	 * Registers or checks the site's host at Stripe and stores the answer.
	 *
	 * @throws StripeException When Stripe refuses or cannot be reached; the stored state is then left as it was.
	 */
	public function check(): DomainState {
		$host   = DomainState::site_host();
		$domain = $this->find( $host ) ?? $this->client->post(
			'payment_method_domains',
			[
				'domain_name' => $host,
				'enabled'     => 'true',
			]
		);
		$apple_pay = is_array( $domain['apple_pay'] ?? null ) ? $domain['apple_pay'] : [];
		if ( DomainState::ACTIVE !== ( $apple_pay['status'] ?? '' ) ) {
			$domain = $this->client->post( 'payment_method_domains/' . rawurlencode( (string) ( $domain['id'] ?? '' ) ) . '/validate' );
		}
		$state = DomainState::from_stripe( $domain, time() );
		$state->save();
		return $state;
	}

	/**
	 * The account's payment method domain of a host, or null.
	 *
	 * @param string $host The host.
	 * @return array<string, mixed>|null
	 * @throws StripeException When Stripe refuses or cannot be reached.
	 */
	private function find( string $host ): ?array {
		$list = $this->client->get(
			'payment_method_domains',
			[
				'domain_name' => $host,
				'limit'       => 1,
			]
		);
		$first = is_array( $list['data'] ?? null ) ? reset( $list['data'] ) : false;
		return is_array( $first ) ? $first : null;
	}
}
