<?php
/**
 * How the kit registers what `wp-scripts build` wrote.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\Assets\BuildAssets;

/**
 * Over a package folder of its own: a script with the asset file's dependencies and version, a style from
 * `<entry>.css` or, for a stylesheet imported as `style.scss`, from `style-<entry>.css`, with its right-to-left twin;
 * nothing for an entry that was not built.
 */
final class BuildAssetsTest extends TestCase {

	private const URL = 'https://example.test/wp-content/plugins/kit-package/';

	private const HANDLE = 'shop-kit-test';

	/** The package folder, with a trailing slash. */
	private string $dir;

	private BuildAssets $build;

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/shop-kit-test-' . uniqid() . '/';
		mkdir( $this->dir . 'build', 0777, true );
		$this->build = new BuildAssets( $this->dir, self::URL );
	}

	protected function tearDown(): void {
		wp_deregister_script( self::HANDLE );
		wp_deregister_style( self::HANDLE );
		foreach ( glob( $this->dir . 'build/*' ) ?: [] as $file ) {
			unlink( $file );
		}
		rmdir( $this->dir . 'build' );
		rmdir( $this->dir );
		parent::tearDown();
	}

	public function test_script_is_registered_with_the_asset_file_dependencies_and_version(): void {
		$this->write_asset( 'frontend', [ 'wp-dom-ready', 7 ], 'abc123' );

		$this->assertTrue( $this->build->register_script( self::HANDLE, 'frontend', BuildAssets::DEFERRED, [ 'our-core' ] ) );

		$script = wp_scripts()->query( self::HANDLE );
		$this->assertSame( self::URL . 'build/frontend.js', $script->src );
		$this->assertSame( [ 'wp-dom-ready', 'our-core' ], $script->deps, 'non-strings dropped, the extra handles last' );
		$this->assertSame( 'abc123', $script->ver );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? '' );
	}

	public function test_an_entrys_version_is_its_asset_files_and_none_without_a_build(): void {
		$this->write_asset( 'styles', [], 'def456' );

		$this->assertSame( 'def456', $this->build->version( 'styles' ) );
		$this->assertNull( $this->build->version( 'never-built' ) );
	}

	public function test_the_combined_file_gives_each_entry_without_reading_its_asset_file(): void {
		// The entry's own file says otherwise: the combined file, written by the same build, is the one read.
		$this->write_asset( 'frontend', [ 'stale' ], 'old' );
		$this->write_combined( "'frontend' => array('dependencies' => array('wp-hooks'), 'version' => 'c0ffee')" );

		$this->assertTrue( $this->build->register_script( self::HANDLE, 'frontend' ) );

		$script = wp_scripts()->query( self::HANDLE );
		$this->assertSame( [ 'wp-hooks' ], $script->deps );
		$this->assertSame( 'c0ffee', $script->ver );
	}

	public function test_an_entry_the_combined_file_lacks_is_read_from_its_asset_file(): void {
		$this->write_combined( "'frontend' => array('dependencies' => array(), 'version' => 'a1')" );
		$this->write_asset( 'admin', [ 'wp-element' ], 'b2' );

		$this->assertSame( 'b2', $this->build->version( 'admin' ) );
		$this->assertSame( 'a1', $this->build->version( 'frontend' ) );
		$this->assertNull( $this->build->version( 'never-built' ) );
	}

	public function test_nothing_is_registered_from_a_malformed_entry_of_the_combined_file(): void {
		$this->write_combined( "'frontend' => array('dependencies' => 'react', 'version' => '1')" );

		$this->assertFalse( $this->build->register_script( self::HANDLE, 'frontend' ) );
		$this->assertFalse( wp_script_is( self::HANDLE, 'registered' ) );
	}

	/** @return array<string, array{string}> asset file contents the build never writes */
	public static function malformed_assets(): array {
		return [
			'not an array'          => [ '<?php return "x";' ],
			'no version'            => [ "<?php return [ 'dependencies' => [] ];" ],
			'dependencies a string' => [ "<?php return [ 'dependencies' => 'react', 'version' => '1' ];" ],
		];
	}

	/** @dataProvider malformed_assets */
	public function test_nothing_is_registered_from_a_malformed_asset_file( string $contents ): void {
		file_put_contents( $this->dir . 'build/frontend.asset.php', $contents );

		$this->assertFalse( $this->build->register_script( self::HANDLE, 'frontend' ) );
		$this->assertFalse( wp_script_is( self::HANDLE, 'registered' ) );
	}

	public function test_nothing_is_registered_for_an_entry_that_was_not_built(): void {
		$this->assertFalse( $this->build->register_script( self::HANDLE, 'admin' ) );
		$this->assertFalse( $this->build->register_translated_script( self::HANDLE, 'admin' ) );
		$this->assertFalse( $this->build->register_style( self::HANDLE, 'admin' ) );
		$this->assertFalse( wp_script_is( self::HANDLE, 'registered' ) );
		$this->assertFalse( wp_style_is( self::HANDLE, 'registered' ) );
	}

	public function test_translated_script_reads_its_strings_from_the_package_languages_folder(): void {
		$this->write_asset( 'admin', [], 'v1' );

		$this->assertTrue( $this->build->register_translated_script( self::HANDLE, 'admin' ) );

		$script = wp_scripts()->query( self::HANDLE );
		$this->assertSame( 'shop-kit', $script->textdomain, 'the copy carries the package text domain instead' );
		$this->assertSame( $this->dir . 'languages', $script->translations_path );
	}

	/** @return array<string, array{string[], string|null}> built files, the stylesheet registered (null: none) */
	public static function stylesheets(): array {
		return [
			'imported as a module' => [ [ 'admin.css', 'admin-rtl.css' ], 'admin.css' ],
			'imported as style.scss (split by wp-scripts)' => [ [ 'style-admin.css', 'style-admin-rtl.css' ], 'style-admin.css' ],
			'both: the entry own file wins' => [ [ 'style-admin.css', 'admin.css' ], 'admin.css' ],
			'no styles'            => [ [], null ],
		];
	}

	/**
	 * @dataProvider stylesheets
	 * @param string[] $files Files the build wrote besides the asset file.
	 */
	public function test_style_is_registered_from_the_entry_stylesheet_with_its_right_to_left_twin( array $files, ?string $registered ): void {
		$this->write_asset( 'admin', [], 'v2' );
		foreach ( $files as $file ) {
			file_put_contents( $this->dir . 'build/' . $file, 'a{}' );
		}

		$this->assertSame( null !== $registered, $this->build->register_style( self::HANDLE, 'admin', [ 'wp-components' ] ) );
		if ( null === $registered ) {
			$this->assertFalse( wp_style_is( self::HANDLE, 'registered' ) );
			return;
		}
		$style = wp_styles()->query( self::HANDLE );
		$this->assertSame( self::URL . 'build/' . $registered, $style->src );
		$this->assertSame( [ 'wp-components' ], $style->deps );
		$this->assertSame( 'v2', $style->ver );
		$this->assertSame( 'replace', $style->extra['rtl'] ?? null );
		$this->assertArrayNotHasKey( 'path', $style->extra, 'printed as a link unless asked to be inlined' );
	}

	/** @return array<string, array{bool, string[], string}> right-to-left, built files, the file WordPress may inline */
	public static function inlinable_styles(): array {
		return [
			'left to right'                  => [ false, [ 'style-floating.css', 'style-floating-rtl.css' ], 'style-floating.css' ],
			'right to left'                  => [ true, [ 'style-floating.css', 'style-floating-rtl.css' ], 'style-floating-rtl.css' ],
			'right to left, no twin written' => [ true, [ 'style-floating.css' ], 'style-floating.css' ],
		];
	}

	/**
	 * @dataProvider inlinable_styles
	 * @param string[] $files Files the build wrote besides the asset file.
	 */
	public function test_inlinable_style_names_the_file_wordpress_prints_inline( bool $rtl, array $files, string $inlined ): void {
		global $wp_locale;
		$this->write_asset( 'floating', [], 'v3' );
		foreach ( $files as $file ) {
			file_put_contents( $this->dir . 'build/' . $file, 'a{}' );
		}
		$direction               = $wp_locale->text_direction;
		$wp_locale->text_direction = $rtl ? 'rtl' : 'ltr';
		try {
			$this->assertTrue( $this->build->register_inlinable_style( self::HANDLE, 'floating' ) );
		} finally {
			$wp_locale->text_direction = $direction;
		}

		$style = wp_styles()->query( self::HANDLE );
		$this->assertSame( self::URL . 'build/style-floating.css', $style->src );
		$this->assertSame( $this->dir . 'build/' . $inlined, $style->extra['path'] ?? null );
	}

	/**
	 * Writes build/<entry>.asset.php as wp-scripts does.
	 *
	 * @param string  $entry        Entry point name.
	 * @param mixed[] $dependencies Its dependencies.
	 * @param string  $version      Its content hash.
	 */
	private function write_asset( string $entry, array $dependencies, string $version ): void {
		file_put_contents(
			$this->dir . 'build/' . $entry . '.asset.php',
			'<?php return ' . var_export( [ 'dependencies' => $dependencies, 'version' => $version ], true ) . ';'
		);
	}

	/**
	 * Writes build/assets.php as packages/php-kit/webpack/combined-assets.js does.
	 *
	 * @param string $entries The array's entries, as PHP source.
	 */
	private function write_combined( string $entries ): void {
		file_put_contents( $this->dir . 'build/assets.php', "<?php return array(\n\t" . $entries . ",\n);\n" );
	}
}
