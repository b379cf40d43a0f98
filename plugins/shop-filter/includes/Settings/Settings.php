<?php
/**
 * The filter's settings: one option, registered with its schema.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Settings;

use ShopFilter\Kit\Settings\SchemaOption;

defined( 'ABSPATH' ) || exit;

/**
 * `shop_filter_settings` (readable and writable through /wp/v2/settings, which validates against the schema and
 * answers 400 with a message for invalid values; the kit's SchemaOption has the rules, SettingsSchema the shape). The
 * registered default leaves out the default filters: they are this site's (DefaultFilters::site_default()) until a
 * value that matches their schema is stored.
 */
final class Settings extends SchemaOption {

	public const OPTION = 'shop_filter_settings';

	public const GROUP = 'shop_filter';

	/**
	 * The settings, every missing or mistyped field taking its default (the default filters: this site's, unless
	 * a value that matches their schema is stored).
	 *
	 * @return array{ajax: bool, autosubmit: bool, overlay: bool, hide_empty: bool, show_counts: bool, noindex_facets: int, mobile: string, default_filters: array{facets: list<array{facet: string, type?: string}>, more_limit: int}}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, [] );
		$stored = is_array( $stored ) ? $stored : [];
		/** @var array{ajax: bool, autosubmit: bool, overlay: bool, hide_empty: bool, show_counts: bool, noindex_facets: int, mobile: string, default_filters: array{facets: list<array{facet: string, type?: string}>, more_limit: int}} */
		return parent::get() + [ 'default_filters' => DefaultFilters::valid( $stored['default_filters'] ?? null ) ?? DefaultFilters::site_default() ];
	}

	/**
	 * The switches' defaults (the default filters are get()'s).
	 *
	 * @return array<string, mixed>
	 */
	protected static function defaults(): array {
		return SettingsSchema::switch_defaults();
	}

	/**
	 * Schema.
	 *
	 * @return array<string, mixed>
	 */
	protected static function schema(): array {
		return SettingsSchema::schema();
	}

	/**
	 * Description.
	 */
	protected static function description(): string {
		return __( 'Shop Filter settings.', 'shop-filter' );
	}

	/**
	 * Default filters as DefaultFilters keeps them (one entry per facet), or the stored ones.
	 *
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The stored settings.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		if ( isset( $clean['default_filters'] ) ) {
			$clean['default_filters'] = DefaultFilters::valid( $clean['default_filters'] ) ?? $current['default_filters'];
		}
		return $clean;
	}
}
