<?php
/**
 * The plugin's settings: one option, registered with its schema.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Settings;

use ShopConsent\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `shop_consent_settings` (readable and writable through /wp/v2/settings, which validates against the
 * schema and answers 400 with a message for invalid values) and reads it with every missing field defaulted.
 */
final class Settings implements Service {

	public const OPTION = 'shop_consent_settings';

	public const GROUP = 'shop_consent';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// init runs before admin screens, options.php and REST requests alike.
		add_action( 'init', [ $this, 'register_setting' ] );
		add_filter( 'rest_pre_get_setting', [ $this, 'rest_value' ], 10, 2 );
	}

	/**
	 * /wp/v2/settings answers with every field, defaults filled in (the option is stored empty until first saved, and
	 * an option stored before a field existed lacks it).
	 *
	 * @param mixed  $value What another filter answered (null: nobody).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function rest_value( $value, $name ) {
		return null === $value && self::OPTION === $name ? $this->get() : $value;
	}

	/**
	 * Registers the option with its schema.
	 */
	public function register_setting(): void {
		// Never saved, the option would cost a query on every request (WordPress remembers a missing option for one
		// request only): stored empty and autoloaded before its sanitizer is registered, it costs none, and every field
		// keeps following its default (get() fills them in).
		if ( null === get_option( self::OPTION, null ) ) {
			add_option( self::OPTION, [], '', true );
		}
		register_setting(
			self::GROUP,
			self::OPTION,
			[
				'type'              => 'object',
				'description'       => __( 'Shop Consent settings.', 'shop-consent' ),
				'default'           => SettingsSchema::defaults(),
				'sanitize_callback' => [ $this, 'sanitize' ],
				'show_in_rest'      => [ 'schema' => SettingsSchema::schema() ],
			]
		);
	}

	/**
	 * The settings, every missing field taking its default.
	 *
	 * @return array<string, mixed>
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, [] );
		return self::merge( SettingsSchema::defaults(), is_array( $stored ) ? $stored : [] );
	}

	/**
	 * Sanitizes a new value: fields that do not match the schema keep their stored value, the rest is merged over
	 * the stored settings. Markup is only taken from users who may post unfiltered HTML.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public function sanitize( $value ): array {
		$current = $this->get();
		if ( ! is_array( $value ) ) {
			return $current;
		}
		$properties = SettingsSchema::schema()['properties'];
		$clean      = [];
		foreach ( $value as $key => $field ) {
			if ( ! is_string( $key ) || ! isset( $properties[ $key ] ) ) {
				continue;
			}
			if ( true !== rest_validate_value_from_schema( $field, $properties[ $key ], $key ) ) {
				continue;
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $field, $properties[ $key ], $key );
		}
		if ( isset( $clean['close_redirect_url'] ) ) {
			$clean['close_redirect_url'] = esc_url_raw( (string) $clean['close_redirect_url'] );
		}
		if ( isset( $clean['scripts'] ) && ! current_user_can( 'unfiltered_html' ) ) {
			unset( $clean['scripts'] );
		}
		return self::merge( $current, $clean );
	}

	/**
	 * Merges $value over $base: maps recursively, lists and scalars replaced (an empty default list takes a list).
	 *
	 * @param array<mixed> $base  Base.
	 * @param array<mixed> $value Over it.
	 * @return array<mixed>
	 */
	public static function merge( array $base, array $value ): array {
		if ( array_is_list( $base ) && ( [] !== $base || ( [] !== $value && array_is_list( $value ) ) ) ) {
			return array_is_list( $value ) ? $value : $base;
		}
		foreach ( $base as $key => $default ) {
			if ( ! array_key_exists( $key, $value ) ) {
				continue;
			}
			if ( is_array( $default ) ) {
				$base[ $key ] = is_array( $value[ $key ] ) ? self::merge( $default, $value[ $key ] ) : $default;
			} elseif ( gettype( $default ) === gettype( $value[ $key ] ) ) {
				$base[ $key ] = $value[ $key ];
			}
		}
		return $base;
	}
}
