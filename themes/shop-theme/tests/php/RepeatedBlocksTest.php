<?php
/**
 * A listed block rendered twice alike is rendered once per request.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Performance\RepeatedBlocks;

/**
 * The product category list stands twice on a shop page (sidebar and phone overlay): the second gets the first one's
 * markup; a list with other attributes, and blocks not listed, are rendered each time.
 */
final class RepeatedBlocksTest extends TestCase {

	private int $renders = 0;

	protected function setUp(): void {
		parent::setUp();
		if ( taxonomy_exists( 'product_cat' ) ) {
			wp_insert_term( 'Listed category', 'product_cat' );
		}
	}

	public function test_the_same_category_list_twice_is_rendered_once_with_the_same_markup(): void {
		$this->require_woocommerce();
		$list = '<!-- wp:woocommerce/product-categories {"hasCount":true,"hasEmpty":true,"isHierarchical":true,"className":"test-' . uniqid() . '"} /-->';
		$this->count_renders( 'woocommerce/product-categories' );

		$first  = do_blocks( $list );
		$second = do_blocks( $list );

		$this->assertSame( 1, $this->renders );
		$this->assertSame( $first, $second );
		$this->assertStringContainsString( 'wc-block-product-categories', $second );
	}

	public function test_a_list_with_other_attributes_is_rendered_again(): void {
		$this->require_woocommerce();
		$this->count_renders( 'woocommerce/product-categories' );

		$class = 'test-' . uniqid();
		do_blocks( '<!-- wp:woocommerce/product-categories {"hasCount":true,"hasEmpty":true,"className":"' . $class . '"} /-->' );
		$other = do_blocks( '<!-- wp:woocommerce/product-categories {"hasCount":false,"hasEmpty":true,"className":"' . $class . '"} /-->' );

		$this->assertSame( 2, $this->renders );
		$this->assertStringContainsString( 'wc-block-product-categories', $other );
	}

	public function test_a_list_is_rendered_again_once_a_term_changed(): void {
		$this->require_woocommerce();
		$list = '<!-- wp:woocommerce/product-categories {"hasCount":true,"hasEmpty":true,"className":"test-' . uniqid() . '"} /-->';
		do_blocks( $list );
		$this->count_renders( 'woocommerce/product-categories' );

		wp_insert_term( 'Added while rendering', 'product_cat' );
		$again = do_blocks( $list );

		$this->assertSame( 1, $this->renders );
		$this->assertStringContainsString( 'Added while rendering', $again );
	}

	public function test_blocks_not_listed_are_rendered_each_time(): void {
		$this->count_renders( 'core/paragraph' );

		do_blocks( '<!-- wp:paragraph --><p>Twice</p><!-- /wp:paragraph -->' );
		do_blocks( '<!-- wp:paragraph --><p>Twice</p><!-- /wp:paragraph -->' );

		$this->assertSame( 2, $this->renders );
		$this->assertNull( RepeatedBlocks::key( [ 'blockName' => 'core/paragraph' ] ) );
	}

	/**
	 * Counts the renders of one block (WordPress skips its render_block_{name} filter when pre_render_block answers).
	 *
	 * @param string $name Block name.
	 */
	private function count_renders( string $name ): void {
		$this->renders = 0;
		add_filter(
			'render_block_' . $name,
			function ( $content ) {
				++$this->renders;
				return $content;
			}
		);
	}
}
