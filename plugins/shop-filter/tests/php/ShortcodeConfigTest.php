<?php
/**
 * Shortcode attributes to form config.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Blocks\FilterBlock;
use ShopFilter\Shortcodes\FilterShortcodes;

/**
 * `[shop_filter]`, `[woof]` and the block's attributes give the same config keys.
 */
final class ShortcodeConfigTest extends TestCase {

	public function test_shop_filter_reads_facets_types_and_options(): void {
		$this->assertSame(
			[
				'facets'       => [ 'product_cat', 'pa_color', 'price' ],
				'types'        => [ 'pa_color' => 'swatch' ],
				'more_limit'   => 4,
				'start_button' => true,
			],
			FilterShortcodes::config( [ 'facets' => 'product_cat, pa_color,price', 'types' => 'pa_color:swatch', 'more_limit' => '4', 'start_button' => 'yes' ] )
		);
	}

	public function test_woof_maps_the_replaced_plugins_attributes(): void {
		$this->assertSame(
			[
				'facets'       => [ 'product_cat', 'pa_color', 'price', 'stock' ],
				'start_button' => true,
				'redirect'     => 'https://shop.test/results/',
				'settings'     => [
					'autosubmit' => false,
					'ajax'       => true,
				],
			],
			FilterShortcodes::woof_config( [ 'tax_only' => 'product_cat,pa_color', 'by_only' => 'by_price,by_instock,by_unknown', 'start_filtering_btn' => '1', 'redirect' => 'https://shop.test/results/', 'autosubmit' => '0', 'is_ajax' => '1' ] )
		);
	}

	public function test_block_attributes_map_to_the_same_keys(): void {
		$this->assertSame(
			[
				'facets'     => [ 'price' ],
				'more_limit' => 3,
			],
			FilterBlock::config( [ 'facets' => [ 'price' ], 'types' => [], 'moreLimit' => 3, 'redirect' => '' ] )
		);
	}
}
