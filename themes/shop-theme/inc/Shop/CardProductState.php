<?php
/**
 * What a product card puts in the page's Interactivity API state.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's product template (`woocommerce/product-template`, every grid of the theme) puts each product it draws
 * into the `woocommerce/products` store as the whole Store API product, which it computes by hydrating a Store API
 * request per product: every image with its srcsets, every variation, prices, stock, categories; on the front page's
 * four new arrivals 26 queries and most of the grid's server time, and 2 to 5 kB of JSON a product printed in the page.
 * WooCommerce's scripts read only a card's `id` and `type` there (the product button adds to the cart with
 * `productInContext.id` and `.type`; the collection's `viewProduct` reads the id); the card itself is server HTML.
 * While a product template renders, the Store API product requests WooCommerce hydrates are answered here, through its
 * `woocommerce_hydration_dispatch_request` filter (the documented way to answer a hydrated request), with the card's
 * entry: the product's identity and type, read from the product the card's blocks already loaded. Nothing changes
 * outside a grid.
 */
final class CardProductState implements Service {

	/** How deep the page is in product templates (a grid in a grid is still a grid). */
	private int $depth = 0;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_data', [ $this, 'enter' ] );
		add_filter( 'render_block_woocommerce/product-template', [ $this, 'leave' ] );
		add_filter( 'woocommerce_hydration_dispatch_request', [ $this, 'answer' ], 10, 2 );
	}

	/**
	 * Notes that a product template starts rendering.
	 *
	 * @param array<string, mixed>|mixed $block The parsed block.
	 * @return array<string, mixed>|mixed The same block.
	 */
	public function enter( $block ) {
		if ( is_array( $block ) && 'woocommerce/product-template' === ( $block['blockName'] ?? null ) ) {
			++$this->depth;
		}
		return $block;
	}

	/**
	 * Notes that a product template has rendered.
	 *
	 * @param string|mixed $content The block's markup.
	 * @return string|mixed The same markup.
	 */
	public function leave( $content ) {
		$this->depth = max( 0, $this->depth - 1 );
		return $content;
	}

	/**
	 * A card's entry as the answer to a Store API product request hydrated inside a product template; otherwise what
	 * another filter answered (null: WooCommerce runs the Store API).
	 *
	 * @param mixed            $result  What an earlier filter answered.
	 * @param \WP_REST_Request $request The hydrated request.
	 * @return mixed The answer, or null.
	 */
	public function answer( $result, $request ) {
		if ( null !== $result || 0 === $this->depth || ! $request instanceof WP_REST_Request
			|| ! preg_match( '#^/wc/store(/v\d+)?/products/(\d+)$#', $request->get_route(), $match ) ) {
			return $result;
		}
		$product = wc_get_product( (int) $match[2] );
		return $product ? new WP_REST_Response( self::entry( $product ) ) : $result;
	}

	/**
	 * What a card's scripts read of its product, and its identity.
	 *
	 * @param \WC_Product $product The product.
	 * @return array{id: int, parent: int, type: string, name: string, permalink: string}
	 */
	public static function entry( \WC_Product $product ): array {
		return [
			'id'        => $product->get_id(),
			'parent'    => $product->get_parent_id(),
			'type'      => $product->get_type(),
			'name'      => $product->get_name(),
			'permalink' => (string) $product->get_permalink(),
		];
	}
}
