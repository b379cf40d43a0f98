<?php
/**
 * Each network's share address.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * The share addresses that work without JavaScript: each network's documented share (intent) URL, with the page's
 * address and title percent-encoded (RFC 3986, rawurlencode: a space is %20, which mailto: needs too).
 * WeChat, copy link and native sharing have none: the storefront core does them (Renderer prints them hidden).
 * The templates are the catalogue's `share_url` ({url}, {title}, {text}: title and URL, {image}; replaced encoded).
 * Mastodon's is mastodonshare.com, which asks the visitor for their server when the core cannot ask in the page.
 */
final class ShareLinks {

	/**
	 * The share address of a network, or null when it has none (it needs the storefront core).
	 *
	 * @param string     $network Network key.
	 * @param SharedPage $page    What is shared.
	 */
	public static function url( string $network, SharedPage $page ): ?string {
		$template = self::template( $network );
		if ( null === $template ) {
			return null;
		}
		$text     = '' === $page->title ? $page->url : $page->title . ' ' . $page->url;
		$template = '' === $page->image ? str_replace( '&media={image}', '', $template ) : $template;
		return strtr(
			$template,
			[
				'{url}'   => rawurlencode( $page->url ),
				'{title}' => rawurlencode( $page->title ),
				'{text}'  => rawurlencode( $text ),
				'{image}' => rawurlencode( $page->image ),
			]
		);
	}

	/**
	 * Whether a network is shared through a link (else through a button of the storefront core).
	 *
	 * @param string $network Network key.
	 */
	public static function is_link( string $network ): bool {
		return null !== self::template( $network );
	}

	/**
	 * A share network's address template, or null.
	 *
	 * @param string $network Network key.
	 */
	private static function template( string $network ): ?string {
		$row = Networks::get( $network );
		return null !== $row && $row->is( 'share' ) ? $row->share_url : null;
	}
}
