<?php
/**
 * The client's debug log.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

use ShopStripeGateway\Gateway\GatewaySettings;

defined( 'ABSPATH' ) || exit;

/**
 * Writes to WooCommerce's log (WooCommerce > Status > Logs, source `shop-stripe-gateway`), only when debugging is
 * on, and always through the Redactor.
 */
final class DebugLog {

	/** WooCommerce log source. */
	public const SOURCE = 'shop-stripe-gateway';

	/**
	 * Returns the debug setting.
	 *
	 * @var \Closure(): bool
	 */
	private \Closure $enabled;

	/**
	 * Constructor.
	 *
	 * @param bool|\Closure(): bool     $enabled Debug setting, or what reads it when a line is written; the
	 *                                           `shop_stripe_gateway_debug_log` filter has the last word, so a
	 *                                           developer can turn it on without the settings screen.
	 * @param \WC_Logger_Interface|null $logger  Logger; WooCommerce's own unless a test passes one.
	 */
	public function __construct(
		bool|\Closure $enabled = false,
		private readonly ?\WC_Logger_Interface $logger = null
	) {
		$this->enabled = is_bool( $enabled ) ? static fn (): bool => $enabled : $enabled;
	}

	/**
	 * Logs while the card gateway's `debug` setting is "yes", read at each line (so switching it on applies at once).
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public static function from_settings( GatewaySettings $settings ): self {
		return new self( static fn (): bool => $settings->is_on( 'debug', false ) );
	}

	/** Whether lines are written. */
	public function is_enabled(): bool {
		return (bool) apply_filters( 'shop_stripe_gateway_debug_log', ( $this->enabled )() );
	}

	/**
	 * Writes one line, redacted.
	 *
	 * @param string $message Line.
	 * @param string $level   PSR-3 level, e.g. debug, error.
	 */
	public function log( string $message, string $level = 'debug' ): void {
		if ( ! $this->is_enabled() ) {
			return;
		}
		$logger = $this->logger ?? ( function_exists( 'wc_get_logger' ) ? wc_get_logger() : null );
		$logger?->log( $level, Redactor::redact( $message ), [ 'source' => self::SOURCE ] );
	}
}
