<?php
/**
 * The states of the add-to-cart buttons of WooCommerce's classic product loops, drawn by the theme.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;

/**
 * WooCommerce's script marks a loop button `loading` while its request runs and `added` after (spec: "normal, then
 * loading while the request runs, then added"). WooCommerce draws those states (a spinner, a check mark) only for
 * block themes without button styles; the theme has button styles, so its own stylesheet must draw them, inside the
 * button's box (no size change in a narrow grid column).
 */
final class AddToCartStatesTest extends TestCase {

	/**
	 * The theme's rules for the states (src/styles/after-paint/add-to-cart-states.css, part of the after-paint
	 * stylesheet), without comments and with the spaces a minifier drops.
	 */
	private function stylesheet(): string {
		$css = (string) file_get_contents( get_theme_file_path( 'src/styles/after-paint/add-to-cart-states.css' ) );
		$css = (string) preg_replace( [ '#/\*.*?\*/#s', '/\s+/' ], [ '', ' ' ], $css );
		$css = (string) preg_replace( '/\s*([{};,])\s*|(:)\s+/', '$1$2', $css );
		return str_replace( ';}', '}', $css );
	}

	/**
	 * The declarations of the first rule whose selector list is exactly `$selector`.
	 *
	 * @param string $selector Selector list, without spaces after its commas.
	 */
	private function declarations( string $selector ): string {
		$found = preg_match( '/(?:^|[}\s])' . preg_quote( $selector, '/' ) . '\s*\{([^}]*)\}/', $this->stylesheet(), $match );
		$this->assertSame( 1, $found, "a rule for $selector" );
		return $match[1];
	}

	public function test_woocommerce_leaves_the_states_to_the_theme_because_it_styles_buttons(): void {
		$this->require_woocommerce();
		$this->assertTrue(
			wc_block_theme_has_styles_for_element( 'button' ),
			'WooCommerce turns its loading and added rules off for this theme (woocommerce-block-theme-has-button-styles)'
		);
	}

	public function test_a_loading_button_is_dimmed_shows_a_progress_cursor_and_a_spinner(): void {
		$loading = $this->declarations( '.add_to_cart_button.loading' );
		$this->assertStringContainsString( 'cursor:progress', $loading );
		$this->assertMatchesRegularExpression( '/opacity:\s*0?\.\d/', $loading );
		$spinner = $this->declarations( '.add_to_cart_button.loading::after' );
		$this->assertStringContainsString( 'animation:shop-theme-spin', $spinner );
		$this->assertTrue( str_contains( $this->stylesheet(), '@keyframes shop-theme-spin' ), 'the keyframes of the spinner' );
	}

	public function test_an_added_button_shows_a_check_mark_that_adds_nothing_to_its_name(): void {
		$this->assertStringContainsString( 'content:"✓" / ""', $this->declarations( '.add_to_cart_button.added::after' ) );
	}

	public function test_both_marks_sit_inside_the_button_without_changing_its_size(): void {
		$marks = $this->declarations( '.add_to_cart_button.loading::after,.add_to_cart_button.added::after' );
		$this->assertStringContainsString( 'position:absolute', $marks );
		$this->assertStringContainsString( 'position:relative', $this->declarations( '.add_to_cart_button.loading,.add_to_cart_button.added' ) );
	}

	public function test_the_spinner_stands_still_for_visitors_who_ask_for_reduced_motion(): void {
		$this->assertTrue(
			str_contains( $this->stylesheet(), '@media (prefers-reduced-motion:reduce){.add_to_cart_button.loading::after{animation:none}}' ),
			'the spinner has no animation under prefers-reduced-motion'
		);
	}
}
