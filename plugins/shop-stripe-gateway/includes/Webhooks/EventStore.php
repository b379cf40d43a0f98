<?php
/**
 * The ids of the webhook events already processed.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Database\TableSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}shop_stripe_events` (event id as primary key, type, time received). Decision: a table, not an option (the
 * ids are unbounded) nor order meta (some events concern no order, and the claim must happen before the order is
 * known). Created with dbDelta when SCHEMA_OPTION differs from SCHEMA_VERSION, checked at boot and on admin_init
 * (EventTable service); rows older than RETENTION_DAYS are pruned daily (EventPruning), long after Stripe's
 * three days of retries.
 */
final class EventStore extends TableSchema {

	public const SCHEMA_VERSION = '1';

	public const SCHEMA_OPTION = 'shop_stripe_gateway_events_schema';

	public const RETENTION_DAYS = 30;

	/**
	 * Full table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_stripe_events';
	}

	/**
	 * The CREATE TABLE statement.
	 *
	 * @param string $table   The table's full name.
	 * @param string $charset The charset and collation clause.
	 */
	protected static function create( string $table, string $charset ): string {
		return "CREATE TABLE {$table} (
				event_id varchar(255) NOT NULL,
				event_type varchar(100) NOT NULL DEFAULT '',
				received_at datetime NOT NULL,
				PRIMARY KEY  (event_id),
				KEY received_at (received_at)
			) {$charset};";
	}

	/**
	 * Claims an event id before processing: false when it was claimed already, so two deliveries of one event (even
	 * concurrent ones) are processed once. The primary key makes the insert the test.
	 *
	 * @param string $event_id   Event id (evt_…).
	 * @param string $event_type Event type.
	 */
	public function claim( string $event_id, string $event_type ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table; INSERT IGNORE is the atomic claim.
		$inserted = $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (event_id, event_type, received_at) VALUES (%s, %s, %s)',
				self::table(),
				$event_id,
				substr( $event_type, 0, 100 ),
				gmdate( 'Y-m-d H:i:s' )
			)
		);
		return 1 === $inserted;
	}

	/**
	 * Releases a claim when processing failed, so Stripe's retry is processed.
	 *
	 * @param string $event_id Event id.
	 */
	public function release( string $event_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), [ 'event_id' => $event_id ], [ '%s' ] ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * Whether an event id was processed.
	 *
	 * @param string $event_id Event id.
	 */
	public function has( string $event_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table, read once per delivery.
		return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT event_id FROM %i WHERE event_id = %s', self::table(), $event_id ) );
	}

	/**
	 * Deletes the rows received before a UTC time.
	 *
	 * @param string $before UTC datetime (Y-m-d H:i:s).
	 * @return int Rows deleted.
	 */
	public function prune( string $before ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE received_at < %s', self::table(), $before ) );
	}
}
