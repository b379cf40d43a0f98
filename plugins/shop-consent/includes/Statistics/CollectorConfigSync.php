<?php
/**
 * Keeps the collector's configuration in step with the settings and filters.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Kit\BackgroundRequest;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

use const ShopConsent\FILE;

defined( 'ABSPATH' ) || exit;

/**
 * After each settings save, and on admin screens, cron runs and WP-CLI (init), compares the configuration computed
 * from the settings and filters with the stored one and writes it when they differ. A filter added in code counts from
 * the next such request; a storefront page skips the comparison (issue 27: a quarter of a millisecond a page).
 */
final class CollectorConfigSync implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( BackgroundRequest::is() ) {
			// After the other plugins' init callbacks, so filters they add on init count.
			add_action( 'init', [ $this, 'config' ], 99 );
		}
		add_action( 'update_option_' . Settings::OPTION, [ $this, 'config' ], 10, 0 );
		add_action( 'add_option_' . Settings::OPTION, [ $this, 'config' ], 10, 0 );
		register_deactivation_hook( FILE, [ self::class, 'forget' ] );
	}

	/**
	 * Deletes the stored configuration: the fast collector then counts nothing while the plugin is inactive.
	 */
	public static function forget(): void {
		delete_option( CollectorConfig::OPTION );
	}

	/**
	 * The current configuration, stored first when it changed.
	 */
	public function config(): CollectorConfig {
		$stored  = get_option( CollectorConfig::OPTION );
		$current = CollectorConfig::from_settings( $this->settings->get() );
		if ( $stored !== $current->to_array() ) {
			update_option( CollectorConfig::OPTION, $current->to_array(), true );
		}
		return $current;
	}
}
