<?php
/**
 * The local stack uses a source checkout's class bundle only while it is newer than every file it holds, so an edit
 * shows at once; a package installed from its zip, and the bench, which wrote the bundles just before, use them as
 * shipped.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

/**
 * The stack's `shop_kit_class_bundle` answer (tools/stack/php/mu-plugins/shop-stack.php) on a package of its own.
 */
final class StackClassBundlesTest extends TestCase {

	private string $package;

	private string $classes;

	protected function setUp(): void {
		parent::setUp();
		$this->package = sys_get_temp_dir() . '/shop-bundle-' . wp_generate_password( 8, false ) . '/';
		$this->classes = $this->package . 'includes/';
		mkdir( $this->classes . 'Kit', 0777, true );
		file_put_contents( $this->package . 'package.json', '{}' ); // A source checkout, as the stack links it in.
		file_put_contents( $this->classes . 'Plugin.php', "<?php\n" );
		file_put_contents( $this->classes . 'Kit/Service.php', "<?php\n" );
		file_put_contents( $this->classes . 'Kit/classes-sources.php', "<?php\nreturn array( 'Kit/Service.php', 'Plugin.php' );\n" );
		file_put_contents( $this->classes . 'Kit/classes.php', "<?php\n" );
		$this->date( 'Plugin.php', -10 );
		$this->date( 'Kit/classes.php', -5 );
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_SHOP_BENCH_BUILT'] );
		foreach ( [ 'Plugin.php', 'Kit/Service.php', 'Kit/classes-sources.php', 'Kit/classes.php' ] as $file ) {
			if ( file_exists( $this->classes . $file ) ) {
				unlink( $this->classes . $file );
			}
		}
		rmdir( $this->classes . 'Kit' );
		rmdir( $this->classes );
		if ( file_exists( $this->package . 'package.json' ) ) {
			unlink( $this->package . 'package.json' );
		}
		rmdir( $this->package );
		parent::tearDown();
	}

	public function test_a_bundle_newer_than_its_files_is_used(): void {
		$this->assertTrue( $this->answer() );
	}

	public function test_a_file_saved_after_the_bundle_or_in_its_second_makes_it_stale(): void {
		$this->date( 'Plugin.php', 0 );
		$this->assertFalse( $this->answer() );

		$this->date( 'Plugin.php', -5 );
		$this->assertFalse( $this->answer(), 'a file of the same second may have been saved after the bundle' );
	}

	public function test_a_file_the_bundle_holds_that_is_gone_makes_it_stale(): void {
		unlink( $this->classes . 'Plugin.php' );
		$this->assertFalse( $this->answer() );
		file_put_contents( $this->classes . 'Plugin.php', "<?php\n" );
	}

	public function test_the_kits_copies_written_with_the_bundle_do_not_count(): void {
		$this->date( 'Kit/Service.php', 0 );
		$this->assertTrue( $this->answer() );
	}

	public function test_without_its_list_of_files_the_bundle_is_not_used(): void {
		rename( $this->classes . 'Kit/classes-sources.php', $this->classes . 'Kit/list.php' );
		$this->assertFalse( $this->answer() );
		rename( $this->classes . 'Kit/list.php', $this->classes . 'Kit/classes-sources.php' );
	}

	public function test_a_package_installed_from_its_zip_is_used_as_shipped(): void {
		$this->date( 'Plugin.php', 0 );
		unlink( $this->package . 'package.json' );

		$this->assertTrue( $this->answer() );
	}

	public function test_the_bench_skips_the_check(): void {
		$this->date( 'Plugin.php', 0 );
		$_SERVER['HTTP_X_SHOP_BENCH_BUILT'] = '1';
		$this->assertTrue( $this->answer() );
	}

	private function answer(): bool {
		clearstatcache();
		return (bool) apply_filters( 'shop_kit_class_bundle', true, 'ShopTest', $this->classes . 'Kit/classes.php' );
	}

	private function date( string $file, int $seconds_from_now ): void {
		touch( $this->classes . $file, time() + $seconds_from_now );
	}
}
