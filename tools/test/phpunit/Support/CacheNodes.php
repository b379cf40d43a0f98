<?php
/**
 * Web nodes sharing the test database and a real Redis persistent object cache.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

use PHPUnit\Framework\Assert;

/**
 * The scale-out shape of issue 32 for PHPUnit: a redis-server of the test's own (a Unix socket in a temporary folder,
 * no persistence, stopped when PHPUnit ends) and requests run as PHP processes of their own, each a request of "a
 * node": WordPress loaded with the Redis Object Cache plugin's drop-in (`object-cache.php`, taken from the cache
 * folder like WooCommerce, never committed) on the test database. Two nodes share only what two web servers would:
 * the database and Redis. flush() and restart() empty Redis between requests, as `FLUSHALL` or a restart of a Redis
 * without persistence does on a live site.
 *
 * Without redis-server, PHP's redis extension or the drop-in, skip_reason() names what is missing. What a node writes
 * is committed (its own connection): a test joins (join(): out of its transaction) and leaves (leave(): the options as
 * they were), and deletes its own rows of other tables. What the test's own process writes reaches the database only,
 * as a write from outside WordPress would: the nodes see it after a flush.
 */
final class CacheNodes {

	/** Where the Redis Object Cache plugin's drop-in is kept (below the cache folder). */
	private const DROP_IN = '/shop-bundle/redis-cache/includes/object-cache.php';

	private const MARKER = '@@cache-node-result@@';

	/** @var resource|null The redis-server process this class started. */
	private static $server = null;

	private static string $dir = '';

	/** Prefix of this run's keys (the drop-in's `WP_REDIS_PREFIX`). */
	private static string $prefix = '';

	/** @var array<string, object>|null The options table's rows when the test joined, by name (null: not joined). */
	private static ?array $options = null;

	/** Why these tests cannot run here; '' when they can. */
	public static function skip_reason(): string {
		if ( ! extension_loaded( 'redis' ) ) {
			return 'PHP\'s redis extension is not loaded (Debian: php' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '-redis).';
		}
		if ( '' === self::redis_server() ) {
			return 'redis-server is not installed (Debian: redis-server).';
		}
		if ( ! is_readable( self::drop_in() ) ) {
			return 'The Redis Object Cache plugin is not in the cache folder (' . self::drop_in() . ').';
		}
		return '';
	}

	/**
	 * Starts Redis once for this PHPUnit run (a test skips first when skip_reason() says so), and empties it: a test
	 * starts with nothing cached of what this process wrote to the database behind the nodes' Redis.
	 */
	public static function start(): void {
		if ( null !== self::$server ) {
			self::flush();
			return;
		}
		self::$dir    = sys_get_temp_dir() . '/shop-cache-nodes-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		self::$prefix = 'shop-test-' . bin2hex( random_bytes( 4 ) );
		mkdir( self::$dir . '/content', 0700, true );
		// The node's content folder: its drop-in, and the stack's folders as every node's copy of the code.
		copy( self::drop_in(), self::$dir . '/content/object-cache.php' );
		foreach ( [ 'plugins', 'themes', 'mu-plugins', 'uploads', 'languages' ] as $folder ) {
			if ( file_exists( WP_CONTENT_DIR . '/' . $folder ) ) {
				symlink( WP_CONTENT_DIR . '/' . $folder, self::$dir . '/content/' . $folder );
			}
		}
		self::launch();
		register_shutdown_function( [ self::class, 'stop' ] );
	}

	/**
	 * Sets a test up for nodes: skips it with the reason when they cannot run here, leaves its transaction (what the
	 * nodes write is committed and must be visible to it), notes the options as they are and starts Redis.
	 */
	public static function join(): void {
		$reason = self::skip_reason();
		if ( '' !== $reason ) {
			Assert::markTestSkipped( $reason );
		}
		$GLOBALS['wpdb']->query( 'COMMIT' );
		self::$options = self::options();
		self::start();
	}

	/**
	 * Puts the options back as join() found them (what the nodes' requests stored on the way: a webhook's time, the
	 * filter's versions), then opens a transaction again for the ROLLBACK of the test's tearDown(). The test deletes
	 * its own rows of other tables.
	 */
	public static function leave(): void {
		global $wpdb;
		if ( null === self::$options ) { // Skipped before it joined: nothing of the nodes to put back.
			$wpdb->query( 'START TRANSACTION' );
			return;
		}
		$now = self::options();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the test database's rows, as they were.
		foreach ( array_diff_key( $now, self::$options ) as $name => $row ) {
			$wpdb->delete( $wpdb->options, [ 'option_name' => $name ] );
		}
		foreach ( self::$options as $name => $row ) {
			if ( ( $now[ $name ] ?? null ) != $row ) { // phpcs:ignore Universal.Operators.StrictComparisons -- two rows as read.
				$wpdb->replace( $wpdb->options, (array) $row );
			}
		}
		// phpcs:enable
		self::$options = null;
		wp_cache_flush();
		$wpdb->query( 'START TRANSACTION' );
	}

