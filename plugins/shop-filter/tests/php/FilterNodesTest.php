<?php
/**
 * The filter on two web nodes with a Redis persistent object cache.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\Support\CacheNodes;
use ShopBundle\Tests\TestCase;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\SetStore;
use ShopFilter\Index\SetsRefresh;

/**
 * The index and its sets live in the database: sets built on one node answer the other's shoppers, also after Redis
 * was flushed; what a node keeps of them in Redis expires (one version per background build, never all of them for
 * good); and nodes building at the same moment build once. Runs WordPress in processes of its own (CacheNodes), so
 * it leaves its transaction and deletes the products it made.
 */
final class FilterNodesTest extends TestCase {

	/** @var list<int> Products to delete. */
	private array $products = [];

	private int $term = 0;


	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		CacheNodes::join();
		IndexTables::install();
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->products as $id ) {
			wp_delete_post( $id, true );
		}
		if ( $this->term > 0 ) {
			wp_delete_term( $this->term, 'product_cat' );
		}
		// The other tests build their sets from their own catalogue: no sets stored (leave() puts the version back).
		$wpdb->query( 'DELETE FROM ' . IndexTables::sets() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		as_unschedule_all_actions( SetsRefresh::ACTION );
		CacheNodes::leave();
		parent::tearDown();
	}

	/**
	 * Node A's request: two products in a category of their own, then the background build of the sets.
	 *
	 * @return array{slug: string, version: string}
	 */
	private function products_built_on_one_node(): array {
		$slug   = 'nodes-' . strtolower( wp_generate_password( 8, false ) );
		$answer = CacheNodes::run(
			'$term = wp_insert_term( ' . var_export( $slug, true ) . ', "product_cat" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			$ids  = [];
			foreach ( [ "One", "Two" ] as $name ) {
				$product = new WC_Product_Simple();
				$product->set_name( "Node product " . $name );
				$product->set_status( "publish" );
				$product->set_regular_price( "12" );
				$product->set_category_ids( [ $term["term_id"] ] );
				$ids[] = $product->save();
			}
			( new ShopFilter\Index\SetStore( new ShopFilter\Index\SetBuilder() ) )->refresh(); // The queue runner, on this node.
			return [ "ids" => $ids, "term" => $term["term_id"], "version" => get_option( ShopFilter\Index\SetStore::STORED_OPTION ) ];'
		);
		$this->products = $answer['ids'];
		$this->term     = $answer['term'];
		return [
			'slug'    => $slug,
			'version' => $answer['version'],
		];
	}

	public function test_sets_built_on_one_node_answer_on_the_other_after_a_flush_and_expire_in_redis(): void {
		$built = $this->products_built_on_one_node();
		CacheNodes::flush();

		$answers = CacheNodes::run_at_once(
			array_fill(
				0,
				2,
				'$request = new WP_REST_Request( "GET", "/shop-filter/v1/results" );
				$request->set_query_params( [ "product_cat" => ' . var_export( $built['slug'], true ) . ', "facets" => "product_cat" ] ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
				$response = rest_do_request( $request );
				return [ "status" => $response->get_status(), "count" => $response->get_data()["count"] ?? null, "persistent" => wp_using_ext_object_cache() ];'
			)
		);

		foreach ( $answers as $answer ) {
			$this->assertSame( [ 'status' => 200, 'count' => 2, 'persistent' => true ], $answer );
		}
		$redis = CacheNodes::client();
		$keys  = CacheNodes::keys( SetStore::CACHE_GROUP );
		$this->assertNotEmpty( $keys, 'the nodes keep the sets they read in Redis' );
		foreach ( $keys as $key ) {
			$this->assertStringContainsString( $built['version'], $key );
			$ttl = $redis->ttl( $key );
			$this->assertGreaterThan( 0, $ttl, "$key expires" );
			$this->assertLessThanOrEqual( SetStore::CACHE_TTL, $ttl );
		}
	}

	public function test_nodes_building_the_same_sets_at_the_same_moment_build_once(): void {
		$this->products_built_on_one_node();
		CacheNodes::run( 'return ShopFilter\Index\IndexVersion::bump();' ); // An index change: each node's queue runner may take its build.

		$built_by = CacheNodes::run_at_once( array_fill( 0, 3, 'return ( new ShopFilter\Index\SetStore( new ShopFilter\Index\SetBuilder() ) )->refresh();' ) );

		$this->assertSame( 1, count( array_filter( $built_by ) ), 'one build, two nodes that found it under way' );
	}
}
