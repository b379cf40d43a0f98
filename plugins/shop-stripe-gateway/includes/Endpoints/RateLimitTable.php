<?php
/**
 * The table of the endpoints' rate-limit counters.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Database\TableSchema;
use ShopStripeGateway\Kit\RateLimit\Counters;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}shop_stripe_rate_limits`: the kit's counters (RateLimit\Counters: one row per name, keyed hash of the bucket
 * and fixed window). A table, not transients: RateLimit raises a counter and reads it back in one statement, so
 * parallel requests (a card-testing script runs many at once) never share a count. Created with dbDelta when
 * SCHEMA_OPTION differs from SCHEMA_VERSION (TableSchema), checked at boot and on admin_init, as the events table is.
 * Schema 1 (one row per md5 of the bucket) is dropped first: dbDelta cannot change a primary key, and its counters
 * are worth a minute or an hour at most.
 */
final class RateLimitTable extends TableSchema implements Service {

	/** Version of the table's schema. */
	public const SCHEMA_VERSION = '2';

	/** Option holding the installed schema version. */
	public const SCHEMA_OPTION = 'shop_stripe_gateway_rate_limits_schema';

	/** Installs the table now if needed, and on admin_init. */
	public function register(): void {
		add_action( 'admin_init', [ self::class, 'maybe_install' ] );
		self::maybe_install();
	}

	/** Creates or upgrades the table; a table of schema 1 is dropped first. */
	public static function install(): void {
		if ( '1' === get_option( self::SCHEMA_OPTION ) ) {
			( new Counters( self::table() ) )->drop();
		}
		parent::install();
	}

	/** The table's name. */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_stripe_rate_limits';
	}

	/**
	 * The CREATE TABLE statement.
	 *
	 * @param string $table   The table's full name.
	 * @param string $charset The charset and collation clause.
	 */
	protected static function create( string $table, string $charset ): string {
		return ( new Counters( $table ) )->statement( $charset );
	}
}
