<?php
/**
 * Shared caches are told when the filter's answers change.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Index\SetsRefresh;
use ShopFilter\Kit\Cache\SharedCache;
use ShopFilter\Settings\Settings;
use ShopFilter\Tests\Support\CatalogueTestCase;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * A product saved, its stock, its price or its terms changed: once the background build has stored the new sets,
 * `shop_bundle_purge` fires with the prefix of the address the storefront asks (`GET shop-filter/v1/results`); a
 * settings save fires it at once. Nothing fires while the answers have not changed.
 */
final class ResultsPurgeTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 6;

	/** @var list<list<string>> The prefixes of each purge fired. */
	private array $purges = [];

	protected function setUp(): void {
		parent::setUp();
		$this->refresh_sets();
		add_action( SharedCache::ACTION, [ $this, 'record' ] );
	}

	protected function tearDown(): void {
		remove_action( SharedCache::ACTION, [ $this, 'record' ] );
		parent::tearDown();
	}

	/**
	 * Records a purge.
	 *
	 * @param list<string> $prefixes The prefixes.
	 */
	public function record( array $prefixes ): void {
		$this->purges[] = $prefixes;
	}

	/** @return array<string, array{callable(\WC_Product): void}> */
	public static function changes(): array {
		return [
			'a product saved'  => [ static fn ( \WC_Product $product ) => $product->set_name( 'Renamed' ) || $product->save() ],
			'its price'        => [ static fn ( \WC_Product $product ) => $product->set_regular_price( '999' ) || $product->save() ],
			'its stock'        => [ static fn ( \WC_Product $product ) => $product->set_manage_stock( true ) || $product->save() || wc_update_product_stock( $product, 0 ) ],
			'its terms'        => [ static fn ( \WC_Product $product ) => wp_set_object_terms( $product->get_id(), 'Purge Test Tag', 'product_tag', true ) ],
		];
	}

	/**
	 * @dataProvider changes
	 * @param callable(\WC_Product): void $change The change.
	 */
	public function test_a_change_of_the_index_purges_the_answers_once_their_sets_are_stored( callable $change ): void {
		$change( wc_get_product( $this->catalogue->ids[1] ) );
		$this->assertSame( [], $this->purges, 'until the build has run, the answers are those of the sets stored before' );

		do_action( SetsRefresh::ACTION ); // What Action Scheduler runs.

		$this->assertSame( [ [ '/wp-json/shop-filter/v1/results' ] ], $this->purges );
	}

	public function test_a_build_that_finds_the_sets_current_purges_nothing(): void {
		do_action( SetsRefresh::ACTION );

		$this->assertSame( [], $this->purges );
	}

	public function test_a_settings_save_purges_the_answers(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), [ 'noindex_facets' => 3 ] ) );

		$this->assertSame( [ [ '/' ] ], $this->purges, 'the answers and the form drawn into the pages' );
	}
}
