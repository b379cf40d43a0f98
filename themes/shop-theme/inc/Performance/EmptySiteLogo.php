<?php
/**
 * The header's site logo block on a site without a logo.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The header carries a site logo block for the sites that set a logo; on a site without one it renders nothing, but
 * rendering it still ran the filters of every block: WordPress's duotone support (`WP_Duotone::render_duotone_support`)
 * builds the merged `theme.json` data to learn which blocks have a duotone filter, about 2.7 ms of CPU on a page where
 * no other block supports duotone (the cart, the checkout: issue 27 holds each to bare WooCommerce's server time).
 * Without a logo the block is answered with what it would render, nothing, before any of that runs.
 */
final class EmptySiteLogo implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'pre_render_block', [ $this, 'skip' ], 10, 2 );
	}

	/**
	 * '' for a site logo block on a site without a logo; what it was given otherwise.
	 *
	 * @param string|null          $pre   What another filter answered (null: the block renders).
	 * @param array<string, mixed> $block The parsed block.
	 * @return string|null
	 */
	public function skip( $pre, $block ) {
		if ( null !== $pre || 'core/site-logo' !== ( $block['blockName'] ?? null ) || has_custom_logo() ) {
			return $pre;
		}
		return '';
	}
}
