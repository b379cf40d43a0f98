<?php
/**
 * The product gallery is drawn at the first paint.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\GalleryFirstPaint;

/**
 * WooCommerce prints its classic gallery with `opacity: 0` until its scripts ran; the theme takes that away and asks
 * for the main image first.
 */
final class GalleryFirstPaintTest extends TestCase {

	public function test_the_gallery_loses_its_opacity_and_fade_and_keeps_the_rest(): void {
		$html = '<div class="wp-block-woocommerce-product-image-gallery"><div class="woocommerce-product-gallery images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper" style="opacity: 0"></div></div></div>';
		$shown = ( new GalleryFirstPaint() )->show_gallery( $html );
		$this->assertStringContainsString( '<div class="woocommerce-product-gallery images" data-columns="4" >', $shown );
		$this->assertStringContainsString( '<div class="woocommerce-product-gallery__wrapper" style="opacity: 0">', $shown, 'only the gallery itself changes' );
	}

	public function test_other_declarations_of_the_gallery_stay(): void {
		$this->assertSame( 'margin: 0;', GalleryFirstPaint::without_opacity( 'opacity: 0; margin: 0; transition: opacity .25s' ) );
		$this->assertSame( '', GalleryFirstPaint::without_opacity( 'opacity:0' ) );
	}

	public function test_markup_without_a_gallery_is_left_alone(): void {
		$this->assertSame( '<p style="opacity: 0">x</p>', ( new GalleryFirstPaint() )->show_gallery( '<p style="opacity: 0">x</p>' ) );
	}

	public function test_the_main_image_is_fetched_first_and_never_lazily_and_the_others_are_left_to_wordpress(): void {
		$service = new GalleryFirstPaint();
		$main    = $service->main_image_first( [ 'alt' => 'Shirt' ], 5, 'woocommerce_single', true );
		$this->assertSame( 'high', $main['fetchpriority'] );
		$this->assertSame( '(max-width: 781px) 100vw, (max-width: 1344px) 53vw, 704px', $main['sizes'], 'drawn as wide as its column' );
		$this->assertFalse( $main['loading'] );
		$this->assertSame( [ 'alt' => 'Shirt view 2' ], $service->main_image_first( [ 'alt' => 'Shirt view 2' ], 6, 'woocommerce_single', false ) );
	}

	public function test_the_block_prints_the_gallery_shown_with_its_main_image_first(): void {
		$this->require_woocommerce();
		$image = wp_insert_attachment(
			[
				'post_title'     => 'Gallery test',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			],
			'2026/11/gallery-test.jpg'
		);
		wp_update_attachment_metadata(
			$image,
			[
				'width'  => 600,
				'height' => 600,
				'file'   => '2026/11/gallery-test.jpg',
				'sizes'  => [],
			]
		);
		$product = new \WC_Product_Simple();
		$product->set_name( 'Gallery test' );
		$product->set_image_id( $image );
		$product->save();

		$block = new \WP_Block(
			[
				'blockName'    => 'woocommerce/product-image-gallery',
				'attrs'        => [],
				'innerBlocks'  => [],
				'innerHTML'    => '',
				'innerContent' => [],
			],
			[ 'postId' => $product->get_id() ]
		);
		$html  = $block->render();
		$this->assertStringContainsString( 'woocommerce-product-gallery ', $html );
		$this->assertStringNotContainsString( 'opacity', $html );
		$this->assertMatchesRegularExpression( '/<img(?=[^>]*class="wp-post-image[ "])(?=[^>]*fetchpriority="high")(?=[^>]*width="600")(?=[^>]*height="600")(?![^>]*loading=)[^>]*>/', $html );
	}
}
