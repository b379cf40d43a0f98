<?php
/**
 * A package's blocks registered without their editor's assets where no editor runs.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\Blocks\EditorAssets;

/**
 * A block of the test's own (an editor script with its asset file, a front-end style), registered as a package
 * registers its blocks, on a page and on an admin screen.
 */
final class EditorAssetsTest extends TestCase {

	private const NAME = 'kit-test/block';

	private string $folder = '';

	protected function setUp(): void {
		parent::setUp();
		$this->folder = sys_get_temp_dir() . '/kit-test-block-' . wp_generate_password( 6, false );
		mkdir( $this->folder );
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions
			$this->folder . '/block.json',
			wp_json_encode(
				[
					'apiVersion'   => 3,
					'name'         => self::NAME,
					'title'        => 'Kit test',
					'editorScript' => 'file:./index.js',
					'style'        => 'kit-test-front',
				]
			)
		);
		file_put_contents( $this->folder . '/index.js', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		file_put_contents( $this->folder . '/index.asset.php', "<?php return array( 'dependencies' => array( 'wp-blocks' ), 'version' => '1' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	protected function tearDown(): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( self::NAME ) ) {
			unregister_block_type( self::NAME );
		}
		wp_deregister_script( 'kit-test-block-editor-script' );
		array_map( 'unlink', glob( $this->folder . '/*' ) ?: [] );
		rmdir( $this->folder );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- as before the test.
		parent::tearDown();
	}

	public function test_a_page_registers_the_block_without_its_editor_script(): void {
		$block = $this->registered();

		$this->assertSame( [], $block->editor_script_handles );
		$this->assertSame( [ 'kit-test-front' ], $block->style_handles, 'the front end keeps what it draws with' );
		$this->assertFalse( wp_script_is( 'kit-test-block-editor-script', 'registered' ) );
	}

	public function test_an_admin_screen_registers_the_editor_script(): void {
		set_current_screen( 'edit-post' );

		$block = $this->registered();

		$this->assertSame( [ 'kit-test-block-editor-script' ], $block->editor_script_handles );
		$this->assertTrue( wp_script_is( 'kit-test-block-editor-script', 'registered' ) );
	}

	public function test_a_block_registered_afterwards_keeps_its_editor_script(): void {
		$filters = has_filter( 'block_type_metadata' );
		$this->registered();
		unregister_block_type( self::NAME );

		$this->assertSame( $filters, has_filter( 'block_type_metadata' ), 'no filter left for the blocks of others' );
		$block = register_block_type( $this->folder );
		$this->assertInstanceOf( \WP_Block_Type::class, $block );
		$this->assertSame( [ 'kit-test-block-editor-script' ], $block->editor_script_handles );
	}

	/**
	 * The block, registered from its folder as a package registers its blocks.
	 */
	private function registered(): \WP_Block_Type {
		$block = EditorAssets::register_block_type( $this->folder );
		$this->assertInstanceOf( \WP_Block_Type::class, $block );
		return $block;
	}
}
