<?php
/**
 * HUSKY's (WOOF's) sort orders mapped onto WooCommerce's.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Query\FilterState;
use ShopFilter\Query\OrderAliases;
use WP_Error;

/**
 * Every value of the table gives one of WooCommerce's six orders or the default; links read them the same way.
 */
final class OrderAliasesTest extends TestCase {

	/**
	 * @return array<string, array{string, string, string}>
	 */
	public static function orders(): array {
		return [
			'WooCommerce\'s own'          => [ 'popularity', '', 'popularity' ],
			'price, descending by order' => [ 'price', 'desc', 'price-desc' ],
			'price with an underscore'   => [ 'price_desc', '', 'price-desc' ],
			'price ascending'            => [ 'price-asc', '', 'price' ],
			'newest first'               => [ 'date', 'desc', 'date' ],
			'oldest first: not kept'     => [ 'date', 'asc', '' ],
			'sales'                      => [ 'total_sales', '', 'popularity' ],
			'average rating'             => [ 'average_rating', '', 'rating' ],
			'WooCommerce\'s default'     => [ 'menu_order title', '', 'menu_order' ],
			'title: not kept'            => [ 'title', '', '' ],
			'random: not kept'           => [ 'rand', '', '' ],
			'an unknown value stays'     => [ 'colour', '', 'colour' ],
		];
	}

	/**
	 * @dataProvider orders
	 */
	public function test_each_order_is_woocommerces_nearest_or_the_default( string $orderby, string $order, string $expected ): void {
		$this->assertSame( $expected, OrderAliases::nearest( $orderby, $order ) );
	}

	public function test_every_mapped_order_is_one_woocommerce_has(): void {
		foreach ( OrderAliases::NEAREST as $alias => $order ) {
			$this->assertContains( $order, FilterState::ORDERS, $alias );
		}
	}

	public function test_a_link_with_a_husky_order_is_read_strictly_without_an_error(): void {
		$husky = FilterState::from_params( [ 'swoof' => '1', 'orderby' => 'price', 'order' => 'desc' ] );
		$title = FilterState::from_params( [ 'swoof' => '1', 'orderby' => 'title' ] );
		$bad   = FilterState::from_params( [ 'orderby' => 'colour' ] );

		$this->assertInstanceOf( FilterState::class, $husky );
		$this->assertSame( 'price-desc', $husky->orderby );
		$this->assertInstanceOf( FilterState::class, $title );
		$this->assertSame( '', $title->orderby );
		$this->assertInstanceOf( WP_Error::class, $bad, 'a value of neither list is still refused' );
	}
}
