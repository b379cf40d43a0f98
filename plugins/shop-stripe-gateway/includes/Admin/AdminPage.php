<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Admin;

use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce > Stripe Gateway: the gateway's status at a glance (GatewayStatus, drawn by src/admin/), with a link to
 * its settings on WooCommerce > Settings > Payments, where WooCommerce's own gateways keep theirs.
 */
final class AdminPage implements Service {

	/** Menu slug: wp-admin/admin.php?page=shop-stripe-gateway. */
	public const SLUG = 'shop-stripe-gateway';

	/** Element the admin script renders into. */
	public const ROOT_ID = 'shop-stripe-gateway-admin-root';

	private const PARENT = 'woocommerce';

	private const CAPABILITY = 'manage_woocommerce';

	/**
	 * Hook suffix WordPress gave the page; empty until admin_menu has run.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Constructor.
	 *
	 * @param GatewayStatus $status The state the page shows.
	 */
	public function __construct( private GatewayStatus $status ) {}

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
		$hook = add_submenu_page(
			self::PARENT,
			__( 'Shop Stripe Gateway', 'shop-stripe-gateway' ),
			__( 'Stripe Gateway', 'shop-stripe-gateway' ),
			self::CAPABILITY,
			self::SLUG,
			[ $this, 'render' ]
		);

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
		wp_add_inline_script( Scripts::ADMIN, 'window.shopStripeGatewayStatus = ' . wp_json_encode( $this->status->data() ) . ';', 'before' );
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Shop Stripe Gateway', 'shop-stripe-gateway' ); ?></h1>
			<?php // In the page's HTML, not only in the app: the way to the settings works before and without its script. ?>
			<a class="page-title-action" href="<?php echo esc_url( $this->status->data()['settingsUrl'] ); ?>"><?php esc_html_e( 'Settings', 'shop-stripe-gateway' ); ?></a>
			<hr class="wp-header-end">
			<?php if ( ! wp_script_is( Scripts::ADMIN, 'registered' ) ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'The settings screen has not been built. Run npm run build.', 'shop-stripe-gateway' ); ?></p></div>
			<?php endif; ?>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>"></div>
		</div>
		<?php
	}
}
