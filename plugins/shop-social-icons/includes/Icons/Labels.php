<?php
/**
 * The words of each icon.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * Each icon's accessible name, which is also its tooltip, and the networks' names. Brand names come from the
 * catalogue (Networks\networks.json) and are not translated; the networks named by a word (email, copy link, the
 * device's share menu, RSS, newsletter) are translated here, as gettext needs the words written in PHP. The
 * catalogue's label of those is their English, which the tests compare with these.
 */
final class Labels {

	/**
	 * "Share on Facebook", "Share by email", "Copy link"...
	 *
	 * @param string $network Share network key.
	 */
	public static function share( string $network ): string {
		switch ( $network ) {
			case 'email':
				return __( 'Share by email', 'shop-social-icons' );
			case 'copy':
				return __( 'Copy link', 'shop-social-icons' );
			case 'native':
				return __( 'More ways to share', 'shop-social-icons' );
		}
		/* translators: %s: a social network's name, such as Facebook. */
		return sprintf( __( 'Share on %s', 'shop-social-icons' ), self::brand( $network ) );
	}

	/**
	 * "Follow us on Instagram", "RSS feed", "Subscribe to our newsletter".
	 *
	 * @param string $network Follow network key.
	 */
	public static function follow( string $network ): string {
		switch ( $network ) {
			case 'rss':
				return __( 'RSS feed', 'shop-social-icons' );
			case 'newsletter':
				return __( 'Subscribe to our newsletter', 'shop-social-icons' );
		}
		/* translators: %s: a social network's name, such as Instagram. */
		return sprintf( __( 'Follow us on %s', 'shop-social-icons' ), self::brand( $network ) );
	}

	/**
	 * The list's own name, read before its icons.
	 *
	 * @param string $kind share or follow.
	 */
	public static function list( string $kind ): string {
		return 'follow' === $kind ? __( 'Follow us', 'shop-social-icons' ) : __( 'Share this page', 'shop-social-icons' );
	}

	/**
	 * The network's own name, as the settings screen lists it: "Facebook", "Email", "RSS feed".
	 *
	 * @param string $network Share or follow network key.
	 */
	public static function name( string $network ): string {
		switch ( $network ) {
			case 'email':
				return __( 'Email', 'shop-social-icons' );
			case 'copy':
				return __( 'Copy link', 'shop-social-icons' );
			case 'native':
				return __( "The device's share menu", 'shop-social-icons' );
			case 'rss':
				return __( 'RSS feed', 'shop-social-icons' );
			case 'newsletter':
				return __( 'Newsletter', 'shop-social-icons' );
		}
		return self::brand( $network );
	}

	/**
	 * A network's brand name from the catalogue (the key for an unknown one).
	 *
	 * @param string $network Network key.
	 */
	private static function brand( string $network ): string {
		return Networks::get( $network )?->label ?? $network;
	}
}
