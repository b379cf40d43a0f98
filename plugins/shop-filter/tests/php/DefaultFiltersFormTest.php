<?php
/**
 * Where the default filters show: the theme's slot, a bare [shop_filter] or [woof], a block with no facets.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Blocks\FilterBlock;
use ShopFilter\Blocks\ThemeSlot;
use ShopFilter\Form\FactsSource;
use ShopFilter\Form\FormRenderer;
use ShopFilter\Form\PageForm;
use ShopFilter\Settings\Settings;
use ShopFilter\Tests\Support\CatalogueTestCase;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * The forms list the setting's facets in its order with its display types and more/less limit; a shortcode's or
 * a block's own facets, and the theme slot's PHP filter, still win. Over a small catalogue, every term shown
 * (hide_empty off), so each facet draws.
 */
final class DefaultFiltersFormTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 3;

	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::OPTION,
			[
				'hide_empty'      => false,
				'default_filters' => [
					'facets'     => [
						[ 'facet' => 'stock' ],
						[
							'facet' => 'product_tag',
							'type'  => 'radio',
						],
						[
							'facet' => 'price',
							'type'  => 'text',
						],
						[
							'facet' => 'product_cat',
							'type'  => 'select',
						],
					],
					'more_limit' => 9,
				],
			]
		);
	}

	/** A theme slot of its own: the plugin's keeps the form it rendered first for the rest of the request. */
	private static function slot(): string {
		return (string) ( new ThemeSlot( new PageForm( new FormRenderer(), new FactsSource() ) ) )->fill( null );
	}

	/**
	 * The facets of a form, in order, as `facet:type`.
	 *
	 * @return list<string>
	 */
	private static function facets( string $html ): array {
		preg_match_all( '/data-facet="([^"]+)" data-type="([^"]+)"/', $html, $matches, PREG_SET_ORDER );
		return array_map( static fn ( array $match ): string => $match[1] . ':' . $match[2], $matches );
	}

	/** The default filters of setUp(), as drawn. */
	private const DEFAULT = [ 'stock:checkbox', 'product_tag:radio', 'price:text', 'product_cat:select' ];

	public function test_a_bare_woof_shortcode_shows_the_default_filters(): void {
		$this->assertSame( self::DEFAULT, self::facets( do_shortcode( '[woof]' ) ) );
	}

	public function test_woof_attributes_that_name_no_facets_keep_the_default_filters(): void {
		$html = do_shortcode( '[woof is_ajax="0" autosubmit="1"]' );

		$this->assertSame( self::DEFAULT, self::facets( $html ) );
		$this->assertStringContainsString( '&quot;ajax&quot;:false', $html );
	}

	public function test_a_bare_shop_filter_shortcode_shows_them_and_its_types_win(): void {
		$this->assertSame( self::DEFAULT, self::facets( do_shortcode( '[shop_filter]' ) ) );
		$this->assertSame(
			[ 'stock:checkbox', 'product_tag:select', 'price:slider', 'product_cat:select' ],
			self::facets( do_shortcode( '[shop_filter types="product_tag:select,price:slider"]' ) )
		);
	}

	public function test_shortcode_facets_win_over_the_default_filters(): void {
		$this->assertSame( [ 'product_cat:checkbox' ], self::facets( do_shortcode( '[woof tax_only="product_cat"]' ) ) );
		$this->assertSame( [ 'price:slider', 'product_tag:checkbox' ], self::facets( do_shortcode( '[shop_filter facets="price,product_tag"]' ) ) );
	}

	public function test_the_theme_slot_shows_them_and_its_php_filter_still_decides(): void {
		$given = null;
		$this->assertSame( self::DEFAULT, self::facets( self::slot() ) );

		$override = static function ( array $config ) use ( &$given ): array {
			$given = $config;
			return [ 'facets' => [ 'rating' ] ] + $config;
		};
		add_filter( 'shop_filter_theme_slot_config', $override );
		try {
			$html = self::slot();
		} finally {
			remove_filter( 'shop_filter_theme_slot_config', $override );
		}

		$this->assertSame(
			[
				'facets'     => [ 'stock', 'product_tag', 'price', 'product_cat' ],
				'types'      => [
					'product_tag' => 'radio',
					'price'       => 'text',
					'product_cat' => 'select',
				],
				'more_limit' => 9,
			],
			$given
		);
		$this->assertSame( [ 'rating:checkbox' ], self::facets( $html ) );
	}

	public function test_a_block_with_no_facets_chosen_shows_them(): void {
		$this->assertSame( [], FilterBlock::config( [ 'facets' => [] ] ) );
		$this->assertSame( self::DEFAULT, self::facets( do_blocks( '<!-- wp:shop-filter/product-filter /-->' ) ) );
		$this->assertSame( [ 'stock:checkbox' ], self::facets( do_blocks( '<!-- wp:shop-filter/product-filter {"facets":["stock"]} /-->' ) ) );
	}
}
