<?php
/**
 * The front page's newsletter band, drawn only with a form in it.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Front;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * "Be the first to know" invites a visitor to sign up, so it is drawn only when its slot rendered a form: Shop Social
 * Icons' newsletter block (patterns/front-newsletter.php puts it there when the plugin is active) or any form block
 * the owner put in its place. Without one (no newsletter plugin, or the plugin deactivated after the template was
 * edited), the band is left out rather than promising a sign-up the page does not offer.
 */
final class NewsletterBand implements Service {

	public const CLASS_NAME = 'shop-theme-newsletter';

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_filter( 'render_block_core/group', [ $this, 'drop_without_form' ], 10, 2 );
	}

	/**
	 * The band as rendered, or '' when it holds no form.
	 *
	 * @param string|mixed         $content The group's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function drop_without_form( $content, array $block ) {
		$classes = $block['attrs']['className'] ?? '';
		if ( ! is_string( $classes ) || ! in_array( self::CLASS_NAME, explode( ' ', $classes ), true ) ) {
			return $content;
		}
		return is_string( $content ) && false !== stripos( $content, '<form' ) ? $content : '';
	}
}
