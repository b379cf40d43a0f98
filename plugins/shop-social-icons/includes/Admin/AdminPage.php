<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Admin;

use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Settings\SettingsSchema;
use ShopSocialIcons\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Settings > Shop Social Icons: a heading and the mount point of the React settings app.
 */
final class AdminPage implements Service {

	/** Menu slug: wp-admin/options-general.php?page=shop-social-icons. */
	public const SLUG = 'shop-social-icons';

	/** Element the admin script renders into. */
	public const ROOT_ID = 'shop-social-icons-admin-root';

	private const PARENT = 'options-general.php';

	private const CAPABILITY = 'manage_options';

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
		$title = __( 'Shop Social Icons', 'shop-social-icons' );
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
		wp_add_inline_script( Scripts::ADMIN, 'window.shopSocialIconsAdmin = ' . wp_json_encode( AdminData::get(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
		// The colour controls offer the active theme's palette (@shop-bundle/admin-settings/theme-palette).
		wp_add_inline_script( Scripts::ADMIN, 'window.shopBundleThemePalette = ' . wp_json_encode( wp_get_global_settings( [ 'color', 'palette', 'theme' ] ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Shop Social Icons', 'shop-social-icons' ); ?></h1>
			<?php if ( ! wp_script_is( Scripts::ADMIN, 'registered' ) ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'The settings screen has not been built. Run npm run build.', 'shop-social-icons' ); ?></p></div>
			<?php endif; ?>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>"></div>
		</div>
		<?php
		// The networks' glyphs, the storefront's own (Icons\Glyphs), for the icons of the networks list.
		echo ( new Sprite() )->markup( array_values( array_unique( array_merge( SettingsSchema::SHARE, SettingsSchema::FOLLOW ) ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- constant markup.
	}
}
