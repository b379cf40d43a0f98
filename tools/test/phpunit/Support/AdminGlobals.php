<?php
/**
 * Saving and restoring the globals wp-admin sets while it builds the menu and picks the screen.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * A test that builds wp-admin's menu or screen saves these globals in setUp and restores them in tearDown.
 */
trait AdminGlobals {

	/**
	 * Values of the admin globals before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved_admin_globals = [];

	/** @return string[] Globals wp-admin sets while it builds the menu and picks the screen. */
	private static function admin_global_names(): array {
		return [
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
			'taxnow',
			'current_screen',
			'hook_suffix',
		];
	}

	/** Loads wp-admin's functions and remembers the admin globals. */
	protected function save_admin_globals(): void {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->saved_admin_globals = array_intersect_key( $GLOBALS, array_flip( self::admin_global_names() ) );
	}

	/** Puts the admin globals back as they were, unsetting those that were not set. */
	protected function restore_admin_globals(): void {
		foreach ( self::admin_global_names() as $name ) {
			unset( $GLOBALS[ $name ] );
		}
		foreach ( $this->saved_admin_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
	}

	/** Runs admin_menu for the current user, as wp-admin/menu.php does before printing the menu. */
	protected function build_admin_menu(): void {
		$GLOBALS['menu']    = [];
		$GLOBALS['submenu'] = [];
		do_action( 'admin_menu', '' );
	}

	/**
	 * Prints a plugin's page as wp-admin/admin.php does: the screen's admin_enqueue_scripts first (admin-header.php,
	 * where admin handles are registered and the page's app queued), then the page's hook. The queues are put back.
	 */
	protected function render_admin_page( string $slug, string $parent ): string {
		$hook_suffix    = get_plugin_page_hookname( $slug, $parent );
		$scripts_before = wp_scripts()->queue;
		$styles_before  = wp_styles()->queue;
		$GLOBALS['hook_suffix'] = $hook_suffix; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- as wp-admin sets it.
		set_current_screen();
		ob_start();
		try {
			do_action( 'admin_enqueue_scripts', $hook_suffix );
			do_action( $hook_suffix );
		} finally {
			$html               = (string) ob_get_clean();
			wp_scripts()->queue = $scripts_before;
			wp_styles()->queue  = $styles_before;
		}
		return $html;
	}

	/** What wp-admin checks before it shows $pagenow?page=$slug. */
	protected function can_open_admin_page( string $pagenow, string $slug ): bool {
		$GLOBALS['pagenow']     = $pagenow;
		$GLOBALS['plugin_page'] = $slug;
		return user_can_access_admin_page();
	}

	/** What wp-admin prints at the top of the dashboard. */
	protected function dashboard_notices(): string {
		$GLOBALS['hook_suffix'] = 'index.php';
		set_current_screen();
		ob_start();
		do_action( 'admin_notices' );
		return (string) ob_get_clean();
	}
}
