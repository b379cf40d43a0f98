<?php
/**
 * A WooCommerce log handler that keeps lines in memory.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

/**
 * Given to a real WC_Logger, so tests see exactly what WooCommerce's log would receive, without files.
 */
final class RecordingLogHandler implements \WC_Log_Handler_Interface {

	/**
	 * Lines handled.
	 *
	 * @var list<array{level: string, message: string, source: string}>
	 */
	public array $lines = [];

	/**
	 * Keeps one line.
	 *
	 * @param int    $timestamp Time.
	 * @param string $level     Level.
	 * @param string $message   Message.
	 * @param array  $context   Context, with `source`.
	 */
	public function handle( $timestamp, $level, $message, $context ): bool {
		$this->lines[] = [
			'level'   => (string) $level,
			'message' => (string) $message,
			'source'  => (string) ( $context['source'] ?? '' ),
		];
		return true;
	}

	/** A WooCommerce logger writing here, at every level. */
	public function logger(): \WC_Logger {
		return new \WC_Logger( [ $this ], 'debug' );
	}
}
