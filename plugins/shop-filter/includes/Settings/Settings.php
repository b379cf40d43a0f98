<?php
/**
 * The filter's settings: one option, registered with its schema.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Settings;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `shop_filter_settings` (readable and writable through /wp/v2/settings, which validates against the
 * schema and answers 400 with a message for invalid values) and reads it with every missing field defaulted.
 */
final class Settings implements Service {

	public const OPTION = 'shop_filter_settings';

	public const GROUP = 'shop_filter';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// init runs before admin screens, options.php and REST requests alike.
		add_action( 'init', [ $this, 'register_setting' ] );
		add_filter( 'rest_pre_get_setting', [ $this, 'rest_value' ], 10, 2 );
	}

	/**
	 * /wp/v2/settings answers with every field, defaults filled in: the registered default leaves out the default
	 * filters (SettingsSchema::switch_defaults()), and an option stored before a field existed lacks it.
	 *
	 * @param mixed  $value What another filter answered (null: nobody).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function rest_value( $value, $name ) {
		return null === $value && self::OPTION === $name ? self::get() : $value;
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
				'description'       => __( 'Shop Filter settings.', 'shop-filter' ),
				'default'           => SettingsSchema::switch_defaults(),
				'sanitize_callback' => [ self::class, 'sanitize' ],
				'show_in_rest'      => [ 'schema' => SettingsSchema::schema() ],
			]
		);
	}

	/**
	 * The settings, every missing or mistyped field taking its default (the default filters: this site's, unless
	 * a value that matches their schema is stored).
	 *
	 * @return array{ajax: bool, autosubmit: bool, overlay: bool, hide_empty: bool, show_counts: bool, noindex_facets: int, mobile: string, default_filters: array{facets: list<array{facet: string, type?: string}>, more_limit: int}}
	 */
	public static function get(): array {
		$stored   = get_option( self::OPTION, [] );
		$stored   = is_array( $stored ) ? $stored : [];
		$settings = self::merge( SettingsSchema::switch_defaults(), $stored );
		return $settings + [ 'default_filters' => DefaultFilters::valid( $stored['default_filters'] ?? null ) ?? DefaultFilters::site_default() ];
	}

	/**
	 * Sanitizes a new value: fields that do not match the schema keep their stored value, the rest is merged over
	 * the stored settings (a partial write changes only what it names).
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$current = self::get();
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
		if ( isset( $clean['default_filters'] ) ) {
			$clean['default_filters'] = DefaultFilters::valid( $clean['default_filters'] ) ?? $current['default_filters'];
		}
		return self::merge( $current, $clean );
	}

	/**
	 * Takes from $value the fields $base has, where their type matches.
	 *
	 * @param array<string, mixed> $base  Base (the defaults, or the current settings).
	 * @param array<mixed>         $value Over it.
	 * @return array<string, mixed>
	 */
	public static function merge( array $base, array $value ): array {
		foreach ( $base as $key => $default ) {
			if ( array_key_exists( $key, $value ) && gettype( $default ) === gettype( $value[ $key ] ) ) {
				$base[ $key ] = $value[ $key ];
			}
		}
		return $base;
	}
}
