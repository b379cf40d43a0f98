<?php
/**
 * A page that prints `wp-hooks` itself, with an inline script of its own.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * For the markup of a handle a script loads on first need (Shop Consent's settings UI, the theme's quick view): on the
 * block cart WooCommerce attaches its cross-sells to `wp-hooks` as an inline script (27 kB), which that markup printed
 * again (issue 27). Runs a callback while the page's queue holds `wp-hooks` with `$page_own_script` after it, and puts
 * the queue and the inline script back.
 */
trait PageOwnScript {

	/** The page's own inline script on `wp-hooks`. */
	protected static string $page_own_script = 'window.pageOwnHooksScript = 1;';

	/**
	 * @template T
	 * @param callable(): T $run What to run while the page prints `wp-hooks`.
	 * @return array{0: T, 1: string[]} What it returned, and the page's queue as it left it.
	 */
	protected function while_the_page_prints_hooks( callable $run ): array {
		$scripts = wp_scripts();
		$saved   = [ $scripts->queue, $scripts->done, $scripts->get_data( 'wp-hooks', 'after' ) ];
		try {
			wp_enqueue_script( 'wp-hooks' );
			wp_add_inline_script( 'wp-hooks', self::$page_own_script );
			return [ $run(), $scripts->queue ];
		} finally {
			[ $scripts->queue, $scripts->done ] = $saved;
			$scripts->add_data( 'wp-hooks', 'after', $saved[2] );
		}
	}
}
