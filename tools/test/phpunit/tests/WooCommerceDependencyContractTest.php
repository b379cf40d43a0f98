<?php
/**
 * What the plugins built on WooCommerce do when it is missing.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\AdminGlobals;

/**
 * Without WooCommerce such a plugin loads its translations and tells those who can install plugins, and hooks nothing
 * that needs WooCommerce; with WooCommerce it hooks every service and says nothing.
 */
final class WooCommerceDependencyContractTest extends TestCase {

	use AdminGlobals;

	/**
	 * Callbacks the boot under test added, removed after the test: hook name, callback, priority.
	 *
	 * @var list<array{string, callable, int}>
	 */
	private array $added = [];

	protected function setUp(): void {
		parent::setUp();
		$this->save_admin_globals();
	}

	protected function tearDown(): void {
		foreach ( $this->added as [ $hook, $callback, $priority ] ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->restore_admin_globals();
		parent::tearDown();
	}

	/** @return array<string, array{class-string, string, string[]}> boot class, notice without WooCommerce, hooks with it */
	public static function plugins(): array {
		$services = [ 'init', 'admin_menu', 'admin_enqueue_scripts', 'before_woocommerce_init' ];
		$notice   = ' requires WooCommerce to be installed and active.';
		return [
			'shop-filter'         => [ \ShopFilter\Plugin::class, 'Shop Filter' . $notice, $services ],
			'shop-stripe-gateway' => [
				\ShopStripeGateway\Plugin::class,
				'Shop Stripe Gateway' . $notice,
				[
					...$services,
					'woocommerce_payment_gateways',
					'woocommerce_update_options_payment_gateways_stripe',
					'woocommerce_blocks_payment_method_type_registration',
				],
			],
		];
	}

	/** @dataProvider plugins */
	public function test_without_woocommerce_only_the_translations_and_the_notice_are_hooked( string $plugin_class ): void {
		$this->require_loaded( $plugin_class );
		$this->boot( $plugin_class, false );

		$this->assertSame( [ 'admin_notices', 'init' ], $this->hooks_added() );
	}

	/**
	 * @dataProvider plugins
	 * @param string[] $services Hooks of the plugin's services.
	 */
	public function test_with_woocommerce_every_service_is_hooked_and_no_notice( string $plugin_class, string $notice, array $services ): void {
		$this->require_woocommerce();
		$this->boot( $plugin_class, true );
		$hooks = $this->hooks_added();

		foreach ( $services as $hook ) {
			$this->assertContains( $hook, $hooks );
		}
		$this->assertNotContains( 'admin_notices', $hooks );
	}

	/** @dataProvider plugins */
	public function test_without_woocommerce_administrators_are_asked_to_install_it( string $plugin_class, string $notice ): void {
		$this->act_as( 'administrator' );
		$this->require_loaded( $plugin_class );
		$this->boot( $plugin_class, false );

		$this->assertStringContainsString( '<div class="notice notice-error"><p>' . $notice . '</p></div>', $this->dashboard_notices() );
	}

	/** @dataProvider plugins */
	public function test_without_woocommerce_users_who_cannot_install_plugins_see_no_notice( string $plugin_class, string $notice ): void {
		$this->act_as( 'editor' );
		$this->require_loaded( $plugin_class );
		$this->boot( $plugin_class, false );

		$this->assertStringNotContainsString( $notice, $this->dashboard_notices() );
	}

	/** @dataProvider plugins */
	public function test_with_woocommerce_active_administrators_see_no_notice( string $plugin_class, string $notice ): void {
		$this->require_woocommerce();
		$this->act_as( 'administrator' );

		$this->assertStringNotContainsString( $notice, $this->dashboard_notices() );
	}

	/** Boots a second instance of the plugin, told whether WooCommerce is active, and records what it hooked. */
	private function boot( string $plugin_class, bool $woocommerce_is_active ): void {
		$before = $this->hooked_callbacks();
		try {
			( new $plugin_class( static fn (): bool => $woocommerce_is_active ) )->boot();
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

	/**
	 * WordPress does not activate a plugin that requires WooCommerce while WooCommerce is missing, so then
	 * its code is not loaded: its WooCommerce-missing branch is tested on a stack that has WooCommerce.
	 */
	private function require_loaded( string $plugin_class ): void {
		if ( ! class_exists( $plugin_class ) ) {
			$this->markTestSkipped( "$plugin_class is not loaded: WordPress does not activate its plugin without WooCommerce." );
		}
	}
}
