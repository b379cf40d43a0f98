<?php
/**
 * The admin notice widget on the dashboard and the plugin's screen.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Admin;

use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A notice about where the icons go, with 'Read more' / 'Collapse' (aria-expanded on the button, the details
 * `hidden` when closed) and a button that dismisses it for good. It is printed in the state the user left it
 * (NoticeState), so a reload shows it the same without waiting for a script; the script
 * (src/admin-notice/) toggles it and saves the new state through NoticeRoute.
 */
final class AdminNotice implements Service {

	/** Who sees the notice (and may save its state). */
	public const CAPABILITY = 'manage_options';

	/** The details' element id, named by the toggle's aria-controls. */
	public const DETAILS_ID = 'shop-social-icons-notice-details';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_notices', [ $this, 'render' ] );
		add_action( 'admin_enqueue_scripts', [ $this, 'enqueue' ] );
	}

	/**
	 * Whether the notice shows on this request: the dashboard or the plugin's screen, to an admin who has not
	 * dismissed it.
	 */
	public function shows(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! in_array( $screen->id, [ 'dashboard', 'settings_page_' . AdminPage::SLUG ], true ) ) {
			return false;
		}
		return current_user_can( self::CAPABILITY )
			&& NoticeState::DISMISSED !== NoticeState::get( get_current_user_id() );
	}

	/**
	 * Enqueues the notice's script where the notice shows.
	 */
	public function enqueue(): void {
		if ( $this->shows() ) {
			wp_enqueue_script( Scripts::ADMIN_NOTICE );
		}
	}

	/**
	 * Prints the notice.
	 */
	public function render(): void {
		if ( ! $this->shows() ) {
			return;
		}
		$open = NoticeState::OPEN === NoticeState::get( get_current_user_id() );
		?>
		<div class="notice notice-info shop-social-icons-notice" data-shop-social-icons-notice>
			<p>
				<strong><?php esc_html_e( 'Shop Social Icons', 'shop-social-icons' ); ?>:</strong>
				<?php esc_html_e( 'share and follow icons without third-party requests.', 'shop-social-icons' ); ?>
				<button type="button" class="button-link" data-notice-toggle aria-expanded="<?php echo $open ? 'true' : 'false'; ?>" aria-controls="<?php echo esc_attr( self::DETAILS_ID ); ?>"
					data-label-open="<?php esc_attr_e( 'Read more', 'shop-social-icons' ); ?>" data-label-close="<?php esc_attr_e( 'Collapse', 'shop-social-icons' ); ?>">
					<?php echo $open ? esc_html__( 'Collapse', 'shop-social-icons' ) : esc_html__( 'Read more', 'shop-social-icons' ); ?>
				</button>
			</p>
			<div id="<?php echo esc_attr( self::DETAILS_ID ); ?>" <?php echo $open ? '' : 'hidden'; ?>>
				<p><?php esc_html_e( 'Add the icons with the Social icons block or the [shop_social_icons] shortcode, or have them placed before or after your posts on the Placement tab. Content that used [DISPLAY_ULTIMATE_SOCIAL_ICONS] keeps working.', 'shop-social-icons' ); ?></p>
				<p><a href="<?php echo esc_url( admin_url( 'options-general.php?page=' . AdminPage::SLUG ) ); ?>"><?php esc_html_e( 'Open the settings', 'shop-social-icons' ); ?></a></p>
			</div>
			<p>
				<button type="button" class="button-link" data-notice-dismiss><?php esc_html_e( 'Do not show this again', 'shop-social-icons' ); ?></button>
				<span data-notice-message role="status"></span>
			</p>
		</div>
		<?php
	}
}
