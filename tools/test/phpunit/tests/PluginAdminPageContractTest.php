<?php
/**
 * Each plugin's settings page, as wp-admin builds and shows it.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\AdminGlobals;
use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\Support\HookedCallback;

/**
 * The page is in its parent menu for the roles with its capability only, prints the settings app's mount point,
 * and loads the app on its own screen only.
 */
final class PluginAdminPageContractTest extends TestCase {

	use AdminGlobals;
	use EnqueueCapture;
	use HookedCallback;

	protected function setUp(): void {
		parent::setUp();
		$this->save_admin_globals();
	}

	protected function tearDown(): void {
		$this->restore_admin_globals();
		parent::tearDown();
	}

	/**
	 * Each plugin's page: the file of the parent menu, the file wp-admin serves it from, the submenu entry
	 * (menu title, capability, slug, page title), whether it needs WooCommerce, and which roles see and open it.
	 *
	 * @return array<string, array{array{slug: string, parent: string, pagenow: string, entry: string[], title: string, woocommerce: bool, roles: array<string, bool>}}>
	 */
	public static function plugins(): array {
		$settings_page = [ 'administrator' => true, 'editor' => false, 'subscriber' => false ];
		$shop_page     = [ 'administrator' => true, 'shop_manager' => true, 'subscriber' => false ];
		$page          = static fn ( string $slug, string $menu, string $title, bool $shop ): array => [
			[
				'slug'        => $slug,
				'parent'      => $shop ? 'woocommerce' : 'options-general.php',
				'pagenow'     => $shop ? 'admin.php' : 'options-general.php',
				'entry'       => [ $menu, $shop ? 'manage_woocommerce' : 'manage_options', $slug, $title ],
				'title'       => $title,
				'woocommerce' => $shop,
				'roles'       => $shop ? $shop_page : $settings_page,
			],
		];
		return [
			'shop-consent'        => $page( 'shop-consent', 'Shop Consent', 'Shop Consent', false ),
			'shop-social-icons'   => $page( 'shop-social-icons', 'Shop Social Icons', 'Shop Social Icons', false ),
			'shop-filter'         => $page( 'shop-filter', 'Shop Filter', 'Shop Filter', true ),
			'shop-stripe-gateway' => $page( 'shop-stripe-gateway', 'Stripe Gateway', 'Shop Stripe Gateway', true ),
		];
	}

	/** @return array<string, array{array<string, mixed>, string, bool}> plugin's page, role, whether it sees and opens the page */
	public static function plugin_roles(): array {
		$rows = [];
		foreach ( self::plugins() as $slug => [ $page ] ) {
			foreach ( $page['roles'] as $role => $allowed ) {
				$rows[ "$slug, $role" ] = [ $page, $role, $allowed ];
			}
		}
		return $rows;
	}

	/**
	 * @dataProvider plugin_roles
	 * @param array<string, mixed> $page The plugin's page.
	 */
	public function test_page_is_listed_and_opens_only_for_the_roles_with_its_capability( array $page, string $role, bool $allowed ): void {
		$this->require_woocommerce_if( $page['woocommerce'] );
		$this->act_as( $role );
		$this->build_admin_menu();

		$this->assertSame( $allowed, in_array( $page['entry'], $GLOBALS['submenu'][ $page['parent'] ] ?? [], true ) );
		$this->assertSame( $allowed, $this->can_open_admin_page( $page['pagenow'], $page['slug'] ) );
	}

	/**
	 * @dataProvider plugins
	 * @param array<string, mixed> $page The plugin's page.
	 */
	public function test_page_prints_its_heading_and_the_mount_point_of_the_settings_app( array $page ): void {
		$this->require_woocommerce_if( $page['woocommerce'] );
		$this->open_as_administrator( $page );

		$html = $this->render_admin_page( $page['slug'], $page['parent'] );

		$this->assertMatchesRegularExpression( '~<h1( class="wp-heading-inline")?>' . preg_quote( $page['title'], '~' ) . '</h1>~', $html );
		$this->assertStringContainsString( "<div id=\"{$page['slug']}-admin-root\"></div>", $html );
		$this->assertStringNotContainsString( 'notice-error', $html, 'The built settings app is registered.' );
	}

	/**
	 * @dataProvider plugins
	 * @param array<string, mixed> $page The plugin's page.
	 */
	public function test_settings_app_is_not_loaded_on_the_dashboard( array $page ): void {
		$this->require_woocommerce_if( $page['woocommerce'] );
		$this->open_as_administrator( $page );

		$enqueued = $this->enqueued_on_screen( 'index.php' );

		$this->assertNotContains( "{$page['slug']}-admin", $enqueued['scripts'] );
		$this->assertNotContains( "{$page['slug']}-admin", $enqueued['styles'] );
	}

	/**
	 * @dataProvider plugins
	 * @param array<string, mixed> $page The plugin's page.
	 */
	public function test_settings_app_and_its_styles_load_on_the_plugin_screen( array $page ): void {
		$this->open_as_administrator( $page );

		$enqueued = $this->enqueued_on_screen( get_plugin_page_hookname( $page['slug'], $page['parent'] ) );

		$this->assertContains( "{$page['slug']}-admin", $enqueued['scripts'] );
		$this->assertContains( "{$page['slug']}-admin", $enqueued['styles'] );
	}

	/**
	 * @dataProvider plugins
	 * @param array<string, mixed> $page The plugin's page.
	 */
	public function test_a_page_registers_no_handle_of_the_settings_app_and_an_admin_screen_does( array $page ): void {
		$this->require_woocommerce_if( $page['woocommerce'] );
		$handle = "{$page['slug']}-admin";
		$saved  = [ $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ];
		// Fresh registries: what the plugin's Assets\Scripts registers on each hook, and nothing an earlier test did.
		$GLOBALS['wp_scripts'] = new \WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		$GLOBALS['wp_styles']  = new \WP_Styles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		try {
			$this->run_scripts_callback( 'init', $page['slug'] );
			$this->assertTrue( wp_script_is( "{$page['slug']}-frontend", 'registered' ), 'the storefront\'s handles are registered' );
			$this->assertFalse( wp_script_is( $handle, 'registered' ) );
			$this->assertFalse( wp_style_is( $handle, 'registered' ) );

			$this->run_scripts_callback( 'admin_enqueue_scripts', $page['slug'] );
			$this->assertTrue( wp_script_is( $handle, 'registered' ) );
			$this->assertTrue( wp_style_is( $handle, 'registered' ) );
		} finally {
			[ $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		}
	}

	/**
	 * Runs the callback a plugin's `Assets\Scripts` added to a hook.
	 *
	 * @param string $hook The hook.
	 * @param string $slug The plugin's slug, e.g. `shop-consent`.
	 */
	private function run_scripts_callback( string $hook, string $slug ): void {
		$class = str_replace( ' ', '', ucwords( str_replace( '-', ' ', $slug ) ) ) . '\\Assets\\Scripts';
		call_user_func( $this->hooked_callback( $hook, $class ) );
	}

	/**
	 * Logs in as an administrator and builds the admin menu.
	 *
	 * @param array<string, mixed> $page The plugin's page.
	 */
	private function open_as_administrator( array $page ): void {
		$this->require_woocommerce_if( $page['woocommerce'] );
		$this->act_as( 'administrator' );
		$this->build_admin_menu();
	}
}
