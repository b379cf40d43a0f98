<?php
/**
 * The picture files a product card offers.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\CardImageSources;
use WP_Block;

/**
 * A card in a product grid offers the files of 300 to 768 px; a picture outside a grid, or without such a file, is
 * left as WordPress drew it.
 */
final class CardImageSourcesTest extends TestCase {

	private const SRCSET = '/a-1024x1024.jpg 1024w, /a-300x300.jpg 300w, /a-150x150.jpg 150w, /a-768x768.jpg 768w, /a-600x600.jpg 600w, /a-100x100.jpg 100w, /a.jpg 1200w';

	/**
	 * A product image block rendered with a context.
	 *
	 * @param array<string, mixed> $context The block's context.
	 */
	private static function image_block( array $context ): WP_Block {
		return new WP_Block( [ 'blockName' => 'woocommerce/product-image', 'attrs' => [], 'innerBlocks' => [], 'innerHTML' => '', 'innerContent' => [] ], $context );
	}

	public function test_a_card_in_a_grid_offers_the_files_of_300_to_768_px(): void {
		$html = '<div><a href="/p/"><img src="/a-1024x1024.jpg" srcset="' . self::SRCSET . '" sizes="auto" /></a></div>';

		$trimmed = ( new CardImageSources() )->trim( $html, [], self::image_block( [ 'query' => [ 'isProductCollectionBlock' => true ] ] ) );

		$this->assertStringContainsString( 'srcset="/a-300x300.jpg 300w, /a-768x768.jpg 768w, /a-600x600.jpg 600w"', $trimmed );
		$this->assertStringContainsString( 'src="/a-1024x1024.jpg"', $trimmed, 'the fallback file stays' );
	}

	public function test_a_picture_outside_a_grid_or_without_a_file_in_range_is_left_alone(): void {
		$html = '<img src="/a.jpg" srcset="' . self::SRCSET . '" />';
		$this->assertSame( $html, ( new CardImageSources() )->trim( $html, [], self::image_block( [] ) ), 'a single product page' );

		$small = '<img src="/a.jpg" srcset="/a-100x100.jpg 100w, /a-150x150.jpg 150w" />';
		$this->assertSame( $small, ( new CardImageSources() )->trim( $small, [], self::image_block( [ 'query' => [] ] ) ) );
		$this->assertSame( '', CardImageSources::in_range( '/a.jpg 2x, /b.jpg 1x' ), 'density descriptors: left alone' );
	}
}
