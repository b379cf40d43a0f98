<?php
/**
 * The theme's options: which optional storefront behaviours are on.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Options;

use ShopTheme\Kit\Settings\SchemaOption;

defined( 'ABSPATH' ) || exit;

/**
 * One option, `shop_theme_options`, registered with its JSON schema and shown in REST, so `/wp/v2/settings`
 * validates what the options screen (Appearance > Theme options) saves (the kit's SchemaOption has the rules).
 * `get()` always returns every key with its type: a missing or invalid stored value takes its default. The defaults
 * are the spec's: the pre-loader delays the largest paint and reloading on resize loses what a shopper typed, so both
 * are off until an admin turns them on.
 */
final class ThemeOptions extends SchemaOption {

	/** The option's name, also its key in `/wp/v2/settings`. */
	public const OPTION = 'shop_theme_options';

	/** Option group of register_setting(). */
	public const GROUP = 'shop_theme';

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
	 * Every option a boolean, nothing else.
	 *
	 * @return array<string, mixed>
	 */
	protected static function schema(): array {
		$properties = [];
		foreach ( self::defaults() as $key => $default ) {
			$properties[ $key ] = [
				'type'    => 'boolean',
				'default' => $default,
			];
		}
		return [
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		];
	}

	/**
	 * Description.
	 */
	protected static function description(): string {
		return __( 'Optional storefront behaviours of Shop Theme.', 'shop-theme' );
	}

	/**
	 * The options, every key typed.
	 *
	 * @return array<string, bool>
	 */
	public static function get(): array {
		/** @var array<string, bool> */
		return parent::get();
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
