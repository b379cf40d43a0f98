<?php
/**
 * The catalogue's first row of pictures comes with the page.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\CatalogueFirstRow;

/**
 * WooCommerce prints every grid picture lazy; the catalogue's first row is asked for while the HTML is read, the first
 * picture first, each with the width it is drawn at.
 */
final class CatalogueFirstRowTest extends TestCase {

	private const PICTURE = '<div class="wc-block-components-product-image"><a href="/p/"><img width="1024" height="1024" src="/a-1024x1024.jpg" loading="lazy" decoding="async" srcset="/a-300x300.jpg 300w, /a-1024x1024.jpg 1024w" sizes="auto, (max-width: 1024px) 100vw, 1024px" /></a></div>';

	private const CATALOGUE = [
		'inherit'                  => true,
		'isProductCollectionBlock' => true,
	];

	/**
	 * A product image block in a grid of the given query.
	 *
	 * @param array<string, mixed> $query The grid's query.
	 */
	private function picture_in( array $query ): \WP_Block {
		$this->require_woocommerce();
		return new \WP_Block(
			[
				'blockName'    => 'woocommerce/product-image',
				'attrs'        => [],
				'innerBlocks'  => [],
				'innerHTML'    => '',
				'innerContent' => [],
			],
			[ 'query' => $query ]
		);
	}

	public function test_only_a_collection_showing_the_pages_query_is_the_catalogue(): void {
		$this->assertTrue( CatalogueFirstRow::in_catalogue( [ 'query' => self::CATALOGUE ] ) );
		$this->assertFalse( CatalogueFirstRow::in_catalogue( [ 'query' => [ 'inherit' => false, 'isProductCollectionBlock' => true ] ] ), 'the front page and related products' );
		$this->assertFalse( CatalogueFirstRow::in_catalogue( [ 'query' => [ 'inherit' => true ] ] ), 'a core query loop' );
		$this->assertFalse( CatalogueFirstRow::in_catalogue( [] ) );
	}

	public function test_the_first_row_is_eager_at_its_drawn_width_the_first_fetched_first_and_the_rest_lazy(): void {
		$service = new CatalogueFirstRow();
		$block   = $this->picture_in( self::CATALOGUE );
		$printed = array_map( static fn(): string => (string) $service->first_row( self::PICTURE, [], $block ), range( 1, 4 ) );

		foreach ( array_slice( $printed, 0, CatalogueFirstRow::FIRST_ROW ) as $html ) {
			$this->assertStringNotContainsString( 'loading=', $html );
			$this->assertStringContainsString( 'sizes="' . CatalogueFirstRow::SIZES . '"', $html );
		}
		$this->assertStringContainsString( 'fetchpriority="high"', $printed[0] );
		$this->assertStringNotContainsString( 'fetchpriority', $printed[1] );
		$this->assertSame( self::PICTURE, $printed[3], 'the second row stays as WooCommerce prints it' );
	}

	public function test_pictures_of_other_grids_are_left_alone_and_do_not_count(): void {
		$service = new CatalogueFirstRow();
		$other   = $this->picture_in( [ 'inherit' => false, 'isProductCollectionBlock' => true ] );
		$this->assertSame( self::PICTURE, $service->first_row( self::PICTURE, [], $other ) );
		$this->assertStringContainsString( 'fetchpriority="high"', (string) $service->first_row( self::PICTURE, [], $this->picture_in( self::CATALOGUE ) ), 'the catalogue after another grid still has its first picture' );
		$this->assertSame( '<p>no picture</p>', $service->first_row( '<p>no picture</p>', [], null ) );
	}
}
