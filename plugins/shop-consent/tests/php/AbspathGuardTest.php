<?php
/**
 * Every PHP file of the plugin refuses to run when requested directly.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use ShopBundle\Tests\TestCase;

use const ShopConsent\DIR;

/**
 * A web server may run any .php file under wp-content when asked for its URL. Outside WordPress a file must stop
 * before doing anything: no output (a fatal error there names the server's paths), no side effect. collect.php is the
 * one file meant to be requested: it answers 405 to anything but POST and loads WordPress itself.
 */
final class AbspathGuardTest extends TestCase {

	/** @return array<string, array{string}> */
	public static function files(): array {
		$files = [];
		$dir   = dirname( __DIR__, 2 ) . '/';
		$paths = [ $dir . 'shop-consent.php', $dir . 'uninstall.php' ];
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir . 'includes', RecursiveDirectoryIterator::SKIP_DOTS ) ) as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$paths[] = $file->getPathname();
			}
		}
		foreach ( $paths as $path ) {
			$files[ substr( $path, strlen( $dir ) ) ] = [ $path ];
		}
		return $files;
	}

	/**
	 * @dataProvider files
	 */
	public function test_a_file_requested_directly_stops_without_output( string $path ): void {
		[ $output, $code ] = self::run_php( $path, [] );

		$this->assertSame( '', $output, 'nothing is printed, not even an error naming a path' );
		$this->assertSame( 0, $code );
		$this->assertMatchesRegularExpression( "/defined\\( '(ABSPATH|WP_UNINSTALL_PLUGIN)' \\) \\|\\| exit;/", (string) file_get_contents( $path ), 'the guard comes before anything runs' );
	}

	public function test_the_collector_answers_405_to_a_get(): void {
		[ $output ] = self::run_php( DIR . 'collect.php', [ 'REQUEST_METHOD' => 'GET' ], 'echo http_response_code();' );

		$this->assertSame( '405', $output );
	}

	/**
	 * Runs a file in a PHP process of its own, outside WordPress.
	 *
	 * @param string               $path   The file.
	 * @param array<string, mixed> $server $_SERVER entries.
	 * @param string               $after  Code run at shutdown.
	 * @return array{string, int} Output and exit code.
	 */
	private static function run_php( string $path, array $server, string $after = '' ): array {
		$code = sprintf(
			'ini_set( "display_errors", "1" ); $_SERVER = %s + $_SERVER; register_shutdown_function( static function () { %s } ); require %s;',
			var_export( $server, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			$after,
			var_export( $path, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
		$process = proc_open( [ PHP_BINARY, '-r', $code ], [ 1 => [ 'pipe', 'w' ], 2 => [ 'pipe', 'w' ] ], $pipes );
		$output  = (string) stream_get_contents( $pipes[1] ) . (string) stream_get_contents( $pipes[2] );
		return [ trim( $output ), proc_close( $process ) ];
	}
}
