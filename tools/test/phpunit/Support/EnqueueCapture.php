<?php
/**
 * The script and style handles a storefront page or an admin screen enqueues.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

use WP_Query;

/**
 * Fires the enqueue action of a page, returns what it queued, and dequeues it again.
 */
trait EnqueueCapture {

	/**
	 * Runs the query as the main one and fires wp_enqueue_scripts, then puts everything back.
	 *
	 * @param array<string, string> $query Query vars.
	 * @return string[] Script handles enqueued for that page.
	 */
	protected function scripts_enqueued_on( array $query ): array {
		$main_query = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];

		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		try {
			$enqueued = $this->capture_enqueued(
				static function () use ( $query ): void {
					$GLOBALS['wp_query']->query( $query );
					do_action( 'wp_enqueue_scripts' );
				}
			);
		} finally {
			[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main_query;
		}

		return $enqueued['scripts'];
	}

	/**
	 * Sets the screen and fires admin_enqueue_scripts as wp-admin/admin-header.php does. The caller restores the
	 * screen globals (AdminGlobals).
	 *
	 * @param string $hook_suffix The screen's hook suffix.
	 * @return array{scripts: string[], styles: string[]} Handles the screen enqueued.
	 */
	protected function enqueued_on_screen( string $hook_suffix ): array {
		return $this->capture_enqueued(
			static function () use ( $hook_suffix ): void {
				$GLOBALS['hook_suffix'] = $hook_suffix;
				set_current_screen();
				do_action( 'admin_enqueue_scripts', $hook_suffix );
			}
		);
	}

	/**
	 * Calls $fire on empty queues and gives what it queued; the queues are then put back as they were.
	 *
	 * @param callable $fire Fires the enqueue hook.
	 * @return array{scripts: string[], styles: string[]} Handles $fire queued.
	 */
	private function capture_enqueued( callable $fire ): array {
		// From an empty queue, whatever an earlier test left enqueued: a handle already queued would not be seen.
		$scripts_before     = wp_scripts()->queue;
		$styles_before      = wp_styles()->queue;
		wp_scripts()->queue = [];
		wp_styles()->queue  = [];
		try {
			$fire();
			$enqueued = [
				'scripts' => array_values( wp_scripts()->queue ),
				'styles'  => array_values( wp_styles()->queue ),
			];
		} finally {
			wp_scripts()->queue = $scripts_before;
			wp_styles()->queue  = $styles_before;
		}

		return $enqueued;
	}
}
