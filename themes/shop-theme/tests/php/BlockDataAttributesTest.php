<?php
/**
 * WooCommerce's copies of a block's attributes are left out of the product grids' markup.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Performance\BlockDataAttributes;

/**
 * A grid's blocks come without `data-block-name` and the `data-` copies of their attributes; their own `data-wp-*`
 * directives stay; WooCommerce's other blocks keep their copies.
 */
final class BlockDataAttributesTest extends TestCase {

	public function test_a_grid_block_loses_the_copies_of_its_attributes_and_keeps_its_own(): void {
		$markup = '<div data-wp-context="{}" data-query-id="12" data-display-layout="{&quot;type&quot;:&quot;flex&quot;}" data-block-name="woocommerce/product-collection" class="wp-block-woocommerce-product-collection"><p data-query-id="kept">x</p></div>';
		$block  = [
			'blockName' => 'woocommerce/product-collection',
			'attrs'     => [ 'queryId' => 12, 'displayLayout' => [ 'type' => 'flex' ] ],
		];

		$this->assertSame(
			'<div data-wp-context="{}" class="wp-block-woocommerce-product-collection"><p data-query-id="kept">x</p></div>',
			(string) preg_replace( '/ +/', ' ', ( new BlockDataAttributes() )->strip( $markup, $block ) )
		);
	}

	public function test_other_blocks_and_markup_without_the_copies_are_left_as_they_are(): void {
		$strip = [ new BlockDataAttributes(), 'strip' ];
		$cart  = '<div data-block-name="woocommerce/mini-cart" data-product-count-visibility="greater_than_zero"></div>';
		$this->assertSame( $cart, $strip( $cart, [ 'blockName' => 'woocommerce/mini-cart', 'attrs' => [ 'productCountVisibility' => 'greater_than_zero' ] ] ) );

		$plain = '<div class="wp-block-woocommerce-product-price" data-font-size="small"></div>';
		$this->assertSame( $plain, $strip( $plain, [ 'blockName' => 'woocommerce/product-price', 'attrs' => [ 'fontSize' => 'small' ] ] ) );
	}

	public function test_a_rendered_grid_has_no_copies(): void {
		$this->require_woocommerce();
		$product = new \WC_Product_Simple();
		$product->set_name( 'No copies' );
		$product->set_regular_price( '5' );
		$product->set_status( 'publish' );
		$id = $product->save();

		$html = do_blocks(
			'<!-- wp:woocommerce/product-collection {"queryId":93,"query":{"perPage":1,"pages":1,"offset":0,"postType":"product","order":"desc","orderBy":"date","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"woocommerceHandPickedProducts":["' . $id . '"]},"tagName":"div","displayLayout":{"type":"flex","columns":1}} -->'
			. '<div class="wp-block-woocommerce-product-collection"><!-- wp:woocommerce/product-template --><!-- wp:woocommerce/product-price {"isDescendentOfQueryLoop":true} /--><!-- wp:woocommerce/product-button {"isDescendentOfQueryLoop":true} /--><!-- /wp:woocommerce/product-template --></div>'
			. '<!-- /wp:woocommerce/product-collection -->'
		);
		$this->assertStringContainsString( 'add_to_cart_button', $html );
		$this->assertStringContainsString( 'data-wp-interactive="woocommerce/product-collection"', $html );
		$this->assertStringNotContainsString( 'data-block-name', $html );
		$this->assertStringNotContainsString( 'data-query=', $html );
		$this->assertStringNotContainsString( 'data-is-descendent-of-query-loop', $html );
	}
}
