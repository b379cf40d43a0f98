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
 * Sets of the current index version are built once, then read group by group (from the persistent object cache
 * when there is one, keyed by the version, so most requests never read the table).
 *
 * Building takes seconds on a large catalogue (3-4 s at 50,000 products), so no shopper's request waits for it once
 * sets exist: after an index change, requests keep reading the sets last stored (one change old) while SetsRefresh
 * builds the new ones in the background. Only with no sets stored at all (a fresh install) does a request build
 * inline; then an option added with add_option() (an INSERT, so only one request wins) is the lock, and the losers
 * build in memory without saving.
 */
final class SetStore {

	public const LOCK_OPTION = 'shop_filter_sets_lock';
	public const CACHE_GROUP = 'shop_filter_sets';

	/** The version whose sets the table holds (autoloaded: ETags read it on every request). */
	public const STORED_OPTION = 'shop_filter_sets_version';

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

	/** The sets to answer with: the current version's, or while those are being built, the ones last stored. */
	public function current(): Sets {
		$version = IndexVersion::current();
		$stored  = $this->stored_version();
		if ( null !== $this->loaded && in_array( $this->loaded->version, [ $version, $stored ], true ) ) {
			return $this->loaded;
		}
		if ( null !== $stored ) {
			$slots = $this->read( $stored, '_slots' );
			if ( null !== $slots ) {
				if ( $stored !== $version ) {
					/** Fires when a request is answered from sets older than the index (SetsRefresh queues their build). */
					do_action( 'shop_filter_sets_stale' );
				}
				return $this->loaded = $this->stored( $stored, $slots[''] ?? '' );
			}
		}
		return $this->loaded = $this->build_inline( $version );
	}

	/** The version of the sets current() answers with, for ETags: what is stored, else the index's own. */
	public function served_version(): string {
		return $this->stored_version() ?? IndexVersion::current();
	}

	/**
	 * Builds and stores the sets of the current index version unless they are stored already (the background job).
	 *
	 * @return bool Whether sets were built (false: already current, or another build holds the lock).
	 */
	public function refresh(): bool {
		$version = IndexVersion::current();
		if ( $this->stored_version() === $version || ! $this->lock() ) {
			return false;
		}
		try {
			$this->save( $version, $this->builder->build() );
		} finally {
			delete_option( self::LOCK_OPTION );
		}
		$this->loaded = null;
		return true;
	}

	/** Builds in this request (nothing stored yet): stores them when this request holds the lock. */
	private function build_inline( string $version ): Sets {
		if ( ! $this->lock() ) {
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

	/** The version recorded as stored, if any and if in this release's layout (an older layout is never read). */
	private function stored_version(): ?string {
		$stored = get_option( self::STORED_OPTION );
		return is_string( $stored ) && str_starts_with( $stored, IndexVersion::SETS_FORMAT . '-' ) ? $stored : null;
	}

	/** Sets read from the table (or the object cache) group by group. */
	private function stored( string $version, string $slots ): Sets {
		return new Sets( $version, $slots, fn ( string $group, ?string $value ): array => $this->read( $version, $group, $value ) ?? [] );
	}

	/**
	 * Sets served from what was just built.
	 *
	 * @param array<string, array<string, string>> $groups The built groups.
	 */
	private function in_memory( string $version, array $groups ): Sets {
		return new Sets( $version, $groups['_slots'][''], static fn ( string $group, ?string $value ): array => $groups[ $group ] ?? [] );
	}

	/**
	 * One group's blobs (or the one value asked for), or null when the version has no sets stored.
	 *
	 * @return array<string, string>|null
	 */
	private function read( string $version, string $group, ?string $value = null ): ?array {
		global $wpdb;
		$key    = $version . ':' . $group . ( null === $value ? '' : ':' . $value );
		$cached = wp_using_ext_object_cache() ? wp_cache_get( $key, self::CACHE_GROUP ) : false;
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$sql  = 'SELECT value, data FROM ' . IndexTables::sets() . ' WHERE version = %s AND facet = %s' . ( null === $value ? '' : ' AND value = %s' );
		$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( $sql, ...array_filter( [ $version, $group, $value ], 'is_string' ) ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			ARRAY_N
		);
		if ( ! $rows && '_slots' === $group ) {
			return null;
		}
		$blobs = array_column( (array) $rows, 1, 0 );
		if ( wp_using_ext_object_cache() ) { // Without one, Sets already keeps what this request read.
			wp_cache_set( $key, $blobs, self::CACHE_GROUP );
		}
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
		// Readers switch to the new version before the old one's rows go, so none is left without sets.
		update_option( self::STORED_OPTION, $version, true );
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE version <> %s", $version ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
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
