<?php
/**
 * One request of one web node, for CacheNodes: WordPress with the Redis Object Cache drop-in, on the test database.
 *
 * Run as `php cache-node.php` by CacheNodes::run() with the code of the request on standard input (PHP that returns
 * a value) and the node's setting in the environment. WordPress's content folder is the node's own (its
 * object-cache.php, and links to the stack's plugins, themes and uploads), so the drop-in loads as it does on a
 * host, before any plugin. The value the code returns is printed as JSON after a marker line.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions -- a test script, not WordPress code.

define( 'WP_CONTENT_DIR', (string) getenv( 'SHOP_NODE_CONTENT' ) );
define( 'WP_REDIS_SCHEME', 'unix' );
define( 'WP_REDIS_PATH', (string) getenv( 'SHOP_NODE_REDIS' ) );
define( 'WP_REDIS_PREFIX', (string) getenv( 'SHOP_NODE_PREFIX' ) );

$shop_node_code = (string) stream_get_contents( STDIN );

// Every notice, warning or error of the request, from WordPress's boot on, comes back with the answer.
$shop_node_errors = [];
set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	static function ( int $level, string $message, string $file, int $line ) use ( &$shop_node_errors ): bool {
		if ( error_reporting() & $level ) {
			$shop_node_errors[] = "$message ($file:$line)";
		}
		return false;
	}
);

require (string) getenv( 'SHOP_NODE_CONTEXT' ); // tools/stack/php/wp-context.php: $_SERVER of a page view, wp-load.php.

// Nodes started together wait for each other here, past WordPress's boot, so their requests really overlap.
$shop_node_barrier = (string) getenv( 'SHOP_NODE_BARRIER' );
if ( '' !== $shop_node_barrier ) {
	touch( $shop_node_barrier . '/' . getmypid() );
	$shop_node_deadline = microtime( true ) + 30;
	while ( count( (array) glob( $shop_node_barrier . '/*' ) ) < (int) getenv( 'SHOP_NODE_COUNT' ) && microtime( true ) < $shop_node_deadline ) {
		usleep( 100 );
	}
}

// phpcs:ignore Squiz.PHP.Eval.Discouraged -- the test's request, written in the test.
$shop_node_result = eval( $shop_node_code );
echo "\n@@cache-node-result@@" . json_encode( [ $shop_node_result, $shop_node_errors ] ); // phpcs:ignore WordPress.Security.EscapeOutput
