<?php
/**
 * One Stripe payment method, as the gateways and the browser need to know it.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * Configuration, no behaviour: the gateway of a method (MethodGateway, or CardGateway for `card`) reads it.
 */
final class Method {

	/**
	 * Constructor.
	 *
	 * @param string       $id                Stripe's payment method type (spec 3: `card`, `ideal`, …).
	 * @param string       $title             Default title shoppers see.
	 * @param list<string> $currencies        Currencies Stripe accepts the method in (upper case); empty: any.
	 * @param bool         $reusable          Can be saved for later payments (tokenization, off-session future use).
	 * @param bool         $refundable        Stripe refunds it through the API.
	 * @param bool         $deferred_intent   The Payment Element can collect it before an intent exists (spec 3,
	 *                                        paymentMethodsConfig.supportsDeferredIntent).
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $title,
		public readonly array $currencies = [],
		public readonly bool $reusable = false,
		public readonly bool $refundable = true,
		public readonly bool $deferred_intent = true,
	) {}

	/** The WooCommerce gateway id: `stripe_<id>`, and plain `stripe` for the card (spec 3). */
	public function gateway_id(): string {
		return 'card' === $this->id ? CardGateway::ID : CardGateway::ID . '_' . $this->id;
	}

	/**
	 * Stripe's payment method type: the id, except for Afterpay and Clearpay, which spec 3 lists beside
	 * `afterpay_clearpay` under the names shoppers know and Stripe takes only as `afterpay_clearpay`.
	 */
	public function stripe_type(): string {
		return in_array( $this->id, [ 'afterpay', 'clearpay' ], true ) ? 'afterpay_clearpay' : $this->id;
	}

	/**
	 * Whether Stripe takes the method in a currency.
	 *
	 * @param string $currency ISO code, any case.
	 */
	public function accepts_currency( string $currency ): bool {
		return [] === $this->currencies || in_array( strtoupper( $currency ), $this->currencies, true );
	}
}
