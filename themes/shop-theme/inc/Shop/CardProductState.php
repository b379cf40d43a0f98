<?php
/**
 * What a product card puts in the page's Interactivity API state.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Service;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's product template (`woocommerce/product-template`, every grid of the theme) puts each product it draws
 * into the `woocommerce/products` store as the whole Store API product: descriptions, every image with its srcsets,
 * every variation, categories, dimensions; 2 to 5 kB of JSON a product, printed in the page for scripts that read its
 * id and type (the product button adds to the cart with `productInContext.id` and `.type`; the collection's
 * `viewProduct` reads the id). The card itself is server HTML. While a product template renders, the Store API
 * answers WooCommerce hydrates for it (through its `woocommerce_hydration_request_after_callbacks` filter, the
 * documented way to change a hydrated answer) lose the fields no script reads from a card; everything the product
 * page's own blocks read (attributes, prices, stock, add to cart) stays, and nothing changes outside a grid.
 */
final class CardProductState implements Service {

	/**
	 * Store API product fields that no card reads and no WooCommerce card script uses (checked against WooCommerce
	 * 11.0.1 and 10.6.2: product-button, product-collection and the cart store read `id`, `type` and `attributes`).
	 */
	public const LEFT_OUT = [
		'description',
		'short_description',
		'price_html',
		'images',
		'categories',
		'tags',
		'brands',
		'attributes',
		'variations',
		'grouped_products',
		'average_rating',
		'review_count',
		'stock_availability',
		'weight',
		'dimensions',
		'formatted_weight',
		'formatted_dimensions',
	];

	/** How deep the page is in product templates (a grid in a grid is still a grid). */
	private int $depth = 0;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_data', [ $this, 'enter' ] );
		add_filter( 'render_block_woocommerce/product-template', [ $this, 'leave' ] );
		add_filter( 'woocommerce_hydration_request_after_callbacks', [ $this, 'trim' ], 10, 3 );
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
	 * A product's hydrated answer inside a product template, without the fields a card does not use.
	 *
	 * @param mixed            $response The answer.
	 * @param array|mixed      $handler  The route's handler.
	 * @param \WP_REST_Request $request  The hydrated request.
	 * @return mixed The answer.
	 */
	public function trim( $response, $handler, $request ) {
		if ( 0 === $this->depth || ! $response instanceof WP_REST_Response
			|| ! preg_match( '#^/wc/store(/v\d+)?/products/\d+$#', (string) $request->get_route() ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) ) {
			$response->set_data( array_diff_key( $data, array_flip( self::LEFT_OUT ) ) );
		}
		return $response;
	}
}
