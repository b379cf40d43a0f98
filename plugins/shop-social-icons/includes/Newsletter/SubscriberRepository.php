<?php
/**
 * Reads and writes the subscribers table.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table, every value prepared.

/**
 * Every query of the subscribers table goes through here. Addresses are stored in lower case; the table's UNIQUE
 * key is what keeps one row per address.
 */
final class SubscriberRepository {

	/**
	 * The subscriber with an id.
	 *
	 * @param int $id Row id.
	 */
	public function find( int $id ): ?Subscriber {
		global $wpdb;
		$table = SubscribersTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? Subscriber::from_row( $row ) : null;
	}

	/**
	 * The subscriber with an address.
	 *
	 * @param string $email Address (any case).
	 */
	public function find_by_email( string $email ): ?Subscriber {
		global $wpdb;
		$table = SubscribersTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE email = %s", strtolower( $email ) ), ARRAY_A );
		return is_array( $row ) ? Subscriber::from_row( $row ) : null;
	}

	/**
	 * Adds a pending subscriber.
	 *
	 * @param string $email   Valid address.
	 * @param string $name    Name, or ''.
	 * @param string $consent The consent text the visitor agreed to, kept as proof.
	 * @param int    $now     Unix time.
	 * @return Subscriber|null Null when the address is already stored (the UNIQUE key refused it).
	 */
	public function add( string $email, string $name, string $consent, int $now ): ?Subscriber {
		global $wpdb;
		$table = SubscribersTable::name();
		// INSERT IGNORE: a duplicate key is no error (and no database error in the log), just no row.
		$done = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (email, name, status, consent_text, created_at) VALUES (%s, %s, %s, %s, %s)",
				strtolower( $email ),
				$name,
				Subscriber::PENDING,
				$consent,
				gmdate( 'Y-m-d H:i:s', $now )
			)
		);
		return 1 === $done ? $this->find( (int) $wpdb->insert_id ) : null;
	}

	/**
	 * Makes an unsubscribed row pending again (a new sign-up of the same address), with the new name and consent.
	 *
	 * @param Subscriber $subscriber Unsubscribed subscriber.
	 * @param string     $name       Name, or ''.
	 * @param string     $consent    Consent text agreed to.
	 * @param int        $now        Unix time.
	 */
	public function restart( Subscriber $subscriber, string $name, string $consent, int $now ): ?Subscriber {
		global $wpdb;
		$wpdb->update(
			SubscribersTable::name(),
			[
				'name'            => $name,
				'status'          => Subscriber::PENDING,
				'consent_text'    => $consent,
				'created_at'      => gmdate( 'Y-m-d H:i:s', $now ),
				'confirmed_at'    => null,
				'unsubscribed_at' => null,
			],
			[
				'id'     => $subscriber->id,
				'status' => Subscriber::UNSUBSCRIBED,
			]
		);
		return $this->find( $subscriber->id );
	}

	/**
	 * Marks a subscriber confirmed.
	 *
	 * @param int $id  Row id.
	 * @param int $now Unix time.
	 */
	public function confirm( int $id, int $now ): void {
		$this->set_status( $id, Subscriber::CONFIRMED, 'confirmed_at', $now );
	}

	/**
	 * Marks a subscriber unsubscribed.
	 *
	 * @param int $id  Row id.
	 * @param int $now Unix time.
	 */
	public function unsubscribe( int $id, int $now ): void {
		$this->set_status( $id, Subscriber::UNSUBSCRIBED, 'unsubscribed_at', $now );
	}

	/**
	 * Deletes subscribers.
	 *
	 * @param list<int> $ids Row ids.
	 * @return int Rows deleted.
	 */
	public function delete( array $ids ): int {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) );
		if ( [] === $ids ) {
			return 0;
		}
		$table  = SubscribersTable::name();
		$holder = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $holder is a list of %d.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN ({$holder})", $ids ) );
	}

	/**
	 * Deletes pending rows signed up before a time.
	 *
	 * @param int $before Unix time.
	 * @return int Rows deleted.
	 */
	public function delete_pending_before( int $before ): int {
		global $wpdb;
		$table = SubscribersTable::name();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE status = %s AND created_at < %s", Subscriber::PENDING, gmdate( 'Y-m-d H:i:s', $before ) ) );
	}

	/**
	 * One page of subscribers, newest first.
	 *
	 * @param SubscriberQuery $query  Search and status filter.
	 * @param int             $limit  Rows per page (0: all).
	 * @param int             $offset Rows skipped.
	 * @return list<Subscriber>
	 */
	public function list( SubscriberQuery $query, int $limit = 0, int $offset = 0 ): array {
		global $wpdb;
		$table = SubscribersTable::name();
		$sql   = "SELECT * FROM {$table}" . $this->where( $query ) . ' ORDER BY created_at DESC, id DESC';
		if ( $limit > 0 ) {
			$sql .= $wpdb->prepare( ' LIMIT %d OFFSET %d', $limit, max( 0, $offset ) );
		}
		$rows = $wpdb->get_results( $sql, ARRAY_A );
		return array_map( [ Subscriber::class, 'from_row' ], is_array( $rows ) ? $rows : [] );
	}

	/**
	 * How many subscribers a query matches.
	 *
	 * @param SubscriberQuery $query Search and status filter.
	 */
	public function count( SubscriberQuery $query ): int {
		global $wpdb;
		$table = SubscribersTable::name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" . $this->where( $query ) );
	}

	/**
	 * The WHERE clause of a query, values prepared.
	 *
	 * @param SubscriberQuery $query Search and status filter.
	 */
	private function where( SubscriberQuery $query ): string {
		global $wpdb;
		$clauses = [];
		if ( '' !== $query->status ) {
			$clauses[] = $wpdb->prepare( 'status = %s', $query->status );
		}
		if ( '' !== $query->search ) {
			$like      = '%' . $wpdb->esc_like( $query->search ) . '%';
			$clauses[] = $wpdb->prepare( '(email LIKE %s OR name LIKE %s)', $like, $like );
		}
		return [] === $clauses ? '' : ' WHERE ' . implode( ' AND ', $clauses );
	}

	/**
	 * Sets a status and the date column that goes with it.
	 *
	 * @param int    $id     Row id.
	 * @param string $status New status.
	 * @param string $column Date column.
	 * @param int    $now    Unix time.
	 */
	private function set_status( int $id, string $status, string $column, int $now ): void {
		global $wpdb;
		$wpdb->update(
			SubscribersTable::name(),
			[
				'status' => $status,
				$column  => gmdate( 'Y-m-d H:i:s', $now ),
			],
			[ 'id' => $id ]
		);
	}
}
