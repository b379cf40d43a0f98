<?php
/**
 * Which URL the beacon goes to: the fast collector when it answers, the REST route otherwise.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Kit\BackgroundRequest;
use ShopConsent\Kit\Service;

use const ShopConsent\FILE;
use const ShopConsent\URL;

defined( 'ABSPATH' ) || exit;

/**
 * The fast collector (collect.php) needs the server to run PHP files inside the plugin folder and to find
 * wp-load.php above it; hardened hosts refuse the first, unusual layouts the second. So the site asks it first:
 * a loopback POST `probe=1` (from WP-Cron, daily and right after activation or a move of the plugin URL, scheduled
 * from admin screens, cron runs and WP-CLI, or from the Statistics report when no answer is known) must come back
 * with `X-Shop-Consent-Collector: 1`. Until then, and on multisite (the collector cannot tell sites apart), pages send
 * to `POST /wp-json/shop-consent/v1/hit`.
 */
final class CollectorEndpoint implements Service {

	public const OPTION = 'shop_consent_stats_endpoint';

	public const HOOK = 'shop_consent_probe_collector';

	public const REST_ROUTE = 'shop-consent/v1/hit';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( self::HOOK, [ $this, 'probe' ] );
		// Checked where housekeeping runs (admin screens, cron, WP-CLI), not on every storefront page.
		if ( BackgroundRequest::is() ) {
			add_action( 'init', [ $this, 'schedule' ] );
		}
		register_deactivation_hook( FILE, [ self::class, 'forget' ] );
	}

	/**
	 * URL of the fast collector.
	 */
	public static function collector_url(): string {
		return URL . 'collect.php';
	}

	/**
	 * The URL pages send beacons to.
	 */
	public function url(): string {
		return $this->fast() ? self::collector_url() : rest_url( self::REST_ROUTE );
	}

	/**
	 * Whether the last probe of the current collector URL succeeded.
	 */
	public function fast(): bool {
		$known = get_option( self::OPTION );
		return ! is_multisite() && is_array( $known ) && ( $known['url'] ?? '' ) === self::collector_url() && true === ( $known['ok'] ?? false );
	}

	/**
	 * When the collector was last asked (Unix time), 0 for never.
	 */
	public function checked(): int {
		$known = get_option( self::OPTION );
		return is_array( $known ) && ( $known['url'] ?? '' ) === self::collector_url() ? (int) ( $known['checked'] ?? 0 ) : 0;
	}

	/**
	 * Schedules the daily probe, and one right away when the collector URL has never been asked.
	 */
	public function schedule(): void {
		if ( is_multisite() ) {
			return;
		}
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + DAY_IN_SECONDS, 'daily', self::HOOK );
		}
		if ( 0 === $this->checked() && false === wp_next_scheduled( self::HOOK, [ 'first' ] ) ) {
			wp_schedule_single_event( time(), self::HOOK, [ 'first' ] );
		}
	}

	/**
	 * Asks the collector and records the answer.
	 *
	 * @return bool Whether it answered as expected.
	 */
	public function probe(): bool {
		$response = wp_remote_post(
			self::collector_url(),
			[
				'body'      => [ 'probe' => '1' ],
				'timeout'   => 5,
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
			]
		);
		$ok = ! is_wp_error( $response )
			&& 200 === wp_remote_retrieve_response_code( $response )
			&& '1' === wp_remote_retrieve_header( $response, 'x-shop-consent-collector' );
		update_option(
			self::OPTION,
			[
				'url'     => self::collector_url(),
				'ok'      => $ok,
				'checked' => time(),
			],
			true
		);
		return $ok;
	}

	/**
	 * Removes the events and the answer (deactivation).
	 */
	public static function forget(): void {
		wp_clear_scheduled_hook( self::HOOK );
		wp_clear_scheduled_hook( self::HOOK, [ 'first' ] );
		delete_option( self::OPTION );
	}
}
