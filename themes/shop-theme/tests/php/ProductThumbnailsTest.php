<?php
/**
 * A product grid's images are read from the database together.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use WP_Query;

/**
 * Renders each product's image after a query of several products, as WooCommerce's product image block does, and
 * counts the queries that asks of the database.
 */
final class ProductThumbnailsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	public function test_the_images_of_a_grid_of_products_need_no_query_of_their_own(): void {
		global $wpdb;
		foreach ( range( 1, 4 ) as $n ) {
			$product = wp_insert_post( [ 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => "Grid product {$n}" ] );
			set_post_thumbnail( $product, self::image( $product, "grid-{$n}.jpg" ) );
		}
		// A request starts with nothing cached.
		wp_cache_flush();
		$query = new WP_Query( [ 'post_type' => 'product', 'posts_per_page' => 4, 's' => 'Grid product' ] );
		$this->assertCount( 4, $query->posts );

		$before = $wpdb->num_queries;
		foreach ( $query->posts as $product ) {
			$this->assertStringContainsString( '<img', get_the_post_thumbnail( $product ) );
		}
		$this->assertSame( 0, $wpdb->num_queries - $before );
	}

	public function test_a_single_product_and_other_post_types_are_left_as_they_are(): void {
		$posts = [];
		foreach ( [ 1, 2 ] as $n ) {
			$posts[] = wp_insert_post( [ 'post_status' => 'publish', 'post_title' => "Post {$n}" ] );
			set_post_thumbnail( end( $posts ), self::image( end( $posts ), "post-{$n}.jpg" ) );
		}
		$query = new WP_Query( [ 'post_type' => 'post', 'post__in' => $posts ] );
		$this->assertFalse( $query->thumbnails_cached );
	}

	/**
	 * An image attachment of a post, with the metadata WordPress needs to draw it.
	 *
	 * @param int    $parent The post.
	 * @param string $file   The file's name.
	 */
	private static function image( int $parent, string $file ): int {
		$image = (int) wp_insert_attachment( [ 'post_mime_type' => 'image/jpeg', 'post_title' => $file ], $file, $parent );
		wp_update_attachment_metadata( $image, [ 'width' => 600, 'height' => 600, 'file' => $file, 'sizes' => [] ] );
		return $image;
	}
}
