<?php
/**
 * An option of the package registered with its JSON schema.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Settings;

use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for every settings option of the bundle: registered on init with its schema, so /wp/v2/settings reads it
 * with defaults filled in and refuses a value outside the schema with a 400 and a message; stored empty and
 * autoloaded until first saved (no query per page); read with every missing or mistyped field defaulted (merge());
 * on a write, a field outside the schema keeps its stored value (update_option() callers get the REST rule) and a
 * partial write changes only what it names. A subclass names the option and its group and hands over its defaults,
 * schema and description, and cleans what the schema lets through (refine()).
 */
abstract class SchemaOption implements Service {

	/** The option's name, also its key in /wp/v2/settings; each subclass sets its own. */
	public const OPTION = '';

	/** The settings group of register_setting(); each subclass sets its package's. */
	public const GROUP = '';

	/**
	 * The option's defaults, the one source of its shape.
	 *
	 * @return array<string, mixed>
	 */
	abstract protected static function defaults(): array;

	/**
	 * The option's JSON schema (an object with properties), as show_in_rest takes it.
	 *
	 * @return array<string, mixed>
	 */
	abstract protected static function schema(): array;

	/**
	 * What the option is, for the REST schema.
	 */
	abstract protected static function description(): string;

	/**
	 * Cleans fields the schema let through (addresses, markup), before they are merged over the stored option.
	 *
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The option as stored, read with its defaults.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		return $clean;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// init runs before admin screens, options.php and REST requests alike: the sanitizer guards every save.
		add_action( 'init', [ $this, 'register_setting' ] );
		// The schema, defaults and translated description serve REST alone: built on every page, they cost a
		// storefront request time and the text domain of a package that may print nothing there.
		add_action( 'rest_api_init', [ $this, 'register_rest_setting' ] );
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
			static::GROUP,
			static::OPTION,
			[
				'type'              => 'object',
				'sanitize_callback' => [ static::class, 'sanitize' ],
			]
		);
	}

	/**
	 * Registers the option again for the REST API, with its schema, defaults and description.
	 */
	public function register_rest_setting(): void {
		register_setting(
			static::GROUP,
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
		// Read by many services on every page (consent's about twenty times): the merge runs again only when the
		// stored value or the defaults (a theme's colours, the language) changed since the last read, and the stored
		// value is unserialized again only when its stored string changed (WordPress unserializes an option at each
		// get_option(): consent's settings, 0.5 ms a page). Keyed by class, as subclasses share these statics.
		static $last = [];
		$memo = $last[ static::class ] ?? null;
		$raw  = self::stored_string();
		if ( null !== $memo && null !== $raw && $memo['raw'] === $raw ) {
			$stored = $memo['stored'];
		} else {
			$stored = get_option( static::OPTION, [] );
			$stored = is_array( $stored ) ? $stored : [];
		}
		$defaults = static::defaults();
		if ( null === $memo || $memo['stored'] !== $stored || $memo['defaults'] !== $defaults ) {
			$memo = [
				'stored'   => $stored,
				'defaults' => $defaults,
				'value'    => self::merge( $defaults, $stored ),
			];
		}
		$memo['raw']           = $raw;
		$last[ static::class ] = $memo;
		return $memo['value'];
	}

	/**
	 * The option as stored, serialized, where get_option() would return it unserialized and unfiltered: autoloaded
	 * (WordPress keeps the string in its cache) and no `pre_option` or `option_` filter on it.
	 *
	 * @return string|null Null where only get_option() can say.
	 */
	private static function stored_string(): ?string {
		if ( has_filter( 'pre_option_' . static::OPTION ) || has_filter( 'pre_option' ) || has_filter( 'option_' . static::OPTION ) ) {
			return null;
		}
		$raw = wp_load_alloptions()[ static::OPTION ] ?? null;
		return is_string( $raw ) ? $raw : null;
	}

	/**
	 * Sanitizes a new value: fields that do not match the schema keep their stored value (REST has refused them
	 * already), the rest is refined and merged over the stored option.
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
		return self::merge( $current, static::refine( $clean, $current ) );
	}

	/**
	 * Merges $value over $base (the defaults, or the stored option), the one rule of every option:
	 *
	 * - a map of named fields merges field by field, recursively: a field added after a value was stored gets its
	 *   default inside a stored map too (Shop Consent's `statistics`, `embeds`), and fields $base lacks are dropped;
	 * - an empty array in $base is open: any array replaces it (Shop Social Icons' `profiles`, keyed by network, and
	 *   lists that default to none);
	 * - a list replaces a list; anything else leaves the list of $base;
	 * - a scalar replaces a scalar of the same type; anything else leaves the one of $base.
	 *
	 * @param array<mixed> $base  Base.
	 * @param array<mixed> $value Over it.
	 * @return array<mixed>
	 */
	public static function merge( array $base, array $value ): array {
		if ( [] === $base ) {
			return $value;
		}
		if ( array_is_list( $base ) ) {
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
