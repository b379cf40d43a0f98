<?php
/**
 * Each network's share address.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

defined( 'ABSPATH' ) || exit;

/**
 * The share addresses that work without JavaScript: each network's documented share (intent) URL, with the page's
 * address and title percent-encoded (RFC 3986, rawurlencode: a space is %20, which mailto: needs too).
 * WeChat, copy link and native sharing have none: the storefront core does them (Renderer prints them hidden).
 */
final class ShareLinks {

	/**
	 * Network => address template; {url}, {title}, {text} (title and URL), {image} are replaced encoded.
	 * Mastodon: the spec names no instance picker, so mastodonshare.com asks the visitor for theirs (the core that
	 * asks in the page comes later).
	 */
	private const TEMPLATES = [
		'facebook'  => 'https://www.facebook.com/sharer/sharer.php?u={url}',
		'x'         => 'https://x.com/intent/post?text={title}&url={url}',
		'linkedin'  => 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
		'pinterest' => 'https://www.pinterest.com/pin/create/button/?url={url}&media={image}&description={title}',
		'whatsapp'  => 'https://api.whatsapp.com/send?text={text}',
		'telegram'  => 'https://t.me/share/url?url={url}&text={title}',
		'reddit'    => 'https://www.reddit.com/submit?url={url}&title={title}',
		'email'     => 'mailto:?subject={title}&body={url}',
		'bluesky'   => 'https://bsky.app/intent/compose?text={text}',
		'threads'   => 'https://www.threads.net/intent/post?text={text}',
		'mastodon'  => 'https://mastodonshare.com/?text={title}&url={url}',
	];

	/**
	 * The share address of a network, or null when it has none (it needs the storefront core).
	 *
	 * @param string     $network Network key.
	 * @param SharedPage $page    What is shared.
	 */
	public static function url( string $network, SharedPage $page ): ?string {
		if ( ! isset( self::TEMPLATES[ $network ] ) ) {
			return null;
		}
		$text     = '' === $page->title ? $page->url : $page->title . ' ' . $page->url;
		$template = '' === $page->image ? str_replace( '&media={image}', '', self::TEMPLATES[ $network ] ) : self::TEMPLATES[ $network ];
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
		return isset( self::TEMPLATES[ $network ] );
	}
}
