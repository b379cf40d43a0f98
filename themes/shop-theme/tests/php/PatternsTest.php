<?php
/**
 * The block patterns Shop Theme ships.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use WP_Block_Patterns_Registry;

/**
 * WordPress registers every file in patterns/ under the slug its header declares, so templates can refer to it.
 */
final class PatternsTest extends TestCase {

	/** @return array<string, array{string}> file => [path] */
	public static function pattern_files(): array {
		$files = [];
		foreach ( glob( dirname( __DIR__, 2 ) . '/patterns/*.php' ) ?: [] as $file ) {
			$files[ basename( $file ) ] = [ $file ];
		}
		return $files;
	}

	/** @dataProvider pattern_files */
	public function test_pattern_is_registered_under_its_declared_slug( string $file ): void {
		$slug = get_file_data( $file, [ 'slug' => 'Slug' ] )['slug'];

		$this->assertStringStartsWith( 'shop-theme/', $slug );
		$this->assertTrue( WP_Block_Patterns_Registry::get_instance()->is_registered( $slug ), "$slug is registered" );
	}
}
