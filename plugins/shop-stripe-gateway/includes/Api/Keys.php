<?php
/**
 * The API key the client authenticates with.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

use ShopStripeGateway\Gateway\GatewaySettings;

defined( 'ABSPATH' ) || exit;

/**
 * The secret (or restricted) key, so the client never reads settings itself and a dump of the client never prints
 * the key. Given as a string, or as a reader asked at each request: the plugin's one client is composed before the
 * settings screen saves, and a key saved in the same request must be the one sent.
 */
final class Keys {

	/**
	 * Returns the key.
	 *
	 * @var \Closure(): string
	 */
	private \Closure $secret_key;

	/**
	 * Constructor.
	 *
	 * @param string|\Closure(): string $secret_key Secret key (sk_…) or restricted key (rk_…), or what reads it.
	 */
	public function __construct( string|\Closure $secret_key ) {
		$this->secret_key = is_string( $secret_key ) ? static fn (): string => $secret_key : $secret_key;
	}

	/**
	 * The secret key of the mode the card gateway's settings choose when a request is made (Gateway\ApiKeys:
	 * `test_secret_key` in test mode, the default; `secret_key` when `testmode` is 'no').
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public static function from_settings( GatewaySettings $settings ): self {
		return new self( static fn (): string => $settings->keys()->secret );
	}

	/** The secret key, for the Authorization header only. */
	public function secret_key(): string {
		return ( $this->secret_key )();
	}

	/** Whether a key is set: without one every request would be refused by Stripe. */
	public function has_secret_key(): bool {
		return '' !== $this->secret_key();
	}

	/**
	 * Hides the key from var_dump() and print_r(), which debug output and error reports use.
	 *
	 * @return array<string, string>
	 */
	public function __debugInfo(): array {
		return [ 'secret_key' => Redactor::redact( $this->secret_key() ) ];
	}
}
