<?php
/**
 * Appearance > Theme options.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Admin;

use ShopTheme\BuiltScript;
use ShopTheme\Kit\Service;

use const ShopTheme\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * A heading and the mount point of the React options screen (build/options.js from src/options/), which reads and
 * writes `shop_theme_options` through /wp/v2/settings. The page needs `edit_theme_options` (it is an Appearance
 * screen); the settings endpoint also needs `manage_options`, so the page is added only for users who have both
 * (by default, administrators): anyone else would see a screen that cannot load or save.
 */
final class OptionsPage implements Service {

	/** Menu slug: wp-admin/themes.php?page=shop-theme-options. */
	public const SLUG = 'shop-theme-options';

	/** Element the options script renders into. */
	public const ROOT_ID = 'shop-theme-options-root';

	/** Handle of build/options.js. */
	public const SCRIPT = 'shop-theme-options';

	public const CAPABILITY = 'edit_theme_options';

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
	 * Adds the page under Appearance for users who can use it.
	 */
	public function add_page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$title = __( 'Theme options', 'shop-theme' );
		$hook  = add_theme_page( $title, $title, self::CAPABILITY, self::SLUG, [ $this, 'render' ] );

		$this->hook_suffix = is_string( $hook ) ? $hook : '';
	}

	/**
	 * Enqueues the options screen on this page only.
	 *
	 * @param string $hook_suffix The current admin page.
	 */
	public function enqueue( string $hook_suffix = '' ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		if ( BuiltScript::register( self::SCRIPT, 'options', [ 'in_footer' => true ] ) ) {
			wp_set_script_translations( self::SCRIPT, 'shop-theme' );
			wp_enqueue_script( self::SCRIPT );
			wp_enqueue_style( 'wp-components' );
			// The spacing the bundle's settings screens share (@shop-bundle/admin-settings), built beside the script.
			if ( is_readable( DIR . 'build/options.css' ) ) {
				wp_enqueue_style( self::SCRIPT, get_theme_file_uri( 'build/options.css' ), [ 'wp-components' ], (string) filemtime( DIR . 'build/options.css' ) );
			}
		}
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Theme options', 'shop-theme' ); ?></h1>
			<?php if ( ! wp_script_is( self::SCRIPT, 'registered' ) ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'The options screen has not been built. Run npm run build.', 'shop-theme' ); ?></p></div>
			<?php endif; ?>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>"></div>
		</div>
		<?php
	}
}
