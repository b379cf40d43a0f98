<?php
/**
 * The settings the form needs, read in one place.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * Reads option `shop_filter_settings` through ShopFilter\Settings\Settings::get() when the settings part is
 * there, or with DESIGN.md's defaults until then. The only place the storefront reads settings: swap it here.
 */
final class FilterSettings {

	/** DESIGN.md "Settings" defaults. */
	public const DEFAULTS = [
		'ajax'           => true,
		'autosubmit'     => true,
		'overlay'        => true,
		'hide_empty'     => true,
		'show_counts'    => true,
		'noindex_facets' => 1,
		'mobile'         => 'panel',
	];

	/**
	 * The settings with their defaults.
	 *
	 * @return array{ajax: bool, autosubmit: bool, overlay: bool, hide_empty: bool, show_counts: bool, noindex_facets: int, mobile: string}
	 */
	public static function get(): array {
		$class  = '\ShopFilter\Settings\Settings';
		$stored = class_exists( $class ) && method_exists( $class, 'get' ) ? (array) $class::get() : get_option( 'shop_filter_settings', [] );
		$merged = array_merge( self::DEFAULTS, array_intersect_key( is_array( $stored ) ? $stored : [], self::DEFAULTS ) );

		return [
			'ajax'           => (bool) $merged['ajax'],
			'autosubmit'     => (bool) $merged['autosubmit'],
			'overlay'        => (bool) $merged['overlay'],
			'hide_empty'     => (bool) $merged['hide_empty'],
			'show_counts'    => (bool) $merged['show_counts'],
			'noindex_facets' => (int) $merged['noindex_facets'],
			'mobile'         => 'dropdown' === $merged['mobile'] ? 'dropdown' : 'panel',
		];
	}
}
