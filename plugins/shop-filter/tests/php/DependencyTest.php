<?php
/**
 * What Shop Filter does when WooCommerce is missing.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Plugin;

/**
 * Without WooCommerce the plugin loads its translations and tells those who can install plugins, and hooks nothing
 * that needs WooCommerce; with WooCommerce it hooks every service and says nothing.
 */
final class DependencyTest extends TestCase {

	private const NOTICE = 'Shop Filter requires WooCommerce to be installed and active.';

	/**
	 * Callbacks the boot under test added, removed after the test: hook name, callback, priority.
	 *
	 * @var list<array{string, callable, int}>
	 */
	private array $added = [];

	protected function tearDown(): void {
		foreach ( $this->added as [ $hook, $callback, $priority ] ) {
			remove_filter( $hook, $callback, $priority );
		}
		parent::tearDown();
	}

	public function test_without_woocommerce_only_the_translations_and_the_notice_are_hooked(): void {
		$this->boot( false );

		$this->assertSame( [ 'admin_notices', 'init' ], $this->hooks_added() );
	}

	public function test_with_woocommerce_every_service_is_hooked_and_no_notice(): void {
		$this->require_woocommerce();
		$this->boot( true );
		$hooks = $this->hooks_added();

		foreach ( [ 'init', 'wp_enqueue_scripts', 'admin_menu', 'admin_enqueue_scripts', 'before_woocommerce_init' ] as $hook ) {
			$this->assertContains( $hook, $hooks );
		}
		$this->assertNotContains( 'admin_notices', $hooks );
	}

	public function test_without_woocommerce_administrators_are_asked_to_install_it(): void {
		$this->act_as( 'administrator' );
		$this->boot( false );

		$notice = '<div class="notice notice-error"><p>' . self::NOTICE . '</p></div>';
		$this->assertStringContainsString( $notice, $this->admin_notices() );
	}

	public function test_without_woocommerce_users_who_cannot_install_plugins_see_no_notice(): void {
		$this->act_as( 'editor' );
		$this->boot( false );

		$this->assertStringNotContainsString( self::NOTICE, $this->admin_notices() );
	}

	public function test_with_woocommerce_active_administrators_see_no_notice(): void {
		$this->require_woocommerce();
		$this->act_as( 'administrator' );

		$this->assertStringNotContainsString( self::NOTICE, $this->admin_notices() );
	}

	/** Boots a second instance of the plugin, told whether WooCommerce is active, and records what it hooked. */
	private function boot( bool $woocommerce_is_active ): void {
		$before = $this->hooked_callbacks();
		try {
			( new Plugin( static fn (): bool => $woocommerce_is_active ) )->boot();
		} finally {
			$this->added = array_values( array_diff_key( $this->hooked_callbacks(), $before ) );
		}
	}

	/** @return string[] Names of the hooks the boot added callbacks to, sorted. */
	private function hooks_added(): array {
		$hooks = array_unique( array_column( $this->added, 0 ) );
		sort( $hooks );
		return $hooks;
	}

	/** @return array<string, array{string, callable, int}> Every hooked callback, keyed by hook, priority and id. */
	private function hooked_callbacks(): array {
		$callbacks = [];
		foreach ( $GLOBALS['wp_filter'] as $hook => $wp_hook ) {
			foreach ( $wp_hook->callbacks as $priority => $at_priority ) {
				foreach ( $at_priority as $id => $callback ) {
					$callbacks[ "$hook $priority $id" ] = [ (string) $hook, $callback['function'], (int) $priority ];
				}
			}
		}
		return $callbacks;
	}

	/** What wp-admin prints at the top of the dashboard. */
	private function admin_notices(): string {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$screen_globals = [ 'hook_suffix', 'current_screen', 'typenow', 'taxnow' ];
		$saved          = array_intersect_key( $GLOBALS, array_flip( $screen_globals ) );

		$GLOBALS['hook_suffix'] = 'index.php';
		set_current_screen();
		ob_start();
		do_action( 'admin_notices' );
		$html = (string) ob_get_clean();

		foreach ( $screen_globals as $name ) {
			unset( $GLOBALS[ $name ] );
		}
		foreach ( $saved as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		return $html;
	}
}
