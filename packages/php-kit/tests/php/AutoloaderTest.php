<?php
/**
 * A package's classes, autoloaded from their files or declared at once from the package's class bundle.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\Autoloader;

/**
 * Each test registers a namespace of its own, in a folder of its own.
 */
final class AutoloaderTest extends TestCase {

	private string $dir;

	private string $namespace_name;

	/** @var \Closure|null The test's answer to `shop_kit_class_bundle`. */
	private ?\Closure $answer = null;

	protected function setUp(): void {
		parent::setUp();
		$this->namespace_name = 'ShopKitAutoloaded' . wp_generate_password( 8, false, false );
		$this->dir            = sys_get_temp_dir() . '/' . $this->namespace_name . '/';
		mkdir( $this->dir . 'Kit', 0777, true );
		$this->write( 'Parts/Part.php', 'final class Part {}', 'Parts' );
	}

	protected function tearDown(): void {
		if ( $this->answer ) {
			remove_filter( 'shop_kit_class_bundle', $this->answer, 10 );
		}
		foreach ( [ 'Parts/Part.php', 'Kit/classes.php', 'Kit/classes-sources.php' ] as $file ) {
			if ( file_exists( $this->dir . $file ) ) {
				unlink( $this->dir . $file );
			}
		}
		rmdir( $this->dir . 'Parts' );
		rmdir( $this->dir . 'Kit' );
		rmdir( $this->dir );
		parent::tearDown();
	}

	public function test_a_class_is_autoloaded_from_its_file(): void {
		Autoloader::register( $this->namespace_name, $this->dir );

		$this->assertSame( $this->dir . 'Parts/Part.php', $this->file_of( 'Parts\Part' ) );
		$this->assertFalse( class_exists( $this->namespace_name . '\Parts\Missing' ) );
	}

	public function test_the_bundle_declares_its_classes_at_registration_and_the_others_still_autoload(): void {
		$this->write_bundle();

		Autoloader::register( $this->namespace_name, $this->dir );

		$this->assertTrue( class_exists( $this->namespace_name . '\Bundled', false ), 'declared without autoloading' );
		$this->assertSame( $this->dir . 'Kit/classes.php', $this->file_of( 'Bundled' ) );
		$this->assertSame( $this->dir . 'Parts/Part.php', $this->file_of( 'Parts\Part' ) );
	}

	public function test_a_filter_that_answers_false_leaves_the_bundle_out(): void {
		$this->write_bundle();
		$asked        = [];
		$this->answer = static function ( bool $use, string $namespace_name, string $bundle ) use ( &$asked ): bool {
			$asked = [ $use, $namespace_name, $bundle ];
			return false;
		};
		// After the local stack's own answer (10), which reads a bundle without its list of files as stale.
		add_filter( 'shop_kit_class_bundle', $this->answer, 20, 3 );

		Autoloader::register( $this->namespace_name, $this->dir );

		$this->assertSame( [ true, $this->namespace_name, $this->dir . 'Kit/classes.php' ], $asked );
		$this->assertFalse( class_exists( $this->namespace_name . '\Bundled', false ) );
	}

	private function write_bundle(): void {
		// With its list of files, which the local stack's answer reads (none here: the bundle is never stale).
		file_put_contents( $this->dir . 'Kit/classes-sources.php', "<?php\nreturn array();\n" );
		file_put_contents( $this->dir . 'Kit/classes.php', "<?php\ndeclare( strict_types = 1 );\nnamespace {$this->namespace_name};\nfinal class Bundled {}\n" );
	}

	private function write( string $file, string $declaration, string $sub ): void {
		mkdir( dirname( $this->dir . $file ), 0777, true );
		file_put_contents( $this->dir . $file, "<?php\ndeclare( strict_types = 1 );\nnamespace {$this->namespace_name}\\{$sub};\n{$declaration}\n" );
	}

	private function file_of( string $class_name ): string {
		return (string) ( new \ReflectionClass( $this->namespace_name . '\\' . $class_name ) )->getFileName();
	}
}
