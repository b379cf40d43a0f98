<?php
/**
 * Share icons on posts and products by default, under Add to cart on a product page.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Placement\ProductPlacement;
use ShopSocialIcons\Settings\Settings;
use ShopSocialIcons\Tests\Support\IconPages;
use WC_Product_Simple;

require_once __DIR__ . '/Support/IconPages.php';

/**
 * A fresh site shares posts and products; a site that saved its settings keeps them.
 */
final class ProductPlacementTest extends TestCase {

	use HookedCallback;
	use IconPages;

	private const LIST = '<ul class="shop-social-icons is-share';

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( WC_Product_Simple::class ) ) {
			$this->markTestSkipped( 'WooCommerce is not active on the test site.' );
		}
		delete_option( Settings::OPTION );
		$this->footer_sprite();
	}

	protected function tearDown(): void {
		$this->close_page();
		parent::tearDown();
	}

	public function test_a_fresh_site_shares_posts_and_products_and_keeps_follow_and_floating_icons_off(): void {
		$settings = Settings::get();

		$this->assertSame( 'after', $settings['auto_placement'] );
		$this->assertSame( [ 'post', 'product' ], $settings['auto_post_types'] );
		$this->assertFalse( $settings['floating_enabled'], 'the floating widget stays opt-in' );
		$this->assertSame( [ 'rss' ], $settings['follow_networks'], 'no follow profiles until the owner gives them' );
		$this->assertTrue( ProductPlacement::enabled() );
	}

	public function test_a_fresh_sites_post_ends_with_the_share_icons(): void {
		$this->open_page( [ 'p' => $this->post( 'Fresh', 'BODY' ) ] );

		[ $head, $tail ] = explode( 'BODY', apply_filters( 'the_content', 'BODY' ) );

		$this->assertStringNotContainsString( self::LIST, $head );
		$this->assertSame( 1, substr_count( $tail, self::LIST ) );
	}

	public function test_a_product_page_has_the_icons_under_its_add_to_cart_form_once(): void {
		$this->open_page( $this->product_page() );

		$form   = do_blocks( '<!-- wp:woocommerce/add-to-cart-form /-->' );
		$again  = do_blocks( '<!-- wp:woocommerce/add-to-cart-form /-->' );
		$at     = strpos( $form, self::LIST );
		$before = substr( $form, 0, (int) $at );

		$this->assertNotFalse( $at, 'the icons follow the form' );
		$this->assertStringContainsString( 'add-to-cart', $before, 'the form comes first' );
		$this->assertSame( [ 'facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email', 'copy' ], array_column( self::icons( $form ), 'network' ) );
		$this->assertStringContainsString( rawurlencode( (string) get_permalink() ), $form, 'they share the product' );
		$this->assertStringNotContainsString( self::LIST, $again, 'printed once per page' );
	}

	public function test_a_product_description_gets_no_icons(): void {
		$this->open_page( $this->product_page() );

		$this->assertStringNotContainsString( self::LIST, apply_filters( 'the_content', 'BODY' ), 'the description tab is not where they go' );
	}

	public function test_a_classic_themes_product_summary_gets_them_through_woocommerce_share(): void {
		$this->open_page( $this->product_page() );

		ob_start();
		do_action( 'woocommerce_share' );
		$summary = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $summary, self::LIST ) );
	}

	public function test_a_form_block_elsewhere_than_its_product_page_gets_none(): void {
		$this->open_page( [ 'p' => $this->post( 'A post', 'BODY' ) ] );

		$this->assertStringNotContainsString( self::LIST, do_blocks( '<!-- wp:woocommerce/add-to-cart-form /-->' ) );
	}

	/** @return array<string, array{array<string, mixed>}> settings a site saved => products get no icons */
	public static function saved_choices(): array {
		return [
			'placement not added'   => [ [ 'auto_placement' => 'none', 'auto_post_types' => [ 'post', 'product' ] ] ],
			'products not ticked'   => [ [ 'auto_placement' => 'after', 'auto_post_types' => [ 'post' ] ] ],
			'the old default saved' => [ [ 'auto_placement' => 'none', 'auto_post_types' => [ 'post' ] ] ],
		];
	}

	/**
	 * @dataProvider saved_choices
	 * @param array<string, mixed> $saved What the site saved.
	 */
	public function test_a_site_that_saved_its_choice_keeps_it( array $saved ): void {
		$this->set_settings( $saved );
		$this->open_page( $this->product_page() );

		$this->assertSame( $saved['auto_placement'], Settings::get()['auto_placement'] );
		$this->assertStringNotContainsString( self::LIST, do_blocks( '<!-- wp:woocommerce/add-to-cart-form /-->' ) );
	}

	/**
	 * The main query of a published simple product's page.
	 *
	 * @return array<string, mixed>
	 */
	private function product_page(): array {
		$product = new WC_Product_Simple();
		$product->set_name( 'Enamel mug' );
		$product->set_regular_price( '12' );
		$product->set_status( 'publish' );
		return [
			'p'         => $product->save(),
			'post_type' => ProductPlacement::POST_TYPE,
		];
	}
}
