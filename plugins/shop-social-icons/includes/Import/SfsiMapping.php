<?php
/**
 * Turns Ultimate Social Media Icons' settings into this plugin's.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Import;

use ShopSocialIcons\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Maps what has an equivalent: the displayed icons (`sfsi_<net>_display` = yes, in `sfsi_<net>Icon_order` order)
 * become share icons where we can share on that network and follow icons where a profile address is set; RSS
 * becomes the RSS follow icon; the icon size; a shape from the icon theme (cubes square, flat rounded, the rest
 * round); the mouse-over effect as the tooltip effect; the floating widget (on, position, sticky). Everything else
 * (counts, custom images, texts, the popup) has no equivalent or its own screen.
 */
final class SfsiMapping {

	/** Their network key => our share network. */
	private const SHARE = [
		'facebook'  => 'facebook',
		'twitter'   => 'x',
		'linkedin'  => 'linkedin',
		'pinterest' => 'pinterest',
		'whatsapp'  => 'whatsapp',
		'telegram'  => 'telegram',
		'reddit'    => 'reddit',
		'email'     => 'email',
		'wechat'    => 'wechat',
		'mastodon'  => 'mastodon',
	];

	/** Their network key => [ our follow network, the section 2 key of its profile address ]. */
	private const PROFILES = [
		'facebook'  => [ 'facebook', 'sfsi_facebookPage_url' ],
		'twitter'   => [ 'x', 'sfsi_twitter_pageURL' ],
		'instagram' => [ 'instagram', 'sfsi_instagram_pageUrl' ],
		'linkedin'  => [ 'linkedin', 'sfsi_linkedin_pageURL' ],
		'youtube'   => [ 'youtube', 'sfsi_youtube_pageUrl' ],
		'pinterest' => [ 'pinterest', 'sfsi_pinterest_pageUrl' ],
		'tiktok'    => [ 'tiktok', 'sfsi_tiktok_pageURL' ],
		'telegram'  => [ 'telegram', 'sfsi_telegram_pageURL' ],
		'mastodon'  => [ 'mastodon', 'sfsi_mastodon_pageURL' ],
	];

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
		foreach ( self::displayed( $icons, $layout ) as $network ) {
			if ( isset( self::SHARE[ $network ] ) ) {
				$share[] = self::SHARE[ $network ];
			}
			if ( 'rss' === $network ) {
				$follow[] = 'rss';
			}
			if ( isset( self::PROFILES[ $network ] ) ) {
				[ $ours, $key ] = self::PROFILES[ $network ];
				$url            = trim( (string) ( $links[ $key ] ?? '' ) );
				if ( 1 === preg_match( '#' . SettingsSchema::URL_PATTERN . '#', $url ) ) {
					$follow[]         = $ours;
					$profile[ $ours ] = $url;
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
}
