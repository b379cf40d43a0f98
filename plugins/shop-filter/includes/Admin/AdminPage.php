<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Admin;

use ShopFilter\Assets\Scripts;
use ShopFilter\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce > Shop Filter: a heading and the mount point of the React settings app.
 */
final class AdminPage implements Service {

	/** Menu slug: wp-admin/admin.php?page=shop-filter. */
	public const SLUG = 'shop-filter';

	/** Element the admin script renders into. */
	public const ROOT_ID = 'shop-filter-admin-root';

	private const PARENT = 'woocommerce';

	private const CAPABILITY = 'manage_woocommerce';

	/**
	 * Hook suffix WordPress gave the page; empty until admin_menu has run.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

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
		$title = __( 'Shop Filter', 'shop-filter' );
		$hook  = add_submenu_page( self::PARENT, $title, $title, self::CAPABILITY, self::SLUG, [ $this, 'render' ] );

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
		wp_enqueue_script( Scripts::ADMIN );
		wp_enqueue_style( Scripts::ADMIN );
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Shop Filter', 'shop-filter' ); ?></h1>
			<?php if ( ! wp_script_is( Scripts::ADMIN, 'registered' ) ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'The settings screen has not been built. Run npm run build.', 'shop-filter' ); ?></p></div>
			<?php endif; ?>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>"></div>
		</div>
		<?php
	}
}
