<?php
/**
 * WooCommerce's copies of a block's attributes are left out of the product grids' markup.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce prints every block of its namespace with its attributes copied into `data-` attributes of the first tag
 * (`data-block-name`, `data-query="{...}"`, `data-display-layout`, `data-is-descendent-of-query-loop`...), for the
 * blocks its React scripts draw in the browser from those attributes. The blocks of a product grid are drawn on the
 * server and driven by the Interactivity API, which reads `data-wp-*` directives only; no script of WooCommerce 11.0.1
 * or 10.6.2 reads those copies for them (their stylesheets select none of them either), and they weigh 0.55 kB gzipped
 * on the front page. This takes them off again, right after WooCommerce put them on, for the grid's blocks only.
 */
final class BlockDataAttributes implements Service {

	/** The blocks of a product grid, server-rendered, whose `data-` copies no script reads. */
	public const BLOCKS = [
		'woocommerce/product-collection',
		'woocommerce/product-template',
		'woocommerce/product-image',
		'woocommerce/product-sale-badge',
		'woocommerce/product-price',
		'woocommerce/product-button',
	];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After WooCommerce's own `render_block` filter (priority 10) that adds them.
		add_filter( 'render_block', [ $this, 'strip' ], 11, 2 );
	}

	/**
	 * The block's markup without the `data-` copies of its attributes on its first tag.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed The markup.
	 */
	public function strip( $content, $block ) {
		if ( ! is_string( $content ) || '' === $content || ! in_array( $block['blockName'] ?? null, self::BLOCKS, true ) ) {
			return $content;
		}
		$processor = new \WP_HTML_Tag_Processor( $content );
		if ( ! $processor->next_tag() || $block['blockName'] !== $processor->get_attribute( 'data-block-name' ) ) {
			return $content;
		}
		$processor->remove_attribute( 'data-block-name' );
		foreach ( array_keys( (array) ( $block['attrs'] ?? [] ) ) as $key ) {
			if ( is_string( $key ) ) {
				// WooCommerce's name for it: camelCase to kebab-case.
				$processor->remove_attribute( 'data-' . strtolower( (string) preg_replace( '/(?<!^|\ )[A-Z]/', '-$0', $key ) ) );
			}
		}
		return $processor->get_updated_html();
	}
}
