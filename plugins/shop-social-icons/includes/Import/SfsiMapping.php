<?php
/**
 * Turns Ultimate Social Media Icons' settings into this plugin's.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Import;

use ShopSocialIcons\Networks\Network;
use ShopSocialIcons\Networks\Networks;
use ShopSocialIcons\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Maps what has an equivalent: the displayed icons (`sfsi_<net>_display` = yes, in `sfsi_<net>Icon_order` order)
 * become share icons where we can share on that network and follow icons where a profile address is set; RSS
 * becomes the RSS follow icon; the icon size; a shape from the icon theme (cubes square, flat rounded, the rest
 * round); the mouse-over effect as the tooltip effect; the floating widget (on, position, sticky). Everything else
 * (counts, custom images, texts, the popup) has no equivalent or its own screen. Which of their networks is which
 * of ours, and the option of its profile address, is the catalogue's `sfsi` (Networks\networks.json).
 */
final class SfsiMapping {

	/** Their icon themes whose shape is not round. */
	private const THEME_SHAPES = [
		'cubes' => 'square',
		'flat'  => 'rounded',
	];

	private const EFFECTS = [ 'fade_in', 'scale', 'combo' ];

	private const POSITIONS = [ 'top-left', 'top-right', 'center-top', 'center-left', 'center-right', 'bottom-left', 'bottom-right' ];

	/**
	 * Our settings fields from their sections (only the fields they say something about).
	 *
	 * @param array<int, array<string, mixed>> $sections SfsiOptions::read().
	 * @return array<string, mixed>
	 */
	public static function map( array $sections ): array {
		$icons   = $sections[1] ?? [];
		$links   = $sections[2] ?? [];
		$effects = $sections[3] ?? [];
		$layout  = $sections[5] ?? [];
		// Newer versions moved the floating widget to section 9.
		$floating = isset( ( $sections[9] ?? [] )['sfsi_icons_float'] ) ? $sections[9] : $layout;

		$share   = [];
		$follow  = [];
		$profile = [];
		$ours    = self::by_their_key();
		foreach ( self::displayed( $icons, $layout ) as $theirs ) {
			$network = $ours[ $theirs ] ?? null;
			if ( null === $network ) {
				continue;
			}
			if ( $network->is( 'share' ) ) {
				$share[] = $network->id;
			}
			if ( 'feed' === $network->follow_address ) {
				$follow[] = $network->id;
			}
			if ( null !== $network->sfsi_profile ) {
				$url = trim( (string) ( $links[ $network->sfsi_profile ] ?? '' ) );
				if ( 1 === preg_match( '#' . SettingsSchema::URL_PATTERN . '#', $url ) ) {
					$follow[]                = $network->id;
					$profile[ $network->id ] = $url;
				}
			}
		}

		$mapped = [];
		if ( [] !== $share ) {
			$mapped['share_networks']    = $share;
			$mapped['floating_networks'] = $share;
		}
		if ( [] !== $follow ) {
			$mapped['follow_networks'] = $follow;
		}
		if ( [] !== $profile ) {
			$mapped['profiles'] = $profile;
		}
		if ( is_numeric( $layout['sfsi_icons_size'] ?? null ) ) {
			$mapped['size'] = max( SettingsSchema::MIN_SIZE, min( SettingsSchema::MAX_SIZE, (int) $layout['sfsi_icons_size'] ) );
		}
		if ( isset( $effects['sfsi_actvite_theme'] ) && is_string( $effects['sfsi_actvite_theme'] ) ) {
			$mapped['shape'] = self::THEME_SHAPES[ $effects['sfsi_actvite_theme'] ] ?? 'round';
		}
		if ( in_array( $effects['sfsi_mouseOver_effect'] ?? null, self::EFFECTS, true ) ) {
			$mapped['tooltip_effect'] = $effects['sfsi_mouseOver_effect'];
		}
		if ( isset( $floating['sfsi_icons_float'] ) ) {
			$mapped['floating_enabled'] = 'yes' === $floating['sfsi_icons_float'];
			$mapped['floating_mode']    = 'yes' === ( $floating['sfsi_icons_stick'] ?? $layout['sfsi_icons_stick'] ?? 'no' ) ? 'sticky' : 'follow';
		}
		if ( in_array( $floating['sfsi_icons_floatPosition'] ?? null, self::POSITIONS, true ) ) {
			$mapped['floating_position'] = $floating['sfsi_icons_floatPosition'];
		}
		return $mapped;
	}

	/**
	 * Their displayed networks, in their order (`sfsi_<net>Icon_order`; those without one last, as listed).
	 *
	 * @param array<string, mixed> $icons  Section 1.
	 * @param array<string, mixed> $layout Section 5.
	 * @return list<string>
	 */
	private static function displayed( array $icons, array $layout ): array {
		$networks = [];
		foreach ( $icons as $key => $shown ) {
			if ( 'yes' === $shown && 1 === preg_match( '/^sfsi_([a-z]+)_display$/', (string) $key, $match ) ) {
				$networks[] = $match[1];
			}
		}
		$position = static fn ( string $network, int $index ): int => is_numeric( $layout[ 'sfsi_' . $network . 'Icon_order' ] ?? null )
			? (int) $layout[ 'sfsi_' . $network . 'Icon_order' ] * 1000 + $index
			: PHP_INT_MAX - 1000 + $index;
		$order    = [];
		foreach ( $networks as $index => $network ) {
			$order[ $network ] = $position( $network, $index );
		}
		asort( $order );
		return array_keys( $order );
	}

	/**
	 * Our networks that they have, by their key.
	 *
	 * @return array<string, Network>
	 */
	private static function by_their_key(): array {
		$ours = [];
		foreach ( Networks::all() as $network ) {
			if ( null !== $network->sfsi ) {
				$ours[ $network->sfsi ] = $network;
			}
		}
		return $ours;
	}
}
