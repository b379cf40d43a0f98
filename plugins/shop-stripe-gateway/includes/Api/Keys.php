<?php
/**
 * The API key the client authenticates with.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

use ShopStripeGateway\Gateway\ApiKeys;

defined( 'ABSPATH' ) || exit;

/**
 * The secret (or restricted) key as a value object, so the client never reads settings itself and a dump of the
 * client never prints the key.
 */
final class Keys {

	/**
	 * Constructor.
	 *
	 * @param string $secret_key Secret key (sk_…) or restricted key (rk_…).
	 */
	public function __construct( private readonly string $secret_key ) {
	}

	/**
	 * Reads the secret key of the mode the card gateway's settings choose (Gateway\ApiKeys: `test_secret_key` in test
	 * mode, the default; `secret_key` when `testmode` is 'no').
	 *
	 * @param array<string, mixed> $settings Gateway settings.
	 */
	public static function from_settings( array $settings ): self {
		return new self( ApiKeys::from_settings( $settings )->secret );
	}

	/** The secret key, for the Authorization header only. */
	public function secret_key(): string {
		return $this->secret_key;
	}

	/** Whether a key is set: without one every request would be refused by Stripe. */
	public function has_secret_key(): bool {
		return '' !== $this->secret_key;
	}

	/**
	 * Hides the key from var_dump() and print_r(), which debug output and error reports use.
	 *
	 * @return array<string, string>
	 */
	public function __debugInfo(): array {
		return [ 'secret_key' => Redactor::redact( $this->secret_key ) ];
	}
}
