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
 * storefront core starts from; the checkout header's mini-cart is known by its class.
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

	public function test_woocommerce_before_11_draws_the_drawer_opener_there_and_it_becomes_the_link_back(): void {
		$this->require_woocommerce();
		add_filter( 'woocommerce_is_checkout', '__return_true' );
		// WooCommerce 10.6's mini-cart on the checkout: the drawer's opener, its class after other attributes.
		$opener = '<div data-wp-interactive="woocommerce/mini-cart" data-wp-init="callbacks.setupJQueryEventBridge" class="wc-block-mini-cart wp-block-woocommerce-mini-cart shop-theme-back-to-cart" style=""><button aria-label="Number of items in the cart: 0" data-wp-on--click="actions.openDrawer" class="wc-block-mini-cart__button"><span class="wc-block-mini-cart__quantity-badge"><svg></svg><span class="wc-block-mini-cart__badge" data-wp-bind--hidden="!state.badgeIsVisible" data-wp-text="state.totalItemsInCart"></span></span></button></div>';

		$link = ( new HeaderCartLink() )->link( $opener, [ 'attrs' => [ 'className' => 'shop-theme-back-to-cart' ] ] );

		$this->assertStringContainsString( '<span class="shop-theme-cart-link__label">Back to cart</span>', $link );
		$this->assertStringContainsString( 'href="' . esc_url( wc_get_cart_url() ) . '"', $link );
		$this->assertStringNotContainsString( 'data-wp-', $link, 'no drawer to open' );
		$this->assertStringNotContainsString( '<button', $link );
		remove_filter( 'woocommerce_is_checkout', '__return_true' );
	}

	/** @return array<string, array{array<string, mixed>, bool}> */
	public static function blocks(): array {
		return [
			'the checkout header\'s'     => [ [ 'attrs' => [ 'className' => 'shop-theme-back-to-cart' ] ], true ],
			'among other classes'        => [ [ 'attrs' => [ 'className' => "is-style-x  shop-theme-back-to-cart\tmore" ] ], true ],
			'every other page\'s header' => [ [ 'attrs' => [ 'hasHiddenPrice' => true ] ], false ],
			'a class that only starts so' => [ [ 'attrs' => [ 'className' => 'shop-theme-back-to-cart-x' ] ], false ],
			'a class that is no string'   => [ [ 'attrs' => [ 'className' => [ 'shop-theme-back-to-cart' ] ] ], false ],
			'no parsed block'             => [ [], false ],
		];
	}

	/**
	 * @dataProvider blocks
	 * @param array<string, mixed> $block The parsed block.
	 */
	public function test_the_way_back_to_the_cart_is_the_block_with_its_class( array $block, bool $back ): void {
		$this->assertSame( $back, HeaderCartLink::is_back_to_cart( $block ) );
	}
}
