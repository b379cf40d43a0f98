<?php
/**
 * "Quick view" and "Add to wishlist" buttons on product cards and the product page.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Appends the buttons to what WooCommerce renders: after each card's add-to-cart button (product template of the
 * catalog and related products) and after the product page's add-to-cart form. The markup is the same for every
 * visitor: whether a product is wished is applied in the browser (`aria-pressed`). A page that shows a button, or the
 * wishlist pattern's list, gets the storefront core; a feature turned off in the theme options renders nothing.
 */
final class ShopButtons implements Service {

	/** Class of the wishlist pattern's group, whose list the core fills. */
	public const WISHLIST_CLASS = 'shop-wishlist';

	/**
	 * @param ShopScripts $scripts Enqueues the core.
	 */
	public function __construct( private ShopScripts $scripts ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/product-button', [ $this, 'card' ], 10, 3 );
		add_filter( 'render_block_woocommerce/add-to-cart-form', [ $this, 'product_page' ], 10, 3 );
		add_filter( 'render_block_core/group', [ $this, 'wishlist_list' ], 10, 2 );
	}

	/**
	 * A card: quick view and wishlist, in one row with WooCommerce's add-to-cart button (wrapped with them, the row
	 * told how many they are).
	 *
	 * @param string               $content  Rendered block.
	 * @param array<string, mixed> $block    Parsed block.
	 * @param WP_Block|null        $instance Block instance, with the card's product in its context.
	 */
	public function card( string $content, array $block, $instance = null ): string {
		$id      = $this->product_id( $instance );
		$buttons = $id ? array_filter( [ $this->quick_view( $id ), $this->wishlist( $id ) ] ) : [];
		if ( ! $buttons ) {
			return $content;
		}
		// The row's columns are counted here (shop-buttons.css): a button painted before the next one is read keeps
		// its place when it arrives.
		return sprintf( '<div class="shop-card-actions" style="--shop-card-icons:%d">%s%s</div>', count( $buttons ), $content, implode( '', $buttons ) );
	}

	/**
	 * The product page: wishlist only (quick view would show the page itself).
	 *
	 * @param string               $content  Rendered block.
	 * @param array<string, mixed> $block    Parsed block.
	 * @param WP_Block|null        $instance Block instance.
	 */
	public function product_page( string $content, array $block, $instance = null ): string {
		$id     = $this->product_id( $instance ) ?: (int) get_the_ID();
		$button = $id ? $this->wishlist( $id ) : '';
		return '' === $button ? $content : $content . '<div class="shop-product-actions">' . $button . '</div>';
	}

	/**
	 * The wishlist pattern's group needs the core that fills it.
	 *
	 * @param string               $content Rendered block.
	 * @param array<string, mixed> $block   Parsed block.
	 */
	public function wishlist_list( string $content, array $block ): string {
		$classes = explode( ' ', (string) ( $block['attrs']['className'] ?? '' ) );
		if ( in_array( self::WISHLIST_CLASS, $classes, true ) && ThemeOptions::on( 'wishlist' ) ) {
			$this->scripts->need_wishlist_page();
		}
		return $content;
	}

	/**
	 * The "Quick view" button, when the option is on.
	 *
	 * @param int $id Product id.
	 */
	public function quick_view( int $id ): string {
		return $this->button( 'quick_view', 'shop-quick-view-button', 'data-shop-quick-view="%d" aria-haspopup="dialog"', $id, __( 'Quick view', 'shop-theme' ) );
	}

	/**
	 * The "Add to wishlist" toggle, when the option is on; the core sets `aria-pressed` and the label per shopper.
	 *
	 * @param int $id Product id.
	 */
	public function wishlist( int $id ): string {
		return $this->button( 'wishlist', 'shop-wishlist-button', 'data-shop-wishlist="%d" aria-pressed="false"', $id, __( 'Add to wishlist', 'shop-theme' ) );
	}

	/**
	 * A button, with its tooltip when tooltips are on; a page that shows one gets the core.
	 *
	 * @param string $option     Key of ThemeOptions that turns it on.
	 * @param string $class_name Class.
	 * @param string $data       Its attributes, `%d` standing for the product id.
	 * @param int    $id         Product id.
	 * @param string $label      Label and tooltip.
	 */
	private function button( string $option, string $class_name, string $data, int $id, string $label ): string {
		if ( ! ThemeOptions::on( $option ) ) {
			return '';
		}
		$this->scripts->need();
		// The tooltip repeats the label: only while the tooltips option is on, as on the add-to-cart buttons.
		$tooltip = ThemeOptions::on( 'tooltips' ) ? sprintf( ' data-shop-tooltip="%s"', esc_attr( $label ) ) : '';
		return sprintf(
			'<button type="button" class="%1$s" %2$s%3$s>%4$s</button>',
			esc_attr( $class_name ),
			sprintf( $data, $id ),
			$tooltip,
			esc_html( $label )
		);
	}

	/**
	 * The product of a block in a product template or on a product page.
	 *
	 * @param WP_Block|null $instance Block instance.
	 */
	private function product_id( $instance ): int {
		$id = $instance instanceof WP_Block ? (int) ( $instance->context['postId'] ?? 0 ) : 0;
		return $id > 0 && 'product' === get_post_type( $id ) ? $id : 0;
	}
}
