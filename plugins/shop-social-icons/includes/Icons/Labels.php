<?php
/**
 * The words of each icon.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

defined( 'ABSPATH' ) || exit;

/**
 * Network names (brand names, not translated) and each icon's accessible name, which is also its tooltip.
 */
final class Labels {

	private const NAMES = [
		'facebook'  => 'Facebook',
		'x'         => 'X',
		'instagram' => 'Instagram',
		'linkedin'  => 'LinkedIn',
		'youtube'   => 'YouTube',
		'pinterest' => 'Pinterest',
		'tiktok'    => 'TikTok',
		'whatsapp'  => 'WhatsApp',
		'telegram'  => 'Telegram',
		'reddit'    => 'Reddit',
		'wechat'    => 'WeChat',
		'bluesky'   => 'Bluesky',
		'threads'   => 'Threads',
		'mastodon'  => 'Mastodon',
	];

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
		return sprintf( __( 'Share on %s', 'shop-social-icons' ), self::NAMES[ $network ] ?? $network );
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
		return sprintf( __( 'Follow us on %s', 'shop-social-icons' ), self::NAMES[ $network ] ?? $network );
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
		return self::NAMES[ $network ] ?? $network;
	}
}
