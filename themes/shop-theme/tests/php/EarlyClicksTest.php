<?php
/**
 * The head script that holds early taps on the grids' buttons, and the sentinel that says when hydration is done.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\EarlyClicks;

/**
 * Printed on a page that draws a product button, and only there; the sentinel's directive is left for the browser.
 */
final class EarlyClicksTest extends TestCase {

	public function test_a_page_with_a_product_button_gets_the_script_in_the_head_and_the_sentinel_in_the_footer(): void {
		$clicks = new EarlyClicks();
		$this->assertSame( '', $this->head_and_footer( $clicks ), 'nothing on a page without a button' );

		$this->assertSame( '<button>Add</button>', $clicks->note_button( '<button>Add</button>' ), 'the button is left as it is' );
		$printed = $this->head_and_footer( $clicks );

		$this->assertMatchesRegularExpression( '/<script id="shop-theme-early-clicks">.*is-hydrated.*<\/script>/s', $printed );
		$this->assertStringContainsString( '<span id="shop-theme-interactive" hidden data-wp-interactive="shop-theme/interactive" data-wp-class--is-hydrated="!state.waiting"></span>', $printed );
	}

	public function test_woocommerce_10_gets_the_script_that_waits_for_the_carts_loads_and_11_the_one_without(): void {
		$this->assertSame( 'early-clicks-wc10.js', EarlyClicks::script_file( '10.6.2' ) );
		$this->assertSame( 'early-clicks.js', EarlyClicks::script_file( '11.0.1' ) );
		$this->assertSame( 'early-clicks.js', EarlyClicks::script_file( '' ), 'no WooCommerce: no cart to wait for' );

		$clicks = new EarlyClicks();
		$clicks->note_button( '' );
		$printed = $this->head_and_footer( $clicks );
		$waits   = str_contains( $printed, 'wc\\/store\\/v1\\/cart' );
		$this->assertSame( defined( 'WC_VERSION' ) && version_compare( WC_VERSION, '11.0', '<' ), $waits, 'the running WooCommerce\'s script is printed' );
	}

	public function test_the_theme_is_told_once_whatever_the_number_of_buttons(): void {
		$clicks = new EarlyClicks();
		$told   = 0;
		add_action( EarlyClicks::DRAWN, static function () use ( &$told ): void {
			++$told;
		} );
		$clicks->note_button( '' );
		$clicks->note_button( '' );
		$this->assertSame( 1, $told );
	}

	/**
	 * What the service prints in the head and the footer.
	 *
	 * @param EarlyClicks $clicks The service.
	 */
	private function head_and_footer( EarlyClicks $clicks ): string {
		ob_start();
		$clicks->print_script();
		$clicks->print_sentinel();
		return (string) ob_get_clean();
	}
}
