<?php
/**
 * Keeps the header from being painted half-parsed.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A browser paints what it has parsed while the page still arrives. When the first paint fell inside the header, the
 * navigation was laid out without the search, account and mini-cart after it, then moved when they came: a layout
 * shift of the header on some loads (0.0004 to 0.0013). `<link rel="expect" blocking="render">` holds rendering until
 * the element it names is parsed; every template has `<main id="main">` (the skip link's target) right after the
 * header, so the first paint shows the whole header. It costs no request, waits only for the header's markup (a
 * browser that does not know it ignores it), and a page without the element is rendered when its parsing ends.
 */
final class StableHeader implements Service {

	/** The element after the header in every template. */
	public const TARGET = 'main';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_head', [ $this, 'print_expect_link' ], 2 );
	}

	/**
	 * Prints the link.
	 */
	public function print_expect_link(): void {
		printf( '<link rel="expect" href="#%s" blocking="render" />' . "\n", esc_attr( self::TARGET ) );
	}
}
