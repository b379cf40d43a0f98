<?php
/**
 * What the express checkout's ajax calls share.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express\Endpoints;

use ShopStripeGateway\Endpoints\AjaxEndpoint;
use ShopStripeGateway\Express\ExpressSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Spec 7's express calls: POST, the nonce of ExpressSettings::NONCE_ACTION (from `wc_stripe_express_context`) in the
 * field `security`, 30 calls a minute per caller (a wallet sheet asks again as the shopper changes the address or
 * the rate; none of these calls Stripe), then the call's own checks. A posted JSON field that cannot be read is a
 * 400 with a message.
 */
abstract class ExpressEndpoint extends AjaxEndpoint {

	/**
	 * The nonce action.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function nonce_action( array $input ): string {
		return ExpressSettings::NONCE_ACTION;
	}

	/** The nonce's field, as the replaced gateway's express script posts it. */
	protected function nonce_field(): string {
		return 'security';
	}

	/** Calls allowed per minute. */
	protected function per_minute(): int {
		return 30;
	}

	/**
	 * A posted JSON object (or a form array), or null when there is none or it cannot be read.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 * @param string               $name  Field.
	 * @return array<string, mixed>|null
	 */
	protected static function json( array $input, string $name ): ?array {
		$value = $input[ $name ] ?? null;
		if ( is_string( $value ) ) {
			$value = json_decode( $value, true );
		}
		return is_array( $value ) ? $value : null;
	}
}
