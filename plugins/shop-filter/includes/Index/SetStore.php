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
 * Sets of the current index version are built once, then read as a request needs them, what it names ahead in one
 * query (from the persistent object cache when there is one, keyed by the version, so most requests never read the
 * table).
 *
 * Building takes seconds on a large catalogue (3-4 s at 50,000 products), so no shopper's request waits for it once
 * sets exist: after an index change, requests keep reading the sets last stored (one change old) while SetsRefresh
 * builds the new ones in the background. Only with no sets stored at all (a fresh install) does a request build
 * inline; then the lock is a row of the options table that one INSERT IGNORE adds (only one request or web node
 * wins it: add_option() is an INSERT … ON DUPLICATE KEY UPDATE, which every racer "adds"), and the losers build in
 * memory without saving. Each stored version is announced (`shop_filter_sets_stored`): answers change then.
 *
 * In a persistent object cache each group or blob is kept for CACHE_TTL under its version's key, so the versions a
 * busy shop leaves behind (one per background build) expire instead of filling Redis; the table stays the source.
 */
final class SetStore {

	/** Fired with the version and the blobs it changed once new sets are stored, and answers are read from them. */
	public const STORED_ACTION = 'shop_filter_sets_stored';

	public const LOCK_OPTION = 'shop_filter_sets_lock';
	public const CACHE_GROUP = 'shop_filter_sets';

	/** The version whose sets the table holds (autoloaded: ETags read it on every request). */
	public const STORED_OPTION = 'shop_filter_sets_version';

	/** A lock older than this (seconds) is from a build that died. */
	private const LOCK_TTL = 120;

	/** Seconds a group or blob stays in a persistent object cache (read again from the table after). */
	public const CACHE_TTL = 15 * MINUTE_IN_SECONDS;

	/** The sets loaded in this request, per version. */
	private ?Sets $loaded = null;

	/**
	 * Constructor.
	 *
	 * @param SetBuilder $builder Builds the sets.
	 */
	public function __construct( private SetBuilder $builder ) {}

	/**
	 * The sets to answer with: the current version's, or while those are being built, the ones last stored; with the
	 * groups and blobs the caller names read along in the same query.
	 *
	 * @param list<string>                $groups Whole groups the caller will use.
	 * @param list<array{string, string}> $blobs  Single blobs (group, value) the caller will use.
	 */
	public function current( array $groups = [], array $blobs = [] ): Sets {
		$version = IndexVersion::current();
		$stored  = $this->stored_version();
		if ( null !== $this->loaded && in_array( $this->loaded->version, [ $version, $stored ], true ) ) {
			$this->loaded->need( $groups, $blobs );
			return $this->loaded;
		}
		if ( null !== $stored ) {
			$read = $this->read( $stored, array_merge( [ '_slots' ], $groups ), $blobs );
			if ( isset( $read['_slots'] ) ) {
				if ( $stored !== $version ) {
					/** Fires when a request is answered from sets older than the index (SetsRefresh queues their build). */
					do_action( 'shop_filter_sets_stale' );
				}
				$this->loaded = $this->stored( $stored, $read['_slots'][''] ?? '' );
				$this->loaded->keep( $read, $groups, $blobs );
				return $this->loaded;
			}
		}
		return $this->loaded = $this->build_inline( $version );
	}

	/** The version of the sets current() answers with, for ETags: what is stored, else the index's own. */
	public function served_version(): string {
		return $this->stored_version() ?? IndexVersion::current();
	}

	/** Whether the sets answers are read from are older than the index (their build is queued, running or failed). */
	public function behind(): bool {
		return $this->served_version() !== IndexVersion::current();
	}

	/**
	 * Builds and stores the sets of the current index version unless they are stored already (the background job).
	 *
	 * @return bool Whether sets were built (false: already current, or another build holds the lock).
	 * @throws SetsNotBuilt When a query of the build failed: nothing of it is read then.
	 */
	public function refresh(): bool {
		$version = IndexVersion::current();
		if ( $this->stored_version() === $version ) {
			return false;
		}
		$errors = new DatabaseErrorWatch();
		if ( ! $this->lock() ) {
			// A lock the database could not give is no other build's: the build must be tried again.
			SetsNotBuilt::unless_clean( $errors, __( 'taking the build lock', 'shop-filter' ) );
			return false;
		}
		try {
			$this->save( $version, $this->builder->build(), $errors );
		} finally {
			delete_option( self::LOCK_OPTION );
		}
		$this->loaded = null;
		return true;
	}

