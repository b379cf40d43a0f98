<?php
/**
 * The hooks as they were before a test that adds its own (the suite's TestCase keeps hooks between tests).
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * keep_hooks() in setUp, put_hooks_back() in tearDown: a test that boots a plugin or hooks services leaves nothing
 * hooked for the next (a second plugin's gateways would stay in WooCommerce's list for the rest of the run).
 */
trait KeptHooks {

	/**
	 * The hooks before the test, each a copy.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $kept_hooks = [];

	/** Keeps a copy of every hook. */
	protected function keep_hooks(): void {
		$this->kept_hooks = array_map( static fn ( \WP_Hook $hook ): \WP_Hook => clone $hook, $GLOBALS['wp_filter'] );
	}

	/** Puts the kept hooks back. */
	protected function put_hooks_back(): void {
		$GLOBALS['wp_filter'] = $this->kept_hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- put back as it was.
	}
}
