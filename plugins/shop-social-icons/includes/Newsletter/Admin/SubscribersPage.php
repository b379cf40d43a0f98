<?php
/**
 * Settings > Newsletter subscribers.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter\Admin;

use ShopSocialIcons\Newsletter\SubscriberQuery;
use ShopSocialIcons\Newsletter\SubscriberRepository;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The subscribers list (SubscribersListTable) with its search, status views and CSV export button. Deleting (a row's
 * link, or the bulk action) is done on `load-<page>`, before anything is printed: capability and nonce checked, then
 * a redirect back to the list with the count, so a reload does not repeat it.
 */
final class SubscribersPage implements Service {

	/** Menu slug: wp-admin/options-general.php?page=shop-social-icons-subscribers. */
	public const SLUG = 'shop-social-icons-subscribers';

	/** Who may see, delete and export subscribers. */
	public const CAPABILITY = 'manage_options';

	/** The delete action (row and bulk). */
	public const DELETE = 'delete';

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 */
	public function __construct( private SubscriberRepository $subscribers ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', [ $this, 'add_page' ] );
	}

	/**
	 * The page's URL.
	 */
	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::SLUG );
	}

	/**
	 * Adds the submenu page and its load hook.
	 */
	public function add_page(): void {
		$title = __( 'Newsletter subscribers', 'shop-social-icons' );
		$hook  = add_submenu_page( 'options-general.php', $title, $title, self::CAPABILITY, self::SLUG, [ $this, 'render' ] );
		if ( is_string( $hook ) ) {
			add_action( 'load-' . $hook, [ $this, 'handle_delete' ] );
		}
	}

	/**
	 * Deletes the subscribers a row link or the bulk action names, then redirects back to the list.
	 */
	public function handle_delete(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the nonce is checked below, before anything changes.
		$bulk   = self::DELETE === ( $_REQUEST['action'] ?? '' ) || self::DELETE === ( $_REQUEST['action2'] ?? '' );
		$ids    = array_map( 'intval', (array) wp_unslash( $_REQUEST['ids'] ?? [] ) );
		$params = wp_unslash( $_GET );
		// phpcs:enable
		if ( ! $bulk || [] === $ids ) {
			return;
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to delete subscribers.', 'shop-social-icons' ), 403 );
		}
		// A row link carries a nonce for its own id; the bulk form the list table's.
		check_admin_referer( 1 === count( $ids ) && ! isset( $_REQUEST['action2'] ) ? self::DELETE . '-' . $ids[0] : 'bulk-subscribers' );
		$deleted = $this->subscribers->delete( $ids );
		$query   = SubscriberQuery::from_request( is_array( $params ) ? $params : [] );
		wp_safe_redirect(
			add_query_arg(
				[
					'deleted' => $deleted,
					'status'  => '' === $query->status ? false : $query->status,
					's'       => '' === $query->search ? false : rawurlencode( $query->search ),
				],
				self::url()
			)
		);
		exit;
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading the list's filters and a count only.
		$params  = wp_unslash( $_GET );
		$params  = is_array( $params ) ? $params : [];
		$query   = SubscriberQuery::from_request( $params );
		$table   = new SubscribersListTable( $this->subscribers, $query );
		$deleted = isset( $params['deleted'] ) ? (int) $params['deleted'] : -1;
		$table->prepare_items();
		?>
		<div class="wrap">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Newsletter subscribers', 'shop-social-icons' ); ?></h1>
			<?php SubscribersExport::button( $query ); ?>
			<hr class="wp-header-end">
			<?php if ( $deleted >= 0 ) : ?>
				<div class="notice notice-success is-dismissible" role="status"><p>
					<?php
					/* translators: %d: number of subscribers deleted */
					echo esc_html( sprintf( _n( '%d subscriber deleted.', '%d subscribers deleted.', $deleted, 'shop-social-icons' ), $deleted ) );
					?>
				</p></div>
			<?php endif; ?>
			<?php $table->views(); ?>
			<form method="get" action="<?php echo esc_url( admin_url( 'options-general.php' ) ); ?>">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
				<?php if ( '' !== $query->status ) : ?>
					<input type="hidden" name="status" value="<?php echo esc_attr( $query->status ); ?>">
				<?php endif; ?>
				<?php $table->search_box( __( 'Search subscribers', 'shop-social-icons' ), 'shop-newsletter-search' ); ?>
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}
}
