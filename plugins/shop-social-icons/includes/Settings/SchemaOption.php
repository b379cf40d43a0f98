<?php
/**
 * An option of the plugin registered with its JSON schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Settings;

use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for every option of the plugin (the icons' settings, the popup's): registered on init with its schema,
 * so /wp/v2/settings reads it with defaults filled in and refuses a value outside the schema with a 400 and a
 * message; read with every missing or mistyped field defaulted; on a write, a field outside the schema keeps its
 * stored value (update_option() callers get the REST rule) and a partial write changes only what it names.
 * A subclass names the option and hands over its defaults, schema and description.
 */
abstract class SchemaOption implements Service {

	/** The settings group of every option of the plugin. */
	public const GROUP = 'shop_social_icons';

	/** The option's name; each subclass sets its own. */
	public const OPTION = '';

	/**
	 * The option's defaults.
	 *
	 * @return array<string, mixed>
	 */
	abstract protected static function defaults(): array;

	/**
	 * The option's JSON schema (an object with properties).
	 *
	 * @return array<string, mixed>
	 */
	abstract protected static function schema(): array;

	/**
	 * What the option is, for the REST schema.
	 */
	abstract protected static function description(): string;

	/**
	 * Cleans fields the schema let through (e.g. URLs, markup), before they are stored.
	 *
	 * @param array<string, mixed> $clean Fields that match the schema.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean ): array {
		return $clean;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// init runs before admin screens, options.php and REST requests alike.
		add_action( 'init', [ $this, 'register_setting' ] );
		add_filter( 'rest_pre_get_setting', [ $this, 'rest_value' ], 10, 2 );
	}

	/**
	 * /wp/v2/settings answers with every field, defaults filled in (an option stored before a field existed lacks it).
	 *
	 * @param mixed  $value What another filter answered (null: nobody).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function rest_value( $value, $name ) {
		return null === $value && static::OPTION === $name ? static::get() : $value;
	}

	/**
	 * Registers the option with its schema.
	 */
	public function register_setting(): void {
		// Never saved, the option would cost a query on every request (WordPress remembers a missing option for one
		// request only): stored empty and autoloaded before its sanitizer is registered, it costs none, and every field
		// keeps following its default (get() fills them in).
		if ( null === get_option( static::OPTION, null ) ) {
			add_option( static::OPTION, [], '', true );
		}
		register_setting(
			self::GROUP,
			static::OPTION,
			[
				'type'              => 'object',
				'description'       => static::description(),
				'default'           => static::defaults(),
				'sanitize_callback' => [ static::class, 'sanitize' ],
				'show_in_rest'      => [ 'schema' => static::schema() ],
			]
		);
	}

	/**
	 * The option, every missing or mistyped field taking its default.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$stored = get_option( static::OPTION, [] );
		return self::merge( static::defaults(), is_array( $stored ) ? $stored : [] );
	}

	/**
	 * Sanitizes a new value: fields that do not match the schema keep their stored value (REST has refused them
	 * already), the rest is merged over the stored option.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$current = static::get();
		if ( ! is_array( $value ) ) {
			return $current;
		}
		$properties = static::schema()['properties'];
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
		return self::merge( $current, static::refine( $clean ) );
	}

	/**
	 * Takes from $value the fields $base has, where their type matches.
	 *
	 * @param array<string, mixed> $base  Base (the defaults, or the current option).
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
