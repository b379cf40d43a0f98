<?php
/**
 * The card gateway's settings, the plugin's one switchboard.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Express\ExpressSettings;

defined( 'ABSPATH' ) || exit;

/**
 * One object composed in Plugin and passed to every service that reads the settings (keys, capture, saved cards,
 * debug, the enabled methods). It keeps no copy: each call reads the option, so a value WooCommerce's settings
 * screen saves earlier in the same request (or a test changes) is the one used.
 */
final class GatewaySettings {

	/**
	 * The settings as stored; empty when never saved.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$settings = get_option( CardGateway::SETTINGS_OPTION, [] );
		return is_array( $settings ) ? $settings : [];
	}

	/**
	 * One setting.
	 *
	 * @param string $key     Setting key.
	 * @param mixed  $default What a missing setting reads as.
	 * @return mixed
	 */
	public function get( string $key, mixed $default = null ): mixed {
		return $this->all()[ $key ] ?? $default;
	}

	/**
	 * A yes/no setting as WooCommerce's checkboxes store it. A switch on by default is on unless it reads 'no'; one
	 * off by default is off unless it reads 'yes'.
	 *
	 * @param string $key     Setting key.
	 * @param bool   $default Whether the switch is on by default.
	 */
	public function is_on( string $key, bool $default ): bool {
		$value = $this->get( $key );
		return $default ? 'no' !== $value : 'yes' === $value;
	}

	/** The API keys of the mode the settings choose (test unless `testmode` is 'no'). */
	public function keys(): ApiKeys {
		return ApiKeys::from_settings( $this->all() );
	}

	/** Which payment methods are on, and their titles, from these settings. */
	public function methods(): EnabledMethods {
		return new EnabledMethods( $this );
	}

	/** The express checkout's settings (wallets, locations, the buttons' look), from these settings. */
	public function express(): ExpressSettings {
		return new ExpressSettings( $this );
	}
}
