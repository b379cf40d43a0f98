<?php
/**
 * The subscribers list of Settings > Newsletter subscribers.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter\Admin;

use ShopSocialIcons\Newsletter\Subscriber;
use ShopSocialIcons\Newsletter\SubscriberQuery;
use ShopSocialIcons\Newsletter\SubscriberRepository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * WordPress's own list table: status views (All, Pending, Confirmed, Unsubscribed, with counts), the search box,
 * paging, a Delete row action (a link with a nonce per row) and the Delete bulk action (the table's own
 * `bulk-subscribers` nonce). SubscribersPage checks those nonces and the capability and does the deleting.
 */
final class SubscribersListTable extends WP_List_Table {

	private const PER_PAGE = 20;

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 * @param SubscriberQuery      $query       Search and status from the request.
	 */
	public function __construct(
		private SubscriberRepository $subscribers,
		private SubscriberQuery $query
	) {
		parent::__construct(
			[
				'singular' => 'subscriber',
				'plural'   => 'subscribers',
				'ajax'     => false,
			]
		);
	}

	/**
	 * Reads the page of rows.
	 */
	public function prepare_items(): void {
		$total                 = $this->subscribers->count( $this->query );
		$page                  = $this->get_pagenum();
		$this->items           = $this->subscribers->list( $this->query, self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE );
		$this->_column_headers = [ $this->get_columns(), [], [], 'email' ];
		$this->set_pagination_args(
			[
				'total_items' => $total,
				'per_page'    => self::PER_PAGE,
			]
		);
	}

	/**
	 * The columns.
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return [
			'cb'           => '<input type="checkbox" />',
			'email'        => __( 'Email', 'shop-social-icons' ),
			'name'         => __( 'Name', 'shop-social-icons' ),
			'status'       => __( 'Status', 'shop-social-icons' ),
			'created_at'   => __( 'Signed up', 'shop-social-icons' ),
			'confirmed_at' => __( 'Confirmed', 'shop-social-icons' ),
		];
	}

	/**
	 * The status views, each with its count.
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		$views = [];
		foreach ( array_merge( [ '' ], Subscriber::STATUSES ) as $status ) {
			$count             = $this->subscribers->count( new SubscriberQuery( $this->query->search, $status ) );
			$url               = add_query_arg( [ 'status' => '' === $status ? false : $status ], SubscribersPage::url() );
			$current           = $status === $this->query->status ? ' class="current" aria-current="page"' : '';
			$views[ $status ?: 'all' ] = sprintf( '<a href="%s"%s>%s <span class="count">(%d)</span></a>', esc_url( $url ), $current, esc_html( self::status_label( $status ) ), $count );
		}
		return $views;
	}

	/**
	 * The bulk actions.
	 *
	 * @return array<string, string>
	 */
	protected function get_bulk_actions() {
		return [ SubscribersPage::DELETE => __( 'Delete', 'shop-social-icons' ) ];
	}

	/**
	 * What a status is called ('' is every status).
	 *
	 * @param string $status A status, or ''.
	 */
	public static function status_label( string $status ): string {
		return match ( $status ) {
			Subscriber::PENDING      => __( 'Pending', 'shop-social-icons' ),
			Subscriber::CONFIRMED    => __( 'Confirmed', 'shop-social-icons' ),
			Subscriber::UNSUBSCRIBED => __( 'Unsubscribed', 'shop-social-icons' ),
			default                  => __( 'All', 'shop-social-icons' ),
		};
	}

	/**
	 * The checkbox of a row.
	 *
	 * @param Subscriber $item The row.
	 */
	protected function column_cb( $item ) {
		return sprintf(
			'<label class="screen-reader-text" for="subscriber-%1$d">%2$s</label><input type="checkbox" id="subscriber-%1$d" name="ids[]" value="%1$d" />',
			$item->id,
			/* translators: %s: email address */
			esc_html( sprintf( __( 'Select %s', 'shop-social-icons' ), $item->email ) )
		);
	}

	/**
	 * The address, with the Delete row action.
	 *
	 * @param Subscriber $item The row.
	 */
	protected function column_email( $item ): string {
		$delete = wp_nonce_url(
			add_query_arg(
				[
					'action' => SubscribersPage::DELETE,
					'ids'    => $item->id,
				],
				SubscribersPage::url()
			),
			SubscribersPage::DELETE . '-' . $item->id
		);
		return esc_html( $item->email ) . $this->row_actions(
			[
				'delete' => sprintf(
					'<a href="%s" class="submitdelete" aria-label="%s">%s</a>',
					esc_url( $delete ),
					/* translators: %s: email address */
					esc_attr( sprintf( __( 'Delete %s', 'shop-social-icons' ), $item->email ) ),
					esc_html__( 'Delete', 'shop-social-icons' )
				),
			]
		);
	}

	/**
	 * The other columns.
	 *
	 * @param Subscriber $item        The row.
	 * @param string     $column_name Column.
	 */
	protected function column_default( $item, $column_name ) {
		return match ( $column_name ) {
			'name'         => esc_html( $item->name ),
			'status'       => esc_html( self::status_label( $item->status ) ),
			'created_at'   => esc_html( self::date( $item->created_at ) ),
			'confirmed_at' => null === $item->confirmed_at ? '—' : esc_html( self::date( $item->confirmed_at ) ),
			default        => '',
		};
	}

	/**
	 * What the table says when nothing matches.
	 */
	public function no_items(): void {
		esc_html_e( 'No subscribers found.', 'shop-social-icons' );
	}

	/**
	 * A stored UTC date in the site's time zone and format.
	 *
	 * @param string $utc `Y-m-d H:i:s`, UTC.
	 */
	private static function date( string $utc ): string {
		$time = strtotime( $utc . ' UTC' );
		return false === $time ? $utc : wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
	}
}
