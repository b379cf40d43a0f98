<?php
/**
 * The theme's options: which optional storefront behaviours are on.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Options;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * One option, `shop_theme_options`, registered with its JSON schema and shown in REST, so `/wp/v2/settings`
 * validates what the options screen (Appearance > Theme options) saves. `get()` always returns every key with its
 * type: a missing or invalid stored value takes its default. The defaults are the spec's: the pre-loader delays the
 * largest paint and reloading on resize loses what a shopper typed, so both are off until an admin turns them on.
 */
final class ThemeOptions implements Service {

	/** The option's name, also its key in `/wp/v2/settings`. */
	public const OPTION = 'shop_theme_options';

	/** Option group of register_setting(). */
	private const GROUP = 'shop_theme';

	/**
	 * Every option with its default.
	 *
	 * @return array<string, bool>
	 */
	public static function defaults(): array {
		return [
			'preloader'        => false,
			'reload_on_resize' => false,
			'back_to_top'      => true,
			'sticky_sidebars'  => true,
			'tooltips'         => true,
			'quick_view'       => true,
			'wishlist'         => true,
		];
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_setting' ] );
		add_action( 'rest_api_init', [ $this, 'register_setting' ] );
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
		return null === $value && self::OPTION === $name ? self::get() : $value;
	}

	/**
	 * Registers the option with its schema.
	 */
	public function register_setting(): void {
		$properties = [];
		foreach ( self::defaults() as $key => $default ) {
			$properties[ $key ] = [
				'type'    => 'boolean',
				'default' => $default,
			];
		}
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
				'description'       => __( 'Optional storefront behaviours of Shop Theme.', 'shop-theme' ),
				'default'           => self::defaults(),
				'sanitize_callback' => [ self::class, 'sanitize' ],
				'show_in_rest'      => [
					'schema' => [
						'type'                 => 'object',
						'properties'           => $properties,
						'additionalProperties' => false,
					],
				],
			]
		);
	}

	/**
	 * Keeps the known keys as booleans; anything else takes its default.
	 *
	 * @param mixed $value The value to store.
	 * @return array<string, bool>
	 */
	public static function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : [];
		$clean = [];
		foreach ( self::defaults() as $key => $default ) {
			$clean[ $key ] = is_bool( $value[ $key ] ?? null ) ? $value[ $key ] : $default;
		}
		return $clean;
	}

	/**
	 * The options, every key typed.
	 *
	 * @return array<string, bool>
	 */
	public static function get(): array {
		return self::sanitize( get_option( self::OPTION, [] ) );
	}

	/**
	 * Whether an optional behaviour is on.
	 *
	 * @param string $key A key of defaults().
	 */
	public static function on( string $key ): bool {
		return self::get()[ $key ] ?? false;
	}
}
