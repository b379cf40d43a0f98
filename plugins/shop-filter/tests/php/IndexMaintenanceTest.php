<?php
/**
 * The index follows every product change.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\IndexVersion;
use ShopFilter\Tests\Support\Catalogue;

require_once __DIR__ . '/Support/Catalogue.php';

/**
 * Through WooCommerce's CRUD and the WordPress functions a shop or an extension calls; the plugin's own hooks do the
 * indexing (nothing is called on the index directly).
 */
final class IndexMaintenanceTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// Outside any transaction: the uninstall contract test may have dropped the tables (DROP commits).
		if ( class_exists( 'WooCommerce' ) ) {
			IndexTables::install();
		}
	}

	private Catalogue $catalogue;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		$this->catalogue = ( new Catalogue() )->seed( 6 );
	}

	public function test_a_new_simple_product_is_indexed_with_category_ancestors_tags_attributes_stock_sale_and_rating(): void {
		$id   = $this->catalogue->ids[4]; // Product 04: Pants (under Clothing), on sale, rating 4.5, blue, size m.
		$rows = $this->rows( $id );

		$this->assertContains( [ 'product_cat', $this->catalogue->terms['pants'], 0 ], $rows );
		$this->assertContains( [ 'product_cat', $this->catalogue->terms['clothing'], 0 ], $rows );
		$this->assertContains( [ 'pa_color', $this->catalogue->terms['pa_color:blue'], 0 ], $rows );
		$this->assertContains( [ 'pa_size', $this->catalogue->terms['pa_size:m'], 0 ], $rows );
		$this->assertContains( [ 'stock', 1, 0 ], $rows );
		$this->assertContains( [ 'on_sale', 1, 0 ], $rows );
		$this->assertContains( [ 'rating', 4, 0 ], $rows );
		$this->assertNotContains( [ 'product_tag', $this->catalogue->terms['tag-new'], 0 ], $rows );
	}

	public function test_variations_are_indexed_with_their_own_attribute_stock_and_the_parent_id(): void {
		$parent = $this->catalogue->ids[0];
		[ $red, $blue ] = $this->catalogue->variations[ $parent ];

		$this->assertContains( [ 'pa_color', $this->catalogue->terms['pa_color:red'], $parent ], $this->rows( $red ) );
		$this->assertContains( [ 'on_sale', 1, $parent ], $this->rows( $red ) );
		$this->assertContains( [ 'stock', 0, $parent ], $this->rows( $blue ), 'the blue variation of product 00 is out of stock' );
		$this->assertContains( [ 'stock', 1, 0 ], $this->rows( $parent ), 'the product is in stock while one variation is' );
	}

	public function test_changing_the_category_and_an_attribute_rewrites_the_rows_and_bumps_the_version(): void {
		$id      = $this->catalogue->ids[1];
		$version = IndexVersion::current();
		$product = wc_get_product( $id );
		$product->set_category_ids( [ $this->catalogue->terms['toys'] ] );
		$this->catalogue->recolor( $product, 'green' )->save();

		$rows = $this->rows( $id );
		$this->assertContains( [ 'product_cat', $this->catalogue->terms['toys'], 0 ], $rows );
		$this->assertNotContains( [ 'product_cat', $this->catalogue->terms['clothing'], 0 ], $rows );
		$this->assertContains( [ 'pa_color', $this->catalogue->terms['pa_color:green'], 0 ], $rows );
		$this->assertNotContains( [ 'pa_color', $this->catalogue->terms['pa_color:blue'], 0 ], $rows );
		$this->assertNotSame( $version, IndexVersion::current() );
	}

	public function test_a_variation_stock_change_is_indexed(): void {
		$parent = $this->catalogue->ids[5];
		[ $red ] = $this->catalogue->variations[ $parent ];

		wc_update_product_stock_status( $red, 'outofstock' );

		$this->assertContains( [ 'stock', 0, $parent ], $this->rows( $red ) );
	}

	public function test_a_managed_stock_running_out_is_indexed(): void {
		$id      = $this->catalogue->ids[2];
		$product = wc_get_product( $id );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 2 );
		$product->save();

		wc_update_product_stock( $id, 2, 'decrease' );

		$this->assertContains( [ 'stock', 0, 0 ], $this->rows( $id ) );
	}

	public function test_a_price_and_sale_change_is_indexed_and_changes_the_version(): void {
		$id      = $this->catalogue->ids[3];
		$version = IndexVersion::current();
		$product = wc_get_product( $id );
		$this->assertNotContains( [ 'on_sale', 1, 0 ], $this->rows( $id ) );
		$product->set_sale_price( '5' );
		$product->save();

		$this->assertContains( [ 'on_sale', 1, 0 ], $this->rows( $id ) );
		$this->assertNotSame( $version, IndexVersion::current() );
	}

	public function test_trashing_removes_the_rows_and_restoring_and_publishing_brings_them_back(): void {
		$id = $this->catalogue->ids[0];
		wc_get_product( $id )->delete( false );
		$this->assertSame( [], $this->rows( $id ) );
		$this->assertSame( [], $this->rows( $this->catalogue->variations[ $id ][0] ) );

		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertContains( [ 'stock', 1, 0 ], $this->rows( $id ) );
		$this->assertNotSame( [], $this->rows( $this->catalogue->variations[ $id ][0] ) );
	}

	public function test_deleting_removes_the_product_and_its_variations(): void {
		$id = $this->catalogue->ids[0];
		wc_get_product( $id )->delete( true );

		$this->assertSame( [], $this->rows( $id ) );
		$this->assertSame( [], $this->rows( $this->catalogue->variations[ $id ][1] ) );
	}

	public function test_unpublishing_outside_woocommerce_removes_the_rows(): void {
		$id = $this->catalogue->ids[2];
		wp_update_post( [ 'ID' => $id, 'post_status' => 'draft' ] );

		$this->assertSame( [], $this->rows( $id ) );
	}

	public function test_terms_assigned_outside_a_save_are_indexed(): void {
		$id = $this->catalogue->ids[2];
		wp_set_object_terms( $id, [ $this->catalogue->terms['tag-gift'] ], 'product_tag', true );

		$this->assertContains( [ 'product_tag', $this->catalogue->terms['tag-gift'], 0 ], $this->rows( $id ) );
	}

	public function test_a_rating_written_as_meta_is_indexed(): void {
		$id = $this->catalogue->ids[2];
		update_post_meta( $id, '_wc_average_rating', '3.70' );

		$this->assertContains( [ 'rating', 3, 0 ], $this->rows( $id ) );
	}

	/**
	 * The rows of one object.
	 *
	 * @return list<array{string, int, int}> facet, value, parent id
	 */
	private function rows( int $id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT facet, value, parent_id FROM ' . IndexTables::index() . ' WHERE object_id = %d', $id ), ARRAY_N );
		return array_map( static fn ( array $row ): array => [ $row[0], (int) $row[1], (int) $row[2] ], $rows );
	}
}
