<?php
/**
 * WooCommerce > Shop Filter, as wp-admin builds and shows it.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;

/**
 * The page is in the WooCommerce menu for shop managers and administrators only, prints the settings app's mount point,
 * and loads the app on its own screen only.
 */
final class AdminPageTest extends TestCase {

	private const PARENT = 'woocommerce';

	private const SLUG = 'shop-filter';

	/** Globals wp-admin sets while it builds the menu and picks the screen; restored after each test. */
	private const ADMIN_GLOBALS = [
		'menu',
		'submenu',
		'_wp_menu_nopriv',
		'_wp_submenu_nopriv',
		'_registered_pages',
		'_parent_pages',
		'admin_page_hooks',
		'_wp_real_parent_file',
		'pagenow',
		'plugin_page',
		'parent_file',
		'typenow',
		'current_screen',
		'hook_suffix',
	];

	/**
	 * Values of ADMIN_GLOBALS before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved_globals = [];

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->saved_globals = array_intersect_key( $GLOBALS, array_flip( self::ADMIN_GLOBALS ) );
		$this->require_woocommerce();
	}

	protected function tearDown(): void {
		foreach ( self::ADMIN_GLOBALS as $name ) {
			unset( $GLOBALS[ $name ] );
		}
		foreach ( $this->saved_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		parent::tearDown();
	}

	/** @return array<string, array{string, bool}> role, whether it sees and opens the page */
	public static function roles(): array {
		return [
			'administrator' => [ 'administrator', true ],
			'shop manager'  => [ 'shop_manager', true ],
			'subscriber'    => [ 'subscriber', false ],
		];
	}

	/** @dataProvider roles */
	public function test_page_is_listed_and_opens_only_for_roles_that_manage_the_shop( string $role, bool $allowed ): void {
		$this->act_as( $role );
		$this->build_admin_menu();

		$entry = [ 'Shop Filter', 'manage_woocommerce', self::SLUG, 'Shop Filter' ];
		$this->assertSame( $allowed, in_array( $entry, $GLOBALS['submenu'][ self::PARENT ] ?? [], true ) );
		$this->assertSame( $allowed, $this->can_open_page() );
	}

	public function test_page_prints_its_heading_and_the_mount_point_of_the_settings_app(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();

		$html = $this->render_page();

		$this->assertStringContainsString( '<h1>Shop Filter</h1>', $html );
		$this->assertStringContainsString( '<div id="shop-filter-admin-root"></div>', $html );
		$this->assertStringNotContainsString( 'notice-error', $html, 'The built settings app is registered.' );
	}

	public function test_settings_app_is_not_loaded_on_the_dashboard(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();

		$enqueued = $this->enqueued_on_screen( 'index.php' );

		$this->assertNotContains( 'shop-filter-admin', $enqueued['scripts'] );
		$this->assertNotContains( 'shop-filter-admin', $enqueued['styles'] );
	}

	public function test_settings_app_and_its_styles_load_on_the_plugin_screen(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();

		$enqueued = $this->enqueued_on_screen( get_plugin_page_hookname( self::SLUG, self::PARENT ) );

		$this->assertContains( 'shop-filter-admin', $enqueued['scripts'] );
		$this->assertContains( 'shop-filter-admin', $enqueued['styles'] );
	}

	/** Runs admin_menu for the current user, as wp-admin/menu.php does before printing the menu. */
	private function build_admin_menu(): void {
		$GLOBALS['menu']    = [];
		$GLOBALS['submenu'] = [];
		do_action( 'admin_menu', '' );
	}

	/** Prints the page as wp-admin/admin.php does: through the page's hook. */
	private function render_page(): string {
		ob_start();
		do_action( get_plugin_page_hookname( self::SLUG, self::PARENT ) );
		return (string) ob_get_clean();
	}

	/** What wp-admin checks before it shows admin.php?page=shop-filter. */
	private function can_open_page(): bool {
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = self::SLUG;
		return user_can_access_admin_page();
	}

	/**
	 * Sets the screen and fires admin_enqueue_scripts as wp-admin/admin-header.php does, then dequeues what it queued.
	 *
	 * @param string $hook_suffix The screen's hook suffix.
	 * @return array{scripts: string[], styles: string[]} Handles the screen enqueued.
	 */
	private function enqueued_on_screen( string $hook_suffix ): array {
		$scripts_before = wp_scripts()->queue;
		$styles_before  = wp_styles()->queue;

		$GLOBALS['hook_suffix'] = $hook_suffix;
		set_current_screen();
		do_action( 'admin_enqueue_scripts', $hook_suffix );

		$enqueued = [
			'scripts' => array_values( array_diff( wp_scripts()->queue, $scripts_before ) ),
			'styles'  => array_values( array_diff( wp_styles()->queue, $styles_before ) ),
		];
		array_map( 'wp_dequeue_script', $enqueued['scripts'] );
		array_map( 'wp_dequeue_style', $enqueued['styles'] );

		return $enqueued;
	}
}
