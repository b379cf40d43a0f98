<?php
/**
 * The replaced plugin's (HUSKY / WOOF) settings, read and mapped onto ours.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * WOOF keeps its behaviour switches as options of their own, beside the `woof_settings` array (read from its
 * source, version 1.4.1): `woof_try_ajax`, `woof_autosubmit`, `woof_show_count` and `woof_hide_dynamic_empty_pos`
 * are 0/1, and `woof_settings['overlay_skin']` names the loading skin ('default' is a small "Loading" popup, every
 * other skin an overlay over the products). Only switches WOOF has stored are imported; ours keep the rest.
 * The filters it showed (its enabled taxonomies and `by_*` items, in its order, with their display types) become
 * our default filters (WoofFilters), keeping our more/less limit.
 */
final class WoofImport {

	/** The replaced plugin's settings array: present once its settings screen has been saved. */
	public const SETTINGS_OPTION = 'woof_settings';

	/** Its option → our boolean setting. */
	private const SWITCHES = [
		'woof_try_ajax'               => 'ajax',
		'woof_autosubmit'             => 'autosubmit',
		'woof_show_count'             => 'show_counts',
		'woof_hide_dynamic_empty_pos' => 'hide_empty',
	];

	/**
	 * Tells whether the replaced plugin left settings on this site.
	 */
	public function available(): bool {
		return is_array( get_option( self::SETTINGS_OPTION, false ) );
	}

	/**
	 * Our settings that the replaced plugin's settings give, only for the fields it has.
	 *
	 * @return array<string, mixed> Empty when it left no settings.
	 */
	public function mapped(): array {
		if ( ! $this->available() ) {
			return [];
		}
		$mapped = [];
		foreach ( self::SWITCHES as $option => $ours ) {
			$value = get_option( $option, null );
			if ( is_scalar( $value ) ) {
				$mapped[ $ours ] = 1 === (int) $value;
			}
		}
		$woof = get_option( self::SETTINGS_OPTION, [] );
		if ( is_array( $woof ) && isset( $woof['overlay_skin'] ) && is_string( $woof['overlay_skin'] ) ) {
			$mapped['overlay'] = 'default' !== $woof['overlay_skin'];
		}
		$facets = WoofFilters::map( $woof )['facets'];
		if ( $facets ) {
			$mapped['default_filters'] = [
				'facets'     => $facets,
				'more_limit' => Settings::get()['default_filters']['more_limit'],
			];
		}
		return $mapped;
	}

	/**
	 * What of WOOF's filters an import takes over, and what it leaves and why.
	 *
	 * @return array{mapped: list<array{woof: string, woof_type: string, facet: string, type: string}>, skipped: list<array{woof: string, reason: string}>}
	 */
	public function report(): array {
		if ( ! $this->available() ) {
			return [
				'mapped'  => [],
				'skipped' => [],
			];
		}
		$map = WoofFilters::map( get_option( self::SETTINGS_OPTION, [] ) );
		if ( ! $map['facets'] ) {
			$map['skipped'][] = [
				'woof'   => 'tax',
				'reason' => __( 'HUSKY (WOOF) shows no filters: the default filters stay as they are.', 'shop-filter' ),
			];
		}
		return [
			'mapped'  => $map['mapped'],
			'skipped' => $map['skipped'],
		];
	}
}
