<?php
/**
 * Share icons on the single product page, under Add to cart.
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
 * When `auto_placement` is on and `auto_post_types` has products, the share icons go under the product's purchase
 * form, where a shopper looks for them. A product's content is its description, which WooCommerce shows in a tab
 * below the fold, so AutoPlacement leaves products to this service.
 *
 * Block themes: after the Add to cart form block (`woocommerce/add-to-cart-form`, or the newer
 * `woocommerce/add-to-cart-with-options`), which every single-product template has, edited or not. Classic themes:
 * WooCommerce's own `woocommerce_share` action at the end of the summary. Only the page's own product gets them
 * (not a Single Product block on another page), once.
 */
final class ProductPlacement implements Service {

	public const POST_TYPE = 'product';

	/** The purchase form blocks the icons follow. */
	private const FORM_BLOCKS = [ 'woocommerce/add-to-cart-form', 'woocommerce/add-to-cart-with-options' ];

	/**
	 * The product whose icons were printed (a template may hold its form twice; 0: none yet).
	 *
	 * @var int
	 */
	private int $printed_for = 0;

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
		foreach ( self::FORM_BLOCKS as $block ) {
			// Late: what a theme adds to the form itself (a wishlist button) stays next to it, the icons come last.
			add_filter( 'render_block_' . $block, [ $this, 'after_form_block' ], 20 );
		}
		add_action( 'woocommerce_share', [ $this, 'print_in_summary' ] );
	}

	/**
	 * Whether the settings put share icons on products.
	 */
	public static function enabled(): bool {
		$settings = Settings::get();
		return 'none' !== $settings['auto_placement'] && in_array( self::POST_TYPE, $settings['auto_post_types'], true );
	}

	/**
	 * The purchase form block, followed by the icons.
	 *
	 * @param string $content The block's HTML.
	 */
	public function after_form_block( $content ): string {
		return (string) $content . $this->icons();
	}

	/**
	 * Prints the icons in a classic theme's product summary.
	 */
	public function print_in_summary(): void {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Renderer escapes every part.
		echo $this->icons();
	}

	/**
	 * The icons, when this is the product page's own product and they were not printed yet; else ''.
	 */
	private function icons(): string {
		$product = get_queried_object_id();
		if ( $this->printed_for === $product || ! self::enabled() || ! is_singular( self::POST_TYPE ) || get_the_ID() !== $product ) {
			return '';
		}
		$this->printed_for = $product;
		return $this->renderer->render( 'share' );
	}
}
