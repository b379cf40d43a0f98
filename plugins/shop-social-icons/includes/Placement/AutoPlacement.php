<?php
/**
 * Share icons before or after single posts, by themselves.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Placement;

use ShopSocialIcons\Icons\Renderer;
use ShopSocialIcons\Kit\Service;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * When `auto_placement` says so, the share icons go before and/or after the content of the single post the page
 * shows: its main query, in the loop, the queried post itself. Excerpts, feeds, widgets, secondary loops and
 * other posts' content that runs the_content are left alone. Products are ProductPlacement's: their content is the
 * description tab, not where a shopper looks for share icons.
 */
final class AutoPlacement implements Service {

	/**
	 * Constructor.
	 *
	 * @param Renderer $renderer Renders the icons.
	 */
	public function __construct( private Renderer $renderer ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After do_blocks (9), wpautop (10) and do_shortcode (11): the list is not wrapped in paragraphs.
		add_filter( 'the_content', [ $this, 'filter_content' ], 20 );
	}

	/**
	 * Adds the icons around the content where the settings place them.
	 *
	 * @param string $content The post's content.
	 */
	public function filter_content( $content ): string {
		$content  = (string) $content;
		$settings = Settings::get();
		if ( 'none' === $settings['auto_placement'] || ! $this->is_the_single_post( $settings['auto_post_types'] ) ) {
			return $content;
		}
		$icons = $this->renderer->render( 'share' );
		if ( '' === $icons ) {
			return $content;
		}
		$before = in_array( $settings['auto_placement'], [ 'before', 'both' ], true ) ? $icons : '';
		$after  = in_array( $settings['auto_placement'], [ 'after', 'both' ], true ) ? $icons : '';
		return $before . $content . $after;
	}

	/**
	 * Whether the_content is running for the post a singular page's main query shows.
	 *
	 * @param list<string> $post_types Post types that get the icons.
	 */
	private function is_the_single_post( array $post_types ): bool {
		$post_types = array_values( array_diff( $post_types, [ ProductPlacement::POST_TYPE ] ) );
		return [] !== $post_types
			&& is_singular( $post_types )
			&& in_the_loop()
			&& is_main_query()
			&& ! is_feed()
			&& ! doing_filter( 'get_the_excerpt' )
			&& get_the_ID() === get_queried_object_id();
	}
}
