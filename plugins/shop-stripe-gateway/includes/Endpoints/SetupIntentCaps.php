<?php
/**
 * Card-testing caps of the SetupIntent endpoints.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Kit\RateLimit\RateLimit as Limit;
use ShopStripeGateway\Kit\RateLimit\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Card testers save stolen cards through add-payment-method: every call confirms a card at Stripe, and the per-user
 * limit (10 a minute) does not stop a script that signs up many accounts. So each endpoint also counts per connection
 * address and for the whole site, an hour at a time: 20 an hour per address (a household or an office saving its
 * cards stays far below; a mobile network's shared address is why it is not lower), 100 an hour for the site (a
 * shop sees a few saved cards an hour; a card-testing run is thousands). Spec 9 gives no value. Only calls that would
 * reach Stripe count (a logged-in shopper, a method that can be saved), and a call refused for its address does not
 * count for the site, so one address cannot use up the site's cap, and one IPv6 /48 (65,536 addresses of /64) gets a
 * tenth of the site's cap (the kit's RateLimiter). Filter `shop_stripe_gateway_setup_intent_caps` (`per_address`,
 * `site`) for a shop whose volume differs.
 */
final class SetupIntentCaps {

	/** Calls an hour from one address, per endpoint. */
	public const PER_ADDRESS = 20;

	/** Calls an hour for the whole site, per endpoint. */
	public const SITE = 100;

	/**
	 * Counts a call of the endpoint; false when a cap is reached.
	 *
	 * @param string $action The endpoint's wc-ajax action.
	 */
	public static function allow( string $action ): bool {
		$caps = (array) apply_filters( 'shop_stripe_gateway_setup_intent_caps', [ 'per_address' => self::PER_ADDRESS, 'site' => self::SITE ], $action );
		$limit = new Limit( $action, (int) ( $caps['per_address'] ?? self::PER_ADDRESS ), HOUR_IN_SECONDS, (int) ( $caps['site'] ?? self::SITE ), HOUR_IN_SECONDS );
		return RateLimiter::OK === ( new RateLimiter( RateLimit::counters() ) )->hit( $limit, RateLimit::address(), time() );
	}
}
