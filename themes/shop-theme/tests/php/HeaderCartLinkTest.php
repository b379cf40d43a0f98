<?php
/**
 * The header's cart link on the cart and the checkout carries the cart's count.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\HeaderCartLink;

/**
 * The badge WooCommerce prints empty gets the number of items (none drawn for an empty cart), and the number the
 * storefront core starts from.
 */
final class HeaderCartLinkTest extends TestCase {

	private const BUTTON = '<span class="wc-block-mini-cart__quantity-badge"><svg></svg><span class="wc-block-mini-cart__badge" style=""></span></span>';

	public function test_the_badge_shows_the_number_of_items(): void {
		$this->assertSame(
			'<span class="wc-block-mini-cart__quantity-badge"><svg></svg><span data-shop-cart-count="3" class="wc-block-mini-cart__badge" style="">3</span></span>',
			HeaderCartLink::with_count( self::BUTTON, 3 )
		);
	}

	public function test_an_empty_cart_leaves_the_badge_empty(): void {
		$this->assertStringContainsString( 'data-shop-cart-count="0" class="wc-block-mini-cart__badge" style=""></span>', HeaderCartLink::with_count( self::BUTTON, 0 ) );
	}

	public function test_markup_without_a_badge_is_left_as_it_is(): void {
		$this->assertSame( '<svg></svg>', HeaderCartLink::with_count( '<svg></svg>', 2 ) );
	}
}
