<?php
/**
 * Database failures for a test, as wpdb meets them.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests\Support;

/**
 * Fails the queries a test names through wpdb's own `query` filter (each becomes a read of a table that does not
 * exist): wpdb records the error and goes on with an empty result, as it does while MariaDB restarts. Errors are
 * recorded but not logged meanwhile. The using test calls database_answers_again() in its tearDown().
 */
trait FailsQueries {

	/** @var list<\Closure> The `query` filters that fail queries. */
	private array $failing = [];

	/** Whether wpdb suppressed errors before the first failure. */
	private ?bool $suppressed = null;

	/**
	 * Makes the database fail the queries that match, until database_answers_again().
	 *
	 * @param callable(string): bool $matches Whether a query fails.
	 */
	protected function fail_queries( callable $matches ): void {
		global $wpdb;
		$this->suppressed ??= $wpdb->suppress_errors( true );
		$this->failing[]    = static fn ( string $query ): string => $matches( $query ) ? "SELECT 1 FROM {$wpdb->prefix}shop_filter_no_such_table" : $query;
		add_filter( 'query', end( $this->failing ) );
	}

	/** Takes the failures away. */
	protected function database_answers_again(): void {
		global $wpdb;
		foreach ( $this->failing as $filter ) {
			remove_filter( 'query', $filter );
		}
		$this->failing = [];
		if ( null !== $this->suppressed ) {
			$wpdb->suppress_errors( $this->suppressed );
			$this->suppressed = null;
		}
	}
}
