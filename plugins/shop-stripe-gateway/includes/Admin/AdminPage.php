<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Admin;

use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Kit\Admin\AdminPage as KitAdminPage;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce > Stripe Gateway: the gateway's status at a glance (GatewayStatus, drawn by src/admin/), with a link to
 * its settings on WooCommerce > Settings > Payments, where WooCommerce's own gateways keep theirs.
 */
final class AdminPage extends KitAdminPage {

	/** Menu slug: wp-admin/admin.php?page=shop-stripe-gateway. */
	public const SLUG = 'shop-stripe-gateway';

	/**
	 * Constructor.
	 *
	 * @param GatewayStatus $status The state the page shows.
	 */
	public function __construct( private GatewayStatus $status ) {
		parent::__construct( self::SLUG, 'woocommerce', 'manage_woocommerce', Scripts::ADMIN );
	}

	/**
	 * The page's title.
	 */
	protected function page_title(): string {
		return __( 'Shop Stripe Gateway', 'shop-stripe-gateway' );
	}

	/**
	 * The menu entry's title: under WooCommerce, "Shop" says nothing.
	 */
	protected function menu_title(): string {
		return __( 'Stripe Gateway', 'shop-stripe-gateway' );
	}

	/**
	 * The gateway's status, which the app draws.
	 */
	protected function add_app_data(): void {
		$this->add_data( 'shopStripeGatewayStatus', $this->status->data() );
	}

	/**
	 * The heading, with the way to the settings in the page's HTML, not only in the app: it works before and
	 * without its script.
	 */
	protected function render_heading(): void {
		?>
		<h1 class="wp-heading-inline"><?php echo esc_html( $this->page_title() ); ?></h1>
		<a class="page-title-action" href="<?php echo esc_url( $this->status->data()['settingsUrl'] ); ?>"><?php esc_html_e( 'Settings', 'shop-stripe-gateway' ); ?></a>
		<hr class="wp-header-end">
		<?php
	}
}
