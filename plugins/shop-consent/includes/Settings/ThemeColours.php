<?php
/**
 * The bar's default colours, from the active theme's palette.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A site that never chose colours gets the bar and the modal in its theme's colours (theme.json's palette, with the
 * owner's Global Styles edits): the background and text of the page (`base`/`contrast`), Accept, Reject and
 * Settings alike on the brand colour (`primary`, else `accent`). Every pair is held to WCAG AA (4.5:1): a button text
 * is whichever of background and text reads better on the brand, a brand that neither reads on is not used, and a
 * link falls back to the text colour. A theme without those colours (or a classic theme) keeps the neutral fallback.
 *
 * The palette is read only once WordPress has loaded: the setting is registered on init, before every block is,
 * and an early read of the global settings would be cached without them.
 */
final class ThemeColours {

	/** The colours without a theme palette: white, near-black buttons and text. */
	public const FALLBACK = [
		'background'        => '#ffffff',
		'text'              => '#1e1e1e',
		'button_background' => '#1e1e1e',
		'button_text'       => '#ffffff',
		'link'              => '#1e1e1e',
	];

	/** WCAG 2.2 AA for normal text. */
	private const AA = 4.5;

	/** Palette slugs, in order of preference, per role (WordPress's bundled themes and ours). */
	private const SLUGS = [
		'background' => [ 'base', 'background' ],
		'text'       => [ 'contrast', 'foreground' ],
		'brand'      => [ 'primary', 'accent', 'accent-1', 'secondary' ],
	];

	/**
	 * The default colours.
	 *
	 * @return array{background: string, text: string, button_background: string, button_text: string, link: string}
	 */
	public static function defaults(): array {
		if ( ! did_action( 'wp_loaded' ) ) {
			return self::FALLBACK;
		}
		// Asked for by every read of the settings, several times a page: the contrast arithmetic runs once per palette.
		static $last = null;
		$palette = self::palette();
		if ( null === $last || $last[0] !== $palette ) {
			$last = [ $palette, self::from_palette( $palette ) ];
		}
		return $last[1];
	}

	/**
	 * The colours a palette gives, each pair readable.
	 *
	 * @param array<string, string> $palette Slug => hex colour.
	 * @return array{background: string, text: string, button_background: string, button_text: string, link: string}
	 */
	public static function from_palette( array $palette ): array {
		$background = self::pick( $palette, 'background' ) ?? self::FALLBACK['background'];
		$text       = self::pick( $palette, 'text' ) ?? self::FALLBACK['text'];
		if ( self::contrast( $background, $text ) < self::AA ) {
			[ $background, $text ] = [ self::FALLBACK['background'], self::FALLBACK['text'] ];
		}
		$brand    = self::pick( $palette, 'brand' ) ?? $text;
		$on_brand = self::contrast( $brand, $background ) >= self::contrast( $brand, $text ) ? $background : $text;
		if ( self::contrast( $brand, $on_brand ) < self::AA ) {
			[ $brand, $on_brand ] = [ $text, $background ];
		}
		return [
			'background'        => $background,
			'text'              => $text,
			'button_background' => $brand,
			'button_text'       => $on_brand,
			'link'              => self::contrast( $brand, $background ) >= self::AA ? $brand : $text,
		];
	}

	/**
	 * The contrast ratio of two hex colours (WCAG 2.2, 1 to 21).
	 *
	 * @param string $one A hex colour.
	 * @param string $two Another.
	 */
	public static function contrast( string $one, string $two ): float {
		$a = self::luminance( $one );
		$b = self::luminance( $two );
		return ( max( $a, $b ) + 0.05 ) / ( min( $a, $b ) + 0.05 );
	}

	/**
	 * The active theme's palette (theme origin, with the owner's edits), hex colours only.
	 *
	 * @return array<string, string> Slug => hex colour.
	 */
	private static function palette(): array {
		$entries = function_exists( 'wp_get_global_settings' ) ? wp_get_global_settings( [ 'color', 'palette', 'theme' ] ) : [];
		$palette = [];
		foreach ( is_array( $entries ) ? $entries : [] as $entry ) {
			$slug   = is_array( $entry ) ? ( $entry['slug'] ?? null ) : null;
			$colour = is_array( $entry ) ? ( $entry['color'] ?? null ) : null;
			if ( is_string( $slug ) && is_string( $colour ) && 1 === preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{6})$/i', $colour ) ) {
				$palette[ $slug ] = strtolower( $colour );
			}
		}
		return $palette;
	}

	/**
	 * The first colour of the palette for a role.
	 *
	 * @param array<string, string> $palette Slug => hex colour.
	 * @param string                $role    background, text or brand.
	 */
	private static function pick( array $palette, string $role ): ?string {
		foreach ( self::SLUGS[ $role ] as $slug ) {
			if ( isset( $palette[ $slug ] ) ) {
				return $palette[ $slug ];
			}
		}
		return null;
	}

	/**
	 * Relative luminance of a hex colour (WCAG 2.2).
	 *
	 * @param string $hex `#rgb` or `#rrggbb`.
	 */
	private static function luminance( string $hex ): float {
		$hex = ltrim( $hex, '#' );
		if ( 3 === strlen( $hex ) ) {
			$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
		}
		$channel = static function ( string $pair ): float {
			$value = hexdec( $pair ) / 255;
			return $value <= 0.04045 ? $value / 12.92 : ( ( $value + 0.055 ) / 1.055 ) ** 2.4;
		};
		return 0.2126 * $channel( substr( $hex, 0, 2 ) ) + 0.7152 * $channel( substr( $hex, 2, 2 ) ) + 0.0722 * $channel( substr( $hex, 4, 2 ) );
	}
}
