<?php
/**
 * Stores and loads the sets of the current index version.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Sets are rebuilt lazily, by the first request that finds none for the current version, and only once per version:
 * an option added with add_option() (an INSERT, so only one request wins) is the lock. Requests arriving during a
 * build use the newest sets still stored (one index change old at most) rather than building again; with none stored
 * at all they build in memory without saving. With a persistent object cache each group is also kept there, keyed by
 * the version, so most requests never read the table.
 */
final class SetStore {

	public const LOCK_OPTION = 'shop_filter_sets_lock';
	public const CACHE_GROUP = 'shop_filter_sets';

	/** A lock older than this (seconds) is from a build that died. */
	private const LOCK_TTL = 120;

	/** The sets loaded in this request, per version. */
	private ?Sets $loaded = null;

	/**
	 * Constructor.
	 *
	 * @param SetBuilder $builder Builds the sets.
	 */
	public function __construct( private SetBuilder $builder ) {}

	/** The sets of the current index version (or, while another request builds them, of the previous one). */
	public function current(): Sets {
		$version = IndexVersion::current();
		if ( null !== $this->loaded && $this->loaded->version === $version ) {
			return $this->loaded;
		}
		$slots = $this->read( $version, '_slots' );
		if ( null === $slots ) {
			return $this->loaded = $this->build( $version );
		}
		return $this->loaded = $this->stored( $version, $slots[''] ?? '' );
	}

	/** Builds the sets, stores them when this request holds the lock, or falls back as the class comment says. */
	private function build( string $version ): Sets {
		if ( ! $this->lock() ) {
			$previous = $this->newest_stored();
			if ( null !== $previous ) {
				$slots = $this->read( $previous, '_slots' );
				return $this->stored( $previous, $slots[''] ?? '' );
			}
			return $this->in_memory( $version, $this->builder->build() );
		}
		try {
			$groups = $this->builder->build();
			$this->save( $version, $groups );
		} finally {
			delete_option( self::LOCK_OPTION );
		}
		return $this->in_memory( $version, $groups );
	}

	/** Sets read from the table (or the object cache) group by group. */
	private function stored( string $version, string $slots ): Sets {
		return new Sets( $version, $slots, fn ( string $group ): array => $this->read( $version, $group ) ?? [] );
	}

	/**
	 * Sets served from what was just built.
	 *
	 * @param array<string, array<string, string>> $groups The built groups.
	 */
	private function in_memory( string $version, array $groups ): Sets {
		return new Sets( $version, $groups['_slots'][''], static fn ( string $group ): array => $groups[ $group ] ?? [] );
	}

	/**
	 * One group's blobs, or null when the version has no sets stored.
	 *
	 * @return array<string, string>|null
	 */
	private function read( string $version, string $group ): ?array {
		global $wpdb;
		$key    = $version . ':' . $group;
		$cached = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( 'SELECT value, data FROM ' . IndexTables::sets() . ' WHERE version = %s AND facet = %s', $version, $group ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			ARRAY_N
		);
		if ( ! $rows && '_slots' === $group ) {
			return null;
		}
		$blobs = array_column( (array) $rows, 1, 0 );
		wp_cache_set( $key, $blobs, self::CACHE_GROUP );
		return $blobs;
	}

	/**
	 * Stores every blob of a version, then removes the older versions.
	 *
	 * @param array<string, array<string, string>> $groups The built groups.
	 */
	private function save( string $version, array $groups ): void {
		global $wpdb;
		$table = IndexTables::sets();
		foreach ( $groups as $group => $blobs ) {
			foreach ( $blobs as $value => $data ) {
				$wpdb->replace( $table, [ 'version' => $version, 'facet' => (string) $group, 'value' => (string) $value, 'data' => $data ], [ '%s', '%s', '%s', '%s' ] ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE version <> %s", $version ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/** The version of the sets still stored, if any. */
	private function newest_stored(): ?string {
		global $wpdb;
		$version = $wpdb->get_var( 'SELECT version FROM ' . IndexTables::sets() . " WHERE facet = '_slots' LIMIT 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		return is_string( $version ) ? $version : null;
	}

	/** Takes the build lock; a stale one (its build died) is taken over. */
	private function lock(): bool {
		if ( add_option( self::LOCK_OPTION, time(), '', false ) ) {
			return true;
		}
		$since = (int) get_option( self::LOCK_OPTION );
		if ( time() - $since > self::LOCK_TTL ) {
			update_option( self::LOCK_OPTION, time(), false );
			return true;
		}
		return false;
	}
}
