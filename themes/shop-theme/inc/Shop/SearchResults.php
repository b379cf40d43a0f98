<?php
/**
 * The site search's results: products as the shop's cards, posts and pages as the blog's list.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;
use WP_Block;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * The search template (`patterns/search-results.php`) draws the matching products with the shop's product card, in a
 * product collection of their own, and the posts and pages with the blog's post list, from the main query. So the
 * main query of a search that names no post type leaves products out (the collection shows them), the collection is
 * given the search words, and it is not drawn when no product matches. The "nothing found" group, printed by the
 * pattern when the main query found nothing, is dropped when the collection drew products. A search naming
 * `post_type=product` is WooCommerce's product search (the shop's own template) and is left alone.
 */
final class SearchResults implements Service {

	/** Class of the search template's product collection. */
	public const PRODUCTS_CLASS = 'shop-theme-search-products';

	/** Class of the group saying nothing was found. */
	public const NOTHING_CLASS = 'shop-theme-search-nothing';

	/** Class of every product grid drawn with the theme's card (`patterns/product-card.php`). */
	private const GRID_CLASS = 'shop-theme-product-grid';

	/** Whether this page's search collection drew products: set as it renders, read by the group after it. */
	private bool $products_drawn = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'pre_get_posts', [ $this, 'posts_only' ] );
		add_filter( 'render_block_context', [ $this, 'search_words' ], 10, 3 );
		add_filter( 'render_block_woocommerce/product-collection', [ $this, 'products' ], 10, 2 );
		add_filter( 'render_block_core/group', [ $this, 'nothing' ], 10, 2 );
	}

	/**
	 * The main query of a site search keeps the searchable types but products.
	 *
	 * @param WP_Query $query A query about to run.
	 */
	public function posts_only( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() || ! post_type_exists( 'product' ) || ! empty( $query->get( 'post_type' ) ) ) {
			return;
		}
		$types = get_post_types( [ 'exclude_from_search' => false ] );
		unset( $types['product'] );
		$query->set( 'post_type', array_values( $types ) );
	}

	/**
	 * The search words, into the query the search collection hands its blocks (the product template and its
	 * pagination read it from their context, made from the collection's attributes before any filter of those).
	 *
	 * @param array<string, mixed>|mixed $context Context of a block about to render.
	 * @param array<string, mixed>       $block   That block, parsed.
	 * @param WP_Block|null             $parent The block it stands in.
	 * @return array<string, mixed>|mixed
	 */
	public function search_words( $context, array $block, $parent = null ) {
		if ( is_array( $context ) && is_array( $context['query'] ?? null ) && $parent instanceof WP_Block && is_search() && self::is_search_collection( $parent->parsed_block ) ) {
			$context['query']['search'] = get_search_query( false );
		}
		return $context;
	}

	/**
	 * The search collection, or nothing when no product matched.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function products( $content, array $block ) {
		if ( ! self::is_search_collection( $block ) ) {
			return $content;
		}
		$this->products_drawn = is_string( $content ) && str_contains( $content, self::GRID_CLASS );
		return $this->products_drawn ? $content : '';
	}

	/**
	 * The "nothing found" group, unless products were drawn above it.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function nothing( $content, array $block ) {
		return $this->products_drawn && self::has_class( $block, self::NOTHING_CLASS ) ? '' : $content;
	}

	/**
	 * Whether a block is the search template's product collection.
	 *
	 * @param array<string, mixed> $block A parsed block.
	 */
	private static function is_search_collection( array $block ): bool {
		return 'woocommerce/product-collection' === ( $block['blockName'] ?? '' ) && self::has_class( $block, self::PRODUCTS_CLASS );
	}

	/**
	 * Whether a block carries a class.
	 *
	 * @param array<string, mixed> $block A parsed block.
	 * @param string               $name  Class.
	 */
	private static function has_class( array $block, string $name ): bool {
		return in_array( $name, explode( ' ', (string) ( $block['attrs']['className'] ?? '' ) ), true );
	}
}
