<?php
/**
 * The table of the endpoints' rate-limit counters.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Database\TableSchema;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}shop_stripe_rate_limits`: one row per bucket (an md5 of what is counted), its count and the end of its
 * window. A table, not transients: RateLimit raises a counter and reads it back in one statement, so parallel
 * requests (a card-testing script runs many at once) never share a count. Created with dbDelta when SCHEMA_OPTION
 * differs from SCHEMA_VERSION (TableSchema), checked at boot and on admin_init, as the events table is.
 */
final class RateLimitTable extends TableSchema implements Service {

	/** Version of the table's schema. */
	public const SCHEMA_VERSION = '1';

	/** Option holding the installed schema version. */
	public const SCHEMA_OPTION = 'shop_stripe_gateway_rate_limits_schema';

	/** Installs the table now if needed, and on admin_init. */
	public function register(): void {
		add_action( 'admin_init', [ self::class, 'maybe_install' ] );
		self::maybe_install();
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
		return "CREATE TABLE {$table} (
				bucket char(32) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires int(10) unsigned NOT NULL,
				PRIMARY KEY  (bucket),
				KEY expires (expires)
			) {$charset};";
	}
}
