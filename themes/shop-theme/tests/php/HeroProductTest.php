<?php
/**
 * The front page hero's product.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\HeroProduct;
use WC_Product_Simple;

/**
 * The hero shows the newest featured product a shopper can buy, as its image linked to the product.
 */
final class HeroProductTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		// The site's own catalogue is not part of these cases.
		foreach ( wc_get_products( [ 'limit' => -1, 'return' => 'ids', 'status' => 'any' ] ) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		( new HeroProduct() )->register();
		HeroProduct::forget();
	}

	public function test_the_id_is_kept_until_the_catalogue_changes(): void {
		$first = self::product( 'First featured', '2026-01-01', true, 'instock' );
		$this->assertSame( $first, HeroProduct::product_id() );
		$this->assertSame( $first, (int) get_option( 'shop_theme_hero_product' ), 'kept for the next request' );

		// A product written behind WooCommerce's back is not seen: the kept ID is read, not the catalogue.
		$queries = get_num_queries();
		$this->assertSame( $first, HeroProduct::product_id() );
		$this->assertSame( $queries, get_num_queries(), 'no query once kept' );

		// Saved through WooCommerce: forgotten, asked again.
		$newer = self::product( 'Newer featured', '2026-02-01', true, 'instock' );
		$this->assertSame( $newer, HeroProduct::product_id() );

		// Sold out: forgotten again, the older one comes back.
		$product = wc_get_product( $newer );
		$product->set_stock_status( 'outofstock' );
		$product->save();
		$this->assertSame( $first, HeroProduct::product_id() );

		// Trashed, then restored, then deleted.
		wp_trash_post( $first );
		$this->assertNull( HeroProduct::product_id() );
		wp_untrash_post( $first );
		wp_publish_post( $first );
		$this->assertSame( $first, HeroProduct::product_id() );
		wp_delete_post( $first, true );
		$this->assertNull( HeroProduct::product_id() );
		$this->assertSame( 0, (int) get_option( 'shop_theme_hero_product' ), 'none is kept too (no query for a shop without one)' );
	}

	public function test_the_newest_featured_product_that_can_be_bought_is_shown(): void {
		$older = self::product( 'Older featured', '2026-01-01', true, 'instock' );
		self::product( 'Newer, not featured', '2026-03-01', false, 'instock' );
		self::product( 'Newest featured, sold out', '2026-04-01', true, 'outofstock' );
		self::product( 'Newest featured, hidden', '2026-05-01', true, 'instock', 'hidden' );
		$this->assertSame( $older, HeroProduct::product_id() );

		$backorder = self::product( 'Featured on backorder', '2026-02-01', true, 'onbackorder' );
		$this->assertSame( $backorder, HeroProduct::product_id() );
	}

	public function test_the_markup_is_the_products_image_linking_to_it(): void {
		$id = self::product( 'Hero beanie', '2026-01-01', true, 'instock' );
		set_post_thumbnail( $id, self::image( $id ) );

		$markup = HeroProduct::markup();
		$this->assertStringContainsString( 'href="' . esc_url( (string) get_permalink( $id ) ) . '"', $markup );
		$this->assertMatchesRegularExpression( '/<img [^>]*alt="Hero beanie"/', $markup );
		$this->assertStringContainsString( 'sizes="(max-width: 480px) 100vw, 480px"', $markup, 'the width it is drawn at, so a desktop fetches the smaller file' );
		$this->assertStringContainsString( 'fetchpriority="high"', $markup );
		$this->assertStringNotContainsString( 'loading="lazy"', $markup );
	}

	public function test_the_markup_is_kept_until_its_product_or_picture_changes(): void {
		$id = self::product( 'Kept beanie', '2026-01-01', true, 'instock' );
		set_post_thumbnail( $id, self::image( $id ) );
		$drawn = HeroProduct::markup();

		wp_high_priority_element_flag( true );
		$queries = get_num_queries();
		$this->assertSame( $drawn, HeroProduct::markup() );
		$this->assertSame( $queries, get_num_queries(), 'no query once kept' );
		$this->assertFalse( wp_high_priority_element_flag(), 'the page’s high-priority image is taken, as drawing it does' );

		// Its picture replaced without saving the product through WooCommerce.
		$other = self::image( $id );
		update_attached_file( $other, 'other.jpg' );
		set_post_thumbnail( $id, $other );
		$this->assertStringContainsString( '/other.jpg"', HeroProduct::markup() );

		// Its name changed in the product editor.
		$product = wc_get_product( $id );
		$product->set_name( 'Renamed beanie' );
		$product->save();
		$this->assertMatchesRegularExpression( '/<img [^>]*alt="Renamed beanie"/', HeroProduct::markup() );

		// The picture's file replaced (an edit, its sizes made again).
		$before = HeroProduct::markup();
		update_attached_file( $other, 'edited.jpg' );
		$this->assertNotSame( $before, HeroProduct::markup() );
		$this->assertStringContainsString( '/edited.jpg"', HeroProduct::markup() );
	}

	public function test_nothing_is_drawn_without_a_featured_product_or_its_image(): void {
		self::product( 'Plain', '2026-01-01', false, 'instock' );
		$this->assertNull( HeroProduct::product_id() );
		$this->assertSame( '', HeroProduct::markup() );

		self::product( 'Featured without image', '2026-02-01', true, 'instock' );
		$this->assertSame( '', HeroProduct::markup() );
	}

	/**
	 * A published product.
	 *
	 * @param string $name       Its name.
	 * @param string $date       Its publication date.
	 * @param bool   $featured   Whether it is featured.
	 * @param string $stock      Its stock status.
	 * @param string $visibility Its catalogue visibility.
	 */
	private static function product( string $name, string $date, bool $featured, string $stock, string $visibility = 'visible' ): int {
		$product = new WC_Product_Simple();
		$product->set_name( $name );
		$product->set_regular_price( '10' );
		$product->set_featured( $featured );
		$product->set_stock_status( $stock );
		$product->set_catalog_visibility( $visibility );
		$product->set_date_created( $date . ' 10:00:00' );
		$product->set_status( 'publish' );
		return $product->save();
	}

	/**
	 * An image attachment of the product, with the metadata WordPress needs to draw it.
	 *
	 * @param int $parent The product.
	 */
	private static function image( int $parent ): int {
		$image = wp_insert_attachment(
			[ 'post_mime_type' => 'image/jpeg', 'post_title' => 'Hero image', 'post_status' => 'inherit' ],
			'hero.jpg',
			$parent
		);
		wp_update_attachment_metadata( $image, [ 'width' => 600, 'height' => 600, 'file' => 'hero.jpg', 'sizes' => [] ] );
		return $image;
	}
}