	/** Stops the redis-server this class started and removes its folder. */
	public static function stop(): void {
		if ( null !== self::$server ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
			self::$server = null;
		}
		if ( '' !== self::$dir && is_dir( self::$dir ) ) {
			exec( 'rm -rf ' . escapeshellarg( self::$dir ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		}
	}

	/** Empties Redis (`FLUSHALL`), as an admin's flush does on a live site. */
	public static function flush(): void {
		Assert::assertTrue( self::client()->flushAll() );
	}

	/** Stops Redis and starts it again: without persistence, as empty as a flush leaves it. */
	public static function restart(): void {
		proc_terminate( self::$server );
		proc_close( self::$server );
		self::$server = null;
		self::launch();
	}

	/**
	 * A connection to the test's Redis, to look at what the nodes stored.
	 */
	public static function client(): \Redis {
		$redis = new \Redis();
		$redis->connect( self::$dir . '/redis.sock' );
		return $redis;
	}

	/**
	 * The keys the nodes stored in one cache group (the drop-in's `<prefix><blog prefix>:<group>:<key>`).
	 *
	 * @param string $group The cache group.
	 * @return list<string>
	 */
	public static function keys( string $group ): array {
		$keys = self::client()->keys( self::$prefix . '*:' . $group . ':*' );
		sort( $keys );
		return $keys;
	}

	/**
	 * Runs one request on a node.
	 *
	 * @param string $code PHP run once WordPress has loaded; what it returns comes back (through JSON).
	 * @return mixed
	 */
	public static function run( string $code ): mixed {
		return self::run_at_once( [ $code ] )[0];
	}

	/**
	 * Runs requests on several nodes at the same moment: each process loads WordPress, then waits until all have,
	 * then runs its code.
	 *
	 * @param list<string> $codes PHP of each request.
	 * @return list<mixed> What each returned, in order.
	 */
	public static function run_at_once( array $codes ): array {
		$barrier = '';
		if ( count( $codes ) > 1 ) {
			$barrier = self::$dir . '/barrier-' . bin2hex( random_bytes( 4 ) );
			mkdir( $barrier );
		}
		$env       = [
			'SHOP_TEST_DB'      => '1',
			'SHOP_NODE_CONTENT' => self::$dir . '/content',
			'SHOP_NODE_REDIS'   => self::$dir . '/redis.sock',
			'SHOP_NODE_PREFIX'  => self::$prefix,
			'SHOP_NODE_CONTEXT' => dirname( __DIR__, 3 ) . '/stack/php/wp-context.php',
			'SHOP_NODE_BARRIER' => $barrier,
			'SHOP_NODE_COUNT'   => (string) count( $codes ),
		] + getenv();
		$processes = [];
		foreach ( $codes as $code ) {
			$process = proc_open( [ PHP_BINARY, __DIR__ . '/cache-node.php' ], [ [ 'pipe', 'r' ], [ 'pipe', 'w' ], [ 'pipe', 'w' ] ], $pipes, ABSPATH, $env );
			Assert::assertIsResource( $process );
			fwrite( $pipes[0], $code );
			fclose( $pipes[0] );
			$processes[] = [ $process, $pipes ];
		}
		$results = [];
		foreach ( $processes as [ $process, $pipes ] ) {
			$out    = (string) stream_get_contents( $pipes[1] );
			$errors = (string) stream_get_contents( $pipes[2] );
			$status = proc_close( $process );
			$at     = strrpos( $out, self::MARKER );
			Assert::assertNotFalse( $at, "the node answered (exit $status): " . $errors . $out );
			Assert::assertSame( '', trim( $errors . substr( $out, 0, (int) $at ) ), 'the node printed nothing of its own' );
			[ $result, $notices ] = json_decode( substr( $out, $at + strlen( self::MARKER ) ), true );
			Assert::assertSame( [], $notices, 'no notice, warning or error in the node\'s request' );
			$results[] = $result;
		}
		return $results;
	}

	/**
	 * The options table's rows, by name.
	 *
	 * @return array<string, object>
	 */
	private static function options(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- every row, as stored.
		return (array) $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options}", OBJECT_K );
	}

	/** The full path of redis-server, '' when it is not on the PATH. */
	private static function redis_server(): string {
		foreach ( explode( PATH_SEPARATOR, (string) getenv( 'PATH' ) . ':/usr/sbin:/usr/bin' ) as $folder ) {
			if ( '' !== $folder && is_executable( $folder . '/redis-server' ) ) {
				return $folder . '/redis-server';
			}
		}
		return '';
	}

	/** The drop-in in the cache folder. */
	private static function drop_in(): string {
		return ( getenv( 'XDG_CACHE_HOME' ) ?: getenv( 'HOME' ) . '/.cache' ) . self::DROP_IN;
	}

	/** Starts redis-server on the folder's socket and waits until it answers. */
	private static function launch(): void {
		$socket = self::$dir . '/redis.sock';
		$null   = [ 'file', '/dev/null', 'w' ];
		$server = proc_open(
			[ self::redis_server(), '--port', '0', '--unixsocket', $socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--dir', self::$dir ],
			[ [ 'file', '/dev/null', 'r' ], $null, $null ],
			$pipes
		);
		Assert::assertIsResource( $server, 'redis-server started' );
		self::$server = $server;
		for ( $tries = 0; $tries < 200; $tries++ ) {
			try {
				if ( file_exists( $socket ) && self::client()->ping() ) {
					return;
				}
			} catch ( \RedisException ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- not up yet.
			}
			usleep( 25000 );
		}
		Assert::fail( 'redis-server did not answer on ' . $socket );
	}
}
