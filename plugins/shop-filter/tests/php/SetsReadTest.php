<?php
/**
 * How many queries a filter run asks of the sets table.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Index\IndexTables;
use ShopFilter\Index\SetBuilder;
use ShopFilter\Index\SetStore;
use ShopFilter\Query\Context;
use ShopFilter\Query\Engine;
use ShopFilter\Query\FilterState;
use ShopFilter\Query\SkuSearch;
use ShopFilter\Tests\Support\CatalogueTestCase;
use ShopFilter\Tests\Support\GroundTruth;

require_once __DIR__ . '/Support/CatalogueTestCase.php';
require_once __DIR__ . '/Support/GroundTruth.php';
require_once __DIR__ . '/QueryEngineTest.php';

/**
 * A request reads every set its form and listing use in one query (a shop page asked 13, one per group and blob),
 * with the same results.
 */
final class SetsReadTest extends CatalogueTestCase {

	use GroundTruth;

	/** Queries to the sets table since the test started counting. */
	private int $reads = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->refresh_sets();
		add_filter( 'query', [ $this, 'count_read' ] );
	}

	protected function tearDown(): void {
		remove_filter( 'query', [ $this, 'count_read' ] );
		parent::tearDown();
	}

	/** Counts the queries that read the sets table. */
	public function count_read( string $query ): string {
		if ( str_contains( $query, IndexTables::sets() ) ) {
			++$this->reads;
		}
		return $query;
	}

	public function test_a_form_and_its_listing_read_their_sets_in_one_query_with_the_same_results(): void {
		$contexts = [
			'the shop'                   => new Context( facets: QueryEngineTest::FACETS ),
			'a category, sold out hidden' => new Context( 'product_cat', $this->catalogue->terms['clothing'], QueryEngineTest::FACETS, true ),
		];
		foreach ( $contexts as $where => $context ) {
			foreach ( QueryEngineTest::filters() as $case => [ $params ] ) {
				$state = FilterState::from_params( $params + [ 'per_page' => '100', 'orderby' => 'price' ] );
				$this->assertInstanceOf( FilterState::class, $state );
				$this->reads = 0;
				$result      = $this->engine()->run( $state, $context );

				$this->assertSame( 1, $this->reads, "$where, $case: queries to the sets" );
				$base = '' === $context->base_taxonomy ? [] : [ 'product_cat' => 'clothing' ];
				if ( ! isset( $params['product_cat'] ) ) {
					$this->assertSame( $this->expected_ids( $params + $base, 'catalog', $context->hide_out_of_stock ), self::sorted( $result->page_ids ), "$where, $case" );
				}
			}
		}
	}

	public function test_the_main_query_reads_its_sets_in_one_query(): void {
		$filters = [
			[ [ 'pa_color' => 'red,blue', 'orderby' => 'popularity', 'min_price' => '10' ], $this->expected_ids( [ 'pa_color' => 'red,blue', 'min_price' => '10' ], 'catalog', true ), new Context( hide_out_of_stock: true ) ],
			[ [ 'sku' => 'var-2' ], [ $this->catalogue->ids[20], $this->catalogue->ids[25] ], new Context() ],
		];
		foreach ( $filters as [ $params, $expected, $context ] ) {
			$state = FilterState::from_params( $params );
			$this->assertInstanceOf( FilterState::class, $state );
			$this->reads = 0;

			$ids = $this->engine()->matching_ids( $state, $context );

			$this->assertSame( 1, $this->reads, implode( ', ', array_keys( $params ) ) );
			$this->assertSame( $expected, self::sorted( $ids ) );
		}
	}

	public function test_a_second_run_in_the_same_request_reads_only_what_the_first_did_not(): void {
		$engine = $this->engine();
		$engine->run( FilterState::from_params( [] ), new Context( facets: [ 'product_cat' ] ) );
		$this->reads = 0;

		$result = $engine->run( FilterState::from_params( [] ), new Context( facets: [ 'product_cat' ] ) );
		$this->assertSame( 0, $this->reads, 'all read already' );
		$engine->run( FilterState::from_params( [ 'on_sale' => '1' ] ), new Context( facets: [ 'product_cat', 'pa_color' ] ) );
		$this->assertSame( 1, $this->reads, 'the new groups together' );
		$this->assertSame( count( $this->expected_ids( [] ) ), $result->total );
	}

	private function engine(): Engine {
		return new Engine( new SetStore( new SetBuilder() ), new SkuSearch() );
	}
}