	/** Builds in this request (nothing stored yet): stores them when this request holds the lock and no query failed. */
	private function build_inline( string $version ): Sets {
		if ( ! $this->lock() ) {
			return $this->in_memory( $version, $this->builder->build() );
		}
		$errors = new DatabaseErrorWatch();
		try {
			$groups = $this->builder->build();
			$this->save( $version, $groups, $errors );
		} catch ( SetsNotBuilt ) {
			// This request answers from what it read; the background build stores the sets once the database answers.
			do_action( 'shop_filter_sets_stale' );
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

	/** Sets read from the table (or the object cache) as they are needed. */
	private function stored( string $version, string $slots ): Sets {
		return new Sets( $version, $slots, fn ( array $groups, array $blobs ): array => $this->read( $version, $groups, $blobs ) );
	}

	/**
	 * Sets served from what was just built.
	 *
	 * @param array<string, array<string, string>> $groups The built groups.
	 */
	private function in_memory( string $version, array $groups ): Sets {
		return new Sets( $version, $groups['_slots'][''], static fn ( array $names, array $blobs ): array => array_intersect_key( $groups, array_flip( array_merge( $names, array_column( $blobs, 0 ) ) ) ) );
	}

	/**
	 * Whole groups and single blobs in one query (the persistent object cache first when there is one, each group or
	 * blob under its own key): group => value => blob, groups without rows left out.
	 *
	 * @param list<string>                $groups Whole groups.
	 * @param list<array{string, string}> $blobs  Single blobs (group, value).
	 * @return array<string, array<string, string>>
	 */
	private function read( string $version, array $groups, array $blobs ): array {
		$keys = [];
		foreach ( $groups as $group ) {
			$keys[ $version . ':' . $group ] = [ $group, null ];
		}
		foreach ( $blobs as [ $group, $value ] ) {
			$keys[ $version . ':' . $group . ':' . $value ] = [ $group, $value ];
		}
		$cached = wp_using_ext_object_cache() ? array_filter( wp_cache_get_multiple( array_keys( $keys ), self::CACHE_GROUP ), 'is_array' ) : [];
		$read   = [];
		foreach ( $cached as $key => $values ) {
			$read[ $keys[ $key ][0] ] = $values + ( $read[ $keys[ $key ][0] ] ?? [] );
		}
		$missing = array_diff_key( $keys, $cached );
		if ( ! $missing ) {
			return array_filter( $read );
		}
		foreach ( $this->query( $version, $missing ) as [ $group, $value, $data ] ) {
			$read[ $group ][ $value ] = $data;
		}
		if ( wp_using_ext_object_cache() ) { // Without one, Sets already keeps what this request read.
			foreach ( $missing as $key => [ $group, $value ] ) {
				$values = null === $value ? ( $read[ $group ] ?? [] ) : array_intersect_key( $read[ $group ] ?? [], [ $value => true ] );
				if ( $values || '_slots' !== $group ) { // Sets not stored yet are not remembered as empty.
					wp_cache_set( $key, $values, self::CACHE_GROUP, self::CACHE_TTL );
				}
			}
		}
		return array_filter( $read );
	}

	/**
	 * The rows of the given groups and blobs of a version.
	 *
	 * @param array<string, array{string, ?string}> $wanted Group and value (null: the whole group), by cache key.
	 * @return list<array{string, string, string}> Group, value, blob.
	 */
	private function query( string $version, array $wanted ): array {
		global $wpdb;
		$where = [];
		$args  = [ $version ];
		foreach ( $wanted as [ $group, $value ] ) {
			$where[] = null === $value ? 'facet = %s' : '(facet = %s AND value = %s)';
			array_push( $args, ...array_filter( [ $group, $value ], 'is_string' ) );
		}
		$sql  = 'SELECT facet, value, data FROM ' . IndexTables::sets() . ' WHERE version = %s AND (' . implode( ' OR ', $where ) . ')';
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, ...$args ), ARRAY_N ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		return array_map( static fn ( array $row ): array => array_map( 'strval', $row ), (array) $rows );
	}

	/**
	 * Stores every blob of a version, then removes the older versions.
	 *
	 * @param array<string, array<string, string>> $groups The built groups.
	 * @param DatabaseErrorWatch                   $errors Started before the build read the index.
	 * @throws SetsNotBuilt When a query of the build or of the storing failed, before readers switch to the version.
	 */
	private function save( string $version, array $groups, DatabaseErrorWatch $errors ): void {
		global $wpdb;
		SetsNotBuilt::unless_clean( $errors, __( 'reading the index', 'shop-filter' ) );
		$table = IndexTables::sets();
		foreach ( $groups as $group => $blobs ) {
			foreach ( $blobs as $value => $data ) {
				$wpdb->replace( $table, [ 'version' => $version, 'facet' => (string) $group, 'value' => (string) $value, 'data' => $data ], [ '%s', '%s', '%s', '%s' ] ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
		}
		SetsNotBuilt::unless_clean( $errors, __( 'storing the sets', 'shop-filter' ) );
		// Readers switch to the new version before the old one's rows go, so none is left without sets.
		update_option( self::STORED_OPTION, $version, true );
		SetsNotBuilt::unless_clean( $errors, __( 'recording the version stored', 'shop-filter' ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE version <> %s", $version ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$changed = SetsChange::record( $groups );
		/**
		 * Fires once the sets of a new index version are what requests answer from (Cache\SetsPurge purges the answers
		 * and the filtered pages from shared caches then, when what changed shows in them).
		 *
		 * @param string            $version The version.
		 * @param list<string>|null $changed The blobs ("group/value") that differ from the build before; null: unknown.
		 */
		do_action( self::STORED_ACTION, $version, $changed );
	}

	/**
	 * Takes the build lock: one statement that only one request of any web node can carry out, the row's INSERT, or
	 * the takeover of a stale one (its build died) by an UPDATE that asks for it to be stale still. Past the options
	 * API on purpose: add_option() and update_option() would let every racer in.
	 */
	private function lock(): bool {
		global $wpdb;
		$now = time();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a lock: the database decides who holds it.
		$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::LOCK_OPTION, (string) $now ) )
			|| $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND CAST(option_value AS UNSIGNED) < %d", (string) $now, self::LOCK_OPTION, $now - self::LOCK_TTL ) );
		// phpcs:enable
		wp_cache_delete( self::LOCK_OPTION, 'options' );
		return $taken;
	}
}
