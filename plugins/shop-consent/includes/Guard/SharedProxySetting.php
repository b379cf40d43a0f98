<?php
/**
 * The trusted proxies and their header, told to the bundle's other packages.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Kit\RateLimit\ClientAddress;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The proxies and header an admin names on the Integrations tab are the bundle's one setting: every package counts
 * its public writes by the client behind them (Stripe's endpoints, the newsletter sign-up, the theme's anti-spam
 * keys). Written to the kit's shared option (ClientAddress::SHARED_OPTION) after each save of the settings, and on
 * the admin screens for a site whose settings were saved before the option existed; the wp-config constants still
 * win for every package.
 */
final class SharedProxySetting implements Service {

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
		add_action( 'update_option_' . Settings::OPTION, [ $this, 'share' ], 10, 0 );
		add_action( 'add_option_' . Settings::OPTION, [ $this, 'share' ], 10, 0 );
		add_action( 'admin_init', [ $this, 'share' ] );
	}

	/**
	 * Writes the shared option when it differs from the settings.
	 */
	public function share(): void {
		$settings = $this->settings->get();
		$shared   = [
			'proxies' => array_values( array_map( 'strval', (array) ( $settings['trusted_proxies'] ?? [] ) ) ),
			'header'  => (string) ( $settings['trusted_header'] ?? '' ),
		];
		if ( get_option( ClientAddress::SHARED_OPTION ) !== $shared ) {
			update_option( ClientAddress::SHARED_OPTION, $shared, true );
		}
	}
}
