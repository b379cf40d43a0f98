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
 * debug, the enabled methods). Each call sees the option as it is now, so a value WooCommerce's settings screen
 * saves earlier in the same request (or a test changes) is the one used. A checkout render asks dozens of times, and
 * get_option() unserializes the whole array on every call (about 1 ms of the block checkout's server time), so the
 * array is kept with the stored text it came from and unserialized again only when that text changes. A filter on
 * the option (a site that sets keys in code) is honoured by asking get_option() each time.
 */
final class GatewaySettings {

	/** The stored (serialized) text $settings was read from. */
	private ?string $stored = null;

	/** @var array<string, mixed> The settings read from $stored. */
	private array $settings = [];

	/**
	 * The settings as stored; empty when never saved.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$stored = $this->stored_text();
		if ( null !== $stored && $stored === $this->stored ) {
			return $this->settings;
		}
		$settings       = get_option( CardGateway::SETTINGS_OPTION, [] );
		$this->settings = is_array( $settings ) ? $settings : [];
		$this->stored   = $stored;
		return $this->settings;
	}

	/**
	 * The option's text among WordPress's loaded options, or null when it cannot be kept: not autoloaded (WordPress
	 * may store it so), or filtered.
	 */
	private function stored_text(): ?string {
		$option = CardGateway::SETTINGS_OPTION;
		if ( has_filter( "pre_option_{$option}" ) || has_filter( "option_{$option}" ) || has_filter( 'pre_option' ) ) {
			return null;
		}
		$stored = wp_load_alloptions()[ $option ] ?? null;
		return is_string( $stored ) ? $stored : null;
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
