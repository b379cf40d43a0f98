<?php
/**
 * Defaults and JSON schema of the `shop_filter_settings` option.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One source for the shape of the settings (DESIGN.md, "Settings"): the REST settings endpoint validates against
 * schema(), Settings::get() fills what is missing from defaults(), and the settings screen reads both over REST.
 */
final class SettingsSchema {

	/** How the form shows below 782 px (the theme's phone breakpoint, WordPress's own). */
	public const MOBILE = [ 'panel', 'dropdown' ];

	/** More active facets than this never make sense to count; the schema caps the setting there. */
	public const MAX_NOINDEX_FACETS = 20;

	/**
	 * Default settings, the default filters of this site included (DefaultFilters::site_default()).
	 *
	 * @return array{ajax: bool, autosubmit: bool, overlay: bool, hide_empty: bool, show_counts: bool, noindex_facets: int, mobile: string, default_filters: array{facets: list<array{facet: string, type?: string}>, more_limit: int}}
	 */
	public static function defaults(): array {
		return self::switch_defaults() + [ 'default_filters' => DefaultFilters::site_default() ];
	}

	/**
	 * The defaults that are the same on every site (what register_setting() is given: the default filters depend on
	 * the site's attributes, and reading them on every request's `init` would cost a query).
	 *
	 * @return array{ajax: bool, autosubmit: bool, overlay: bool, hide_empty: bool, show_counts: bool, noindex_facets: int, mobile: string}
	 */
	public static function switch_defaults(): array {
		return [
			'ajax'           => true,
			'autosubmit'     => true,
			'overlay'        => true,
			'hide_empty'     => true,
			'show_counts'    => true,
			'noindex_facets' => 1,
			'mobile'         => 'panel',
		];
	}

	/**
	 * JSON schema of the option, as show_in_rest takes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$boolean = [ 'type' => 'boolean' ];
		return [
			'type'                 => 'object',
			'properties'           => [
				'ajax'            => $boolean,
				'autosubmit'      => $boolean,
				'overlay'         => $boolean,
				'hide_empty'      => $boolean,
				'show_counts'     => $boolean,
				'noindex_facets'  => [
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => self::MAX_NOINDEX_FACETS,
				],
				'mobile'          => [
					'type' => 'string',
					'enum' => self::MOBILE,
				],
				'default_filters' => DefaultFilters::schema(),
			],
			'additionalProperties' => false,
		];
	}
}
