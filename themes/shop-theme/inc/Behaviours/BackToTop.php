<?php
/**
 * The back-to-top button.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the button at the end of the page when the option is on. It is `hidden` until the storefront core shows it
 * past 200 px of scroll, and fixed in place, so it never moves the layout.
 */
final class BackToTop implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_footer', [ $this, 'print_button' ] );
	}

	/**
	 * Prints the button.
	 */
	public function print_button(): void {
		if ( ! ThemeOptions::on( 'back_to_top' ) ) {
			return;
		}
		printf(
			'<button type="button" class="shop-theme-back-to-top" hidden aria-label="%s"><svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor"/></svg></button>',
			esc_attr__( 'Back to top', 'shop-theme' )
		);
	}
}
