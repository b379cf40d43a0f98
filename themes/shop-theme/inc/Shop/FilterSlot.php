<?php
/**
 * Lets a filter plugin take the shop's filter slot.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The filter slot (patterns/filter-slot.php, in the shop sidebar) and the phone filter overlay
 * (parts/filter-overlay.html) ask `shop_theme_filter_slot` for their content: a plugin returning markup (the
 * shop-filter plugin returns its form, which has its own phone toggle) replaces the slot's category list and the
 * overlay's disclosure; with no answer (null), the theme's own markup stays, so the theme works without the plugin.
 */
final class FilterSlot implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_core/group', [ $this, 'slot' ], 10, 2 );
		add_filter( 'render_block_core/details', [ $this, 'overlay' ], 10, 2 );
	}

	/**
	 * The sidebar's slot.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function slot( $content, array $block ) {
		$filled = self::has_class( $block, 'shop-theme-filter-slot' ) ? apply_filters( 'shop_theme_filter_slot', null, 'sidebar' ) : null;
		return is_string( $filled ) ? '<div class="wp-block-group shop-theme-filter-slot">' . $filled . '</div>' : $content;
	}

	/**
	 * The phone overlay.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function overlay( $content, array $block ) {
		$filled = self::has_class( $block, 'shop-theme-filter-overlay' ) ? apply_filters( 'shop_theme_filter_slot', null, 'overlay' ) : null;
		return is_string( $filled ) ? '<div class="shop-theme-filter-overlay-slot">' . $filled . '</div>' : $content;
	}

	/**
	 * Whether a block carries a class.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 * @param string               $name  Class.
	 */
	private static function has_class( array $block, string $name ): bool {
		$classes = $block['attrs']['className'] ?? '';
		return is_string( $classes ) && in_array( $name, explode( ' ', $classes ), true );
	}
}
