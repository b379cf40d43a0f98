<?php
/**
 * The quick view and wishlist buttons the theme renders.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Assets;
use ShopTheme\Behaviours\Core;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Assets\HandleMarkup;
use ShopTheme\Shop\ShopButtons;
use ShopTheme\Shop\ShopScripts;
use WP_Block;

/**
 * A product card (the product template's add-to-cart button) gets "Quick view" and "Add to wishlist", the product
 * page's add-to-cart form gets "Add to wishlist"; the markup is the same for every visitor, carries the tooltips, and
 * a page that shows a button enqueues the storefront core. Each theme option turns its button off.
 */
final class ShopButtonsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		wp_dequeue_script( Assets::FRONTEND );
	}

	protected function tearDown(): void {
		delete_option( ThemeOptions::OPTION );
		parent::tearDown();
	}

	/**
	 * A published product.
	 */
	private function product(): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Buttons test product' );
		$product->set_regular_price( '10' );
		$product->set_status( 'publish' );
		return $product->save();
	}

	/**
	 * Renders a block for a product, as a product template or a product page does.
	 *
	 * @param string $name Block name.
	 * @param int    $id   Product id (the block's postId context).
	 */
	private function render( string $name, int $id ): string {
		$GLOBALS['post'] = get_post( $id );
		setup_postdata( $GLOBALS['post'] );
		$parsed = [
			'blockName'    => $name,
			'attrs'        => [ 'isDescendentOfQueryLoop' => true ],
			'innerBlocks'  => [],
			'innerHTML'    => '',
			'innerContent' => [],
		];
		$html = ( new WP_Block( $parsed, [ 'postId' => $id, 'postType' => 'product' ] ) )->render();
		wp_reset_postdata();
		return $html;
	}

	public function test_a_card_shows_quick_view_and_wishlist_with_their_tooltips(): void {
		$id   = $this->product();
		$html = $this->render( 'woocommerce/product-button', $id );

		$this->assertStringContainsString(
			'<button type="button" class="shop-quick-view-button" data-shop-quick-view="' . $id . '" aria-haspopup="dialog" data-shop-tooltip="Quick view">Quick view</button>',
			$html
		);
		$this->assertStringContainsString(
			'<button type="button" class="shop-wishlist-button" data-shop-wishlist="' . $id . '" aria-pressed="false" data-shop-tooltip="Add to wishlist">Add to wishlist</button>',
			$html
		);
		$this->assertTrue( wp_script_is( Assets::FRONTEND, 'enqueued' ), 'the core runs where the buttons are' );
		$this->assertStringStartsWith( '<div class="shop-card-actions" style="--shop-card-icons:2">', $html, 'a column for each, before they are read' );
	}

	public function test_with_tooltips_off_the_buttons_carry_no_tooltip(): void {
		update_option( ThemeOptions::OPTION, [ 'tooltips' => false ] + ThemeOptions::defaults() );
		$id   = $this->product();
		$html = $this->render( 'woocommerce/product-button', $id );

		$this->assertStringContainsString( 'data-shop-wishlist="' . $id . '"', $html );
		$this->assertStringNotContainsString( 'data-shop-tooltip', $html );
	}

	public function test_the_product_page_shows_the_wishlist_button_only(): void {
		$id   = $this->product();
		$html = $this->render( 'woocommerce/add-to-cart-form', $id );

		$this->assertStringContainsString( 'data-shop-wishlist="' . $id . '"', $html );
		$this->assertStringNotContainsString( 'data-shop-quick-view', $html );
	}

	public function test_the_markup_is_the_same_for_a_guest_and_a_shopper_whose_list_holds_the_product(): void {
		$id    = $this->product();
		$guest = $this->render( 'woocommerce/product-button', $id );
		$user  = $this->act_as( 'customer' );
		update_user_meta( $user, 'shop_theme_wishlist', [ $id ] );

		$this->assertSame( $guest, $this->render( 'woocommerce/product-button', $id ) );
	}

	public function test_each_option_turns_its_button_off_and_nothing_is_loaded_without_buttons(): void {
		$id = $this->product();
		update_option( ThemeOptions::OPTION, [ 'quick_view' => false ] + ThemeOptions::defaults() );
		$html = $this->render( 'woocommerce/product-button', $id );
		$this->assertStringNotContainsString( 'data-shop-quick-view', $html );
		$this->assertStringContainsString( 'data-shop-wishlist', $html );
		$this->assertStringContainsString( 'style="--shop-card-icons:1"', $html );

		wp_dequeue_script( Assets::FRONTEND );
		update_option( ThemeOptions::OPTION, [ 'quick_view' => false, 'wishlist' => false ] + ThemeOptions::defaults() );
		$html = $this->render( 'woocommerce/product-button', $id );
		$this->assertStringNotContainsString( 'shop-card-actions', $html );
		$this->assertStringNotContainsString( 'data-shop-wishlist', $this->render( 'woocommerce/add-to-cart-form', $id ) );
	}

	public function test_the_settings_hold_a_nonce_for_a_logged_in_shopper_only_and_the_dialog_tags(): void {
		$scripts = new ShopScripts( new HandleMarkup() );
		$guest   = $scripts->shop();
		$this->assertSame( '', $guest['nonce'] );
		$this->assertStringContainsString( 'id="shop-theme-quick-view-js"', $guest['quickView']['markup'] );
		$this->assertStringContainsString( 'id="react-js"', $guest['quickView']['markup'], 'React comes from WordPress' );
		$this->assertFalse( wp_script_is( ShopScripts::QUICK_VIEW, 'enqueued' ), 'the dialog waits for the first click' );

		$this->act_as( 'customer' );
		$this->assertSame( 1, wp_verify_nonce( $scripts->shop()['nonce'], 'wp_rest' ) );
	}

	public function test_the_shop_part_is_in_the_core_settings_only_on_a_page_with_a_button(): void {
		$scripts = new ShopScripts( new HandleMarkup() );
		$core    = new Core( $scripts );
		$this->assertArrayNotHasKey( 'shop', $core->settings(), 'no button on the page' );

		( new ShopButtons( $scripts ) )->quick_view( $this->product() );
		$this->assertSame( [ 'shop' => $scripts->shop() ], $core->settings() );
		$this->assertTrue( wp_script_is( Assets::FRONTEND, 'enqueued' ), 'so Core prints them' );
		$this->assertFalse( wp_scripts()->get_data( Assets::FRONTEND, 'before' ), 'no global of its own before the core' );
	}
}
