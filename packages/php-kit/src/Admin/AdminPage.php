<?php
/**
 * A plugin's screen in wp-admin: the mount point of its React settings app.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Admin;

use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the page under its parent menu for the users with its capability, loads the settings app on that page only,
 * and prints a heading and the app's mount point (`<slug>-admin-root`). The plugin's own subclass names the page
 * and hands the app its data.
 */
abstract class AdminPage implements Service {

	/**
	 * Hook suffix WordPress gave the page; empty until admin_menu has run.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Constructor.
	 *
	 * @param string $slug       Menu slug, also the prefix of the mount point's id.
	 * @param string $parent     Parent menu's file, e.g. `options-general.php` or `woocommerce`.
	 * @param string $capability Capability the page needs.
	 * @param string $app_handle Handle of the settings app's script and style.
	 */
	public function __construct(
		private string $slug,
		private string $parent,
		private string $capability,
		private string $app_handle
	) {}

	/**
	 * The page's title, translated (called on admin_menu, after the text domain is loaded).
	 */
	abstract protected function page_title(): string;

	/**
	 * The menu entry's title; the page's title unless the subclass says otherwise.
	 */
	protected function menu_title(): string {
		return $this->page_title();
	}

	/**
	 * Hands the settings app what it needs on its page, through add_data(); nothing by default.
	 */
	protected function add_app_data(): void {}

	/**
	 * Prints what the page holds besides the app, after its mount point; nothing by default.
	 */
	protected function render_after_app(): void {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', [ $this, 'add_page' ] );
		add_action( 'admin_enqueue_scripts', [ $this, 'enqueue' ] );
	}

	/**
	 * Adds the submenu page.
	 */
	public function add_page(): void {
		$hook = add_submenu_page( $this->parent, $this->page_title(), $this->menu_title(), $this->capability, $this->slug, [ $this, 'render' ] );

		$this->hook_suffix = is_string( $hook ) ? $hook : '';
	}

	/**
	 * Enqueues the settings app on this page only.
	 *
	 * @param string $hook_suffix The current admin page.
	 */
	public function enqueue( string $hook_suffix = '' ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		wp_enqueue_script( $this->app_handle );
		wp_enqueue_style( $this->app_handle );
		$this->add_app_data();
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<?php $this->render_heading(); ?>
			<?php if ( ! wp_script_is( $this->app_handle, 'registered' ) ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'The settings screen has not been built. Run npm run build.', 'shop-kit' ); ?></p></div>
			<?php endif; ?>
			<div id="<?php echo esc_attr( $this->slug . '-admin-root' ); ?>"></div>
			<?php $this->render_after_app(); ?>
		</div>
		<?php
	}

	/**
	 * Prints the heading.
	 */
	protected function render_heading(): void {
		?>
		<h1><?php echo esc_html( $this->page_title() ); ?></h1>
		<?php
	}

	/**
	 * Hands the settings app a value as a global variable, before its script runs.
	 *
	 * @param string $name  Name of the global, e.g. `shopConsentDefaultTexts`.
	 * @param mixed  $value Any value wp_json_encode() takes.
	 */
	protected function add_data( string $name, mixed $value ): void {
		wp_add_inline_script( $this->app_handle, 'window.' . $name . '=' . wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	}

	/**
	 * Hands the colour controls the active theme's palette (@shop-bundle/admin-settings/theme-palette).
	 */
	protected function add_theme_palette(): void {
		$this->add_data( 'shopBundleThemePalette', wp_get_global_settings( [ 'color', 'palette', 'theme' ] ) );
	}
}
