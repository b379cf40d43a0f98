<?php
/**
 * The subscribers as a CSV file.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter\Admin;

use ShopSocialIcons\Newsletter\Subscriber;
use ShopSocialIcons\Newsletter\SubscriberQuery;
use ShopSocialIcons\Newsletter\SubscriberRepository;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The list page's "Export CSV" button posts to admin-post.php with a nonce and the list's search and status, so the
 * file holds the rows the screen shows (all pages). The handler checks the capability and the nonce. Cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) get a leading apostrophe.
 */
final class SubscribersExport implements Service {

	public const ACTION = 'shop_social_icons_export_subscribers';

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 */
	public function __construct( private SubscriberRepository $subscribers ) {}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, [ $this, 'download' ] );
	}

	/**
	 * Prints the export button, a form of its own.
	 *
	 * @param SubscriberQuery $query The list's search and status.
	 */
	public static function button( SubscriberQuery $query ): void {
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="shop-newsletter-export" style="display:inline-block">
			<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
			<input type="hidden" name="s" value="<?php echo esc_attr( $query->search ); ?>">
			<input type="hidden" name="status" value="<?php echo esc_attr( $query->status ); ?>">
			<?php wp_nonce_field( self::ACTION ); ?>
			<button type="submit" class="page-title-action"><?php esc_html_e( 'Export CSV', 'shop-social-icons' ); ?></button>
		</form>
		<?php
	}

	/**
	 * Sends the file.
	 */
	public function download(): void {
		if ( ! current_user_can( SubscribersPage::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export subscribers.', 'shop-social-icons' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$params = wp_unslash( $_POST );
		$query  = SubscriberQuery::from_request( is_array( $params ) ? $params : [] );

		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="newsletter-subscribers-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo $this->csv( $query ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, cells escaped for CSV.
		exit;
	}

	/**
	 * The file's content.
	 *
	 * @param SubscriberQuery $query Search and status.
	 */
	public function csv( SubscriberQuery $query ): string {
		$out = fopen( 'php://temp', 'r+' );
		if ( false === $out ) {
			return '';
		}
		fputcsv( $out, [ 'email', 'name', 'status', 'signed_up_utc', 'confirmed_utc' ], ',', '"', '' );
		foreach ( $this->subscribers->list( $query ) as $subscriber ) {
			fputcsv( $out, array_map( [ self::class, 'cell' ], self::row( $subscriber ) ), ',', '"', '' );
		}
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out );
		return $csv;
	}

	/**
	 * A subscriber's cells.
	 *
	 * @param Subscriber $subscriber The row.
	 * @return list<string>
	 */
	private static function row( Subscriber $subscriber ): array {
		return [ $subscriber->email, $subscriber->name, $subscriber->status, $subscriber->created_at, (string) $subscriber->confirmed_at ];
	}

	/**
	 * A cell a spreadsheet shows as text.
	 *
	 * @param string $value The value.
	 */
	private static function cell( string $value ): string {
		return 1 === preg_match( '/^[=+\-@\t\r]/', $value ) ? "'" . $value : $value;
	}
}
