<?php
/**
 * Atomic counters in a table of the package's own.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * One row per name, client and fixed window in `{prefix}<package>_rate_limits`: one
 * `INSERT … ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)` raises a counter and reads it back, so parallel
 * requests never share a count (transients do: two requests read 4 and both write 5), and no option row is made per
 * client. The client column is a keyed hash (16 hex characters) of the name and the client, so no address is stored;
 * the site's own counter is `*`. The table is created by the first count that finds none (CREATE TABLE IF NOT EXISTS,
 * no version option to keep) and dropped by the package's uninstall. Expired rows are deleted now and then by a new
 * window and by purge(). Plain $wpdb, for SHORTINIT.
 */
final class Counters {

	/** The client column of a counter for everyone. */
	public const SITE = '*';

	/** @var \Closure(string, int): string Keyed hash of a name and client at a time. */
	private \Closure $hash;

	/**
	 * Constructor.
	 *
	 * @param string                         $table Full table name (`$wpdb->prefix . '<package>_rate_limits'`).
	 * @param null|\Closure(string, int): string $hash  Keyed hash (16 hex characters) of `name|client` at a time;
	 *                                              by default an HMAC keyed with the site's nonce salt.
	 */
	public function __construct( public readonly string $table, ?\Closure $hash = null ) {
		$this->hash = $hash ?? static fn ( string $value ): string => substr( hash_hmac( 'sha256', $value, wp_salt( 'nonce' ) ), 0, 16 );
	}

	/**
	 * Raises one counter by one.
	 *
	 * @param string $name   Name of the counter.
	 * @param string $client What is counted (hashed), or SITE.
	 * @param int    $window Window in seconds.
	 * @param int    $now    Unix time.
	 * @return int The count in this window, this one included; 0 when the table cannot be written.
	 */
	public function add( string $name, string $client, int $window, int $now ): int {
		global $wpdb;
		$window = max( 1, $window );
		$slot   = intdiv( $now, $window );
		$key    = self::SITE === $client ? self::SITE : ( $this->hash )( $name . '|' . $client, $now );
		$sql    = $wpdb->prepare(
			'INSERT INTO %i (name, client, slot, hits, expires) VALUES (%s, %s, %d, 1, %d) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)',
			$this->table,
			strlen( $name ) <= 20 ? $name : substr( md5( $name ), 0, 20 ), // Two long names must not share a row.
			$key,
			$slot,
			( $slot + 1 ) * $window
		);
		$errors = $wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- custom table; prepared above.
		$done = $wpdb->query( $sql );
		if ( false === $done && $this->create() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- custom table; prepared above.
			$done = $wpdb->query( $sql );
		}
		$wpdb->suppress_errors( $errors );
		if ( false === $done ) {
			return 0;
		}
		// A new row reports 0 (the table has no AUTO_INCREMENT); an update reports the raised counter.
		$hits = max( 1, (int) $wpdb->insert_id );
		if ( 1 === $hits && self::SITE !== $key && 0 === random_int( 0, 99 ) ) {
			$this->purge( $now );
		}
		return $hits;
	}

	/**
	 * The seconds until a window ends.
	 *
	 * @param int $window Window in seconds.
	 * @param int $now    Unix time.
	 */
	public static function retry_after( int $window, int $now ): int {
		$window = max( 1, $window );
		return ( intdiv( $now, $window ) + 1 ) * $window - $now;
	}

	/**
	 * Deletes the counters of windows that are over.
	 *
	 * @param int $now Unix time.
	 * @return int Rows deleted.
	 */
	public function purge( int $now ): int {
		global $wpdb;
		$errors = $wpdb->suppress_errors( true ); // No table yet: nothing to delete.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		$deleted = (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires <= %d', $this->table, $now ) );
		$wpdb->suppress_errors( $errors );
		return $deleted;
	}

	/**
	 * The CREATE TABLE statement, as dbDelta reads it too.
	 *
	 * @param string $charset The charset and collation clause.
	 */
	public function statement( string $charset ): string {
		return "CREATE TABLE {$this->table} (
				name varchar(20) NOT NULL,
				client char(16) NOT NULL,
				slot int(10) unsigned NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires int(10) unsigned NOT NULL,
				PRIMARY KEY  (name,client,slot),
				KEY expires (expires)
			) {$charset};";
	}

	/**
	 * Creates the table when it is missing (a commit, like any CREATE TABLE).
	 */
	public function create(): bool {
		global $wpdb;
		$sql = preg_replace( '/^CREATE TABLE /', 'CREATE TABLE IF NOT EXISTS ', $this->statement( $wpdb->get_charset_collate() ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the table's own statement.
		return false !== $wpdb->query( (string) $sql );
	}

	/**
	 * Drops the table (uninstall; a commit).
	 */
	public function drop(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange -- the package's own table.
		$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $this->table ) );
	}
}
