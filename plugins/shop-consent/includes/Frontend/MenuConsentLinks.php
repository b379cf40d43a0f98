<?php
/**
 * Marks the admin's menu links that accept all cookies.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Kit\Service;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * A click on a link to an accept hash accepts everything only when the link carries `data-shop-consent-link`
 * (src/frontend/hash-links.ts): anyone who may write a post or a comment can write such a link, and a visitor who
 * clicks it would not know it decides for them. The admin's menus are the admin's: their links to an accept hash get
 * the attribute, as a classic menu (`nav_menu_link_attributes`) or a Navigation block's link draws them. A navigation
 * link written into a post is content and stays unmarked (drawn while `the_content` runs).
 */
final class MenuConsentLinks implements Service {

	/** The attribute the storefront core looks for. */
	public const ATTRIBUTE = 'data-shop-consent-link';

	/** The accept hashes, ours and the replaced plugin's (the `accept` rows of hash-links.ts' HASH_ACTIONS). */
	public const ACCEPT_HASHES = [ 'shop-consent-accept', 'gdpr-accept-cookies' ];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'nav_menu_link_attributes', [ $this, 'mark_menu_item' ] );
		add_filter( 'render_block_core/navigation-link', [ $this, 'mark_block' ] );
		add_filter( 'render_block_core/navigation-submenu', [ $this, 'mark_block' ] );
	}

	/**
	 * Marks a classic menu item's link.
	 *
	 * @param array<string, mixed> $atts The link's attributes.
	 * @return array<string, mixed>
	 */
	public function mark_menu_item( $atts ) {
		if ( is_array( $atts ) && is_string( $atts['href'] ?? null ) && self::accepts( $atts['href'] ) ) {
			$atts[ self::ATTRIBUTE ] = 'accept';
		}
		return $atts;
	}

	/**
	 * Marks a Navigation block's link.
	 *
	 * @param string $html The block's markup.
	 * @return string
	 */
	public function mark_block( $html ) {
		if ( ! is_string( $html ) || doing_filter( 'the_content' ) ) {
			return $html;
		}
		$tags = new WP_HTML_Tag_Processor( $html );
		// The block's own link is its first; a submenu's items are blocks of their own, marked when they render.
		if ( $tags->next_tag( 'a' ) && self::accepts( (string) $tags->get_attribute( 'href' ) ) ) {
			$tags->set_attribute( self::ATTRIBUTE, 'accept' );
			return $tags->get_updated_html();
		}
		return $html;
	}

	/**
	 * Whether a URL ends in an accept hash.
	 *
	 * @param string $url The link's address.
	 */
	private static function accepts( string $url ): bool {
		$hash = strrchr( $url, '#' );
		return false !== $hash && in_array( substr( $hash, 1 ), self::ACCEPT_HASHES, true );
	}
}
