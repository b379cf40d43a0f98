<?php
/**
 * The theme's stylesheets and where each is printed.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Styles;

defined( 'ABSPATH' ) || exit;

/**
 * One table of the stylesheets built from `src/styles/` into `build/styles/`; `StyleLoader` and the editor read it.
 * Three ways onto a page, so that each page carries in its HTML only what its first paint needs:
 * - `FIRST_PAINT`, inline in the head of every storefront page (header, side bar, lists, footer, base);
 * - `BY_BLOCK` and `BY_CLASS`, a block's or a pattern's own design, printed where that block is drawn (inline, through
 *   WordPress's inliner, so no render-blocking request);
 * - `AFTER_PAINT`, a file linked at the end of the body and cached across pages, for what no first paint shows.
 */
final class StyleSheets {

	/** Handle prefix; the handle of `build/styles/blocks/product-card.css` is `shop-theme-product-card`. */
	public const PREFIX = 'shop-theme-';

	/** Inline in every storefront page's head. */
	public const FIRST_PAINT = 'first-paint';

	/** Linked at the end of every storefront page's body. */
	public const AFTER_PAINT = 'after-paint';

	/** Inline where the pre-loader is on (`ShopTheme\Behaviours\Preloader`). */
	public const PRELOADER = 'preloader';

	/**
	 * Stylesheets of `build/styles/blocks/`, each with the blocks that draw what it styles.
	 *
	 * @var array<string, list<string>>
	 */
	public const BY_BLOCK = [
		'product-card'         => [ 'woocommerce/product-template' ],
		'product-grid'         => [ 'woocommerce/product-new', 'woocommerce/product-best-sellers', 'woocommerce/product-on-sale', 'woocommerce/product-top-rated', 'woocommerce/product-category', 'woocommerce/product-tag', 'woocommerce/products-by-attribute', 'woocommerce/handpicked-products' ],
		'shop-buttons'         => [ 'woocommerce/product-button', 'woocommerce/add-to-cart-form' ],
		'price-and-sale-badge' => [ 'woocommerce/product-price', 'woocommerce/product-sale-badge', 'woocommerce/product-image-gallery' ],
		'product-gallery'      => [ 'woocommerce/product-image-gallery' ],
		'product-summary'      => [ 'woocommerce/add-to-cart-form', 'woocommerce/product-meta' ],
		'product-details'      => [ 'woocommerce/product-details' ],
		'comment-form'         => [ 'core/comments', 'woocommerce/product-details' ],
		'breadcrumbs'          => [ 'woocommerce/breadcrumbs' ],
		'catalog-sorting'      => [ 'woocommerce/catalog-sorting' ],
		'pagination'           => [ 'core/query-pagination' ],
		'cart-checkout'        => [ 'woocommerce/cart', 'woocommerce/checkout' ],
		'classic-cart'         => [ 'core/shortcode', 'woocommerce/classic-shortcode' ],
		'coming-soon'          => [ 'woocommerce/coming-soon' ],
		'posts'                => [ 'core/post-template', 'core/post-featured-image' ],
	];

	/**
	 * Stylesheets of `build/styles/blocks/` for the theme's patterns, each with the classes of the blocks they style.
	 *
	 * @var array<string, list<string>>
	 */
	public const BY_CLASS = [
		'shop-sidebar'   => [ 'shop-theme-with-sidebar', 'shop-theme-filter-overlay' ],
		'front-page'     => [ 'shop-theme-hero', 'shop-theme-newsletter' ],
		'category-tiles' => [ 'shop-theme-category-tiles' ],
		'shop-buttons'   => [ 'shop-wishlist' ],
	];

	/**
	 * The built file of a stylesheet, relative to the theme.
	 *
	 * @param string $name A name of this table.
	 */
	public static function file( string $name ): string {
		return 'build/' . self::entry( $name ) . '.css';
	}

	/**
	 * The stylesheet's entry of the build (webpack.config.js), which names its file and its asset file.
	 *
	 * @param string $name A name of this table.
	 */
	public static function entry( string $name ): string {
		$folder = isset( self::BY_BLOCK[ $name ] ) || isset( self::BY_CLASS[ $name ] ) ? 'blocks/' : '';
		return 'styles/' . $folder . $name;
	}

	/**
	 * The stylesheets a block needs: by its name, and by the classes of the theme's patterns it carries.
	 *
	 * @param string       $block_name The block's name.
	 * @param string|mixed $classes    Its `className` attribute.
	 * @return list<string>
	 */
	public static function for_block( string $block_name, $classes ): array {
		$names = self::by_block_name()[ $block_name ] ?? [];
		if ( is_string( $classes ) && '' !== $classes ) {
			$carried = explode( ' ', $classes );
			foreach ( self::BY_CLASS as $name => $wanted ) {
				if ( array_intersect( $wanted, $carried ) ) {
					$names[] = $name;
				}
			}
		}
		return $names;
	}

	/**
	 * BY_BLOCK turned round: block name => names of stylesheets.
	 *
	 * @return array<string, list<string>>
	 */
	private static function by_block_name(): array {
		static $map = null;
		if ( null === $map ) {
			$map = [];
			foreach ( self::BY_BLOCK as $name => $blocks ) {
				foreach ( $blocks as $block ) {
					$map[ $block ][] = $name;
				}
			}
		}
		return $map;
	}

	/**
	 * Every stylesheet's name.
	 *
	 * @return list<string>
	 */
	public static function names(): array {
		return array_values( array_unique( array_merge( [ self::FIRST_PAINT, self::AFTER_PAINT, self::PRELOADER ], array_keys( self::BY_BLOCK ), array_keys( self::BY_CLASS ) ) ) );
	}
}
