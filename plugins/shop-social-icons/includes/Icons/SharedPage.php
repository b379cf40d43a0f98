<?php
/**
 * What a share icon shares: a page's address, title and image.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The values are plain text (entities decoded, tags stripped): ShareLinks encodes them for a URL, and the HTML
 * escaping happens once, where the links are printed.
 */
final class SharedPage {

	/**
	 * Constructor.
	 *
	 * @param string $url   Absolute address of the page.
	 * @param string $title Its title, as plain text.
	 * @param string $image Absolute address of its image, or ''.
	 */
	public function __construct(
		public readonly string $url,
		public readonly string $title,
		public readonly string $image = ''
	) {}

	/**
	 * The post being shown (in the loop, or the singular page's own), else the site's front page.
	 */
	public static function current(): self {
		$post = get_post();
		if ( ! $post instanceof WP_Post && is_singular() ) {
			$post = get_queried_object();
		}
		return $post instanceof WP_Post ? self::of_post( $post ) : self::front();
	}

	/**
	 * The page being viewed as a whole: the singular post, else the front page (an archive's loop is not the page).
	 */
	public static function viewed(): self {
		$post = is_singular() ? get_queried_object() : null;
		return $post instanceof WP_Post ? self::of_post( $post ) : self::front();
	}

	/**
	 * The site's front page and name.
	 */
	public static function front(): self {
		return new self( home_url( '/' ), self::plain( get_bloginfo( 'name' ) ) );
	}

	/**
	 * A post's permalink, title and featured image.
	 *
	 * @param WP_Post $post The post.
	 */
	public static function of_post( WP_Post $post ): self {
		return new self(
			(string) get_permalink( $post ),
			self::plain( get_the_title( $post ) ),
			(string) get_the_post_thumbnail_url( $post, 'large' )
		);
	}

	/**
	 * Text as a reader sees it: the_title's filters write `&amp;` and curly quotes as entities (wptexturize).
	 *
	 * @param string $html A title as WordPress filters it.
	 */
	private static function plain( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}
