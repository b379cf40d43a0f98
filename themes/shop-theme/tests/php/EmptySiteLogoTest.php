<?php
/**
 * The site logo block on a site without a logo.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Performance\EmptySiteLogo;

/**
 * Without a logo the block is answered with nothing before the block filters run (what it renders anyway); with one
 * it renders as WordPress draws it.
 */
final class EmptySiteLogoTest extends TestCase {

	private const BLOCK = '<!-- wp:site-logo {"width":36} /-->';

	protected function tearDown(): void {
		delete_option( 'site_logo' );
		remove_theme_mod( 'custom_logo' );
		parent::tearDown();
	}

	public function test_without_a_logo_it_is_nothing_and_no_block_filter_runs(): void {
		$ran   = 0;
		$count = static function ( $content ) use ( &$ran ) {
			++$ran;
			return $content;
		};
		add_filter( 'render_block_core/site-logo', $count );

		$this->assertSame( '', do_blocks( self::BLOCK ) );
		$this->assertSame( 0, $ran, 'answered before the filters (duotone support among them)' );

		remove_filter( 'render_block_core/site-logo', $count );
	}

	public function test_with_a_logo_it_renders_as_wordpress_draws_it(): void {
		$image = wp_insert_attachment( [ 'post_mime_type' => 'image/png', 'post_title' => 'Logo', 'post_status' => 'inherit' ], 'logo.png' );
		wp_update_attachment_metadata( $image, [ 'width' => 72, 'height' => 72, 'file' => 'logo.png', 'sizes' => [] ] );
		update_option( 'site_logo', $image );

		$this->assertNull( ( new EmptySiteLogo() )->skip( null, [ 'blockName' => 'core/site-logo' ] ) );
		$this->assertStringContainsString( 'custom-logo', do_blocks( self::BLOCK ) );
	}

	public function test_other_blocks_and_answers_of_other_filters_are_left_alone(): void {
		$skip = [ new EmptySiteLogo(), 'skip' ];
		$this->assertNull( $skip( null, [ 'blockName' => 'core/site-title' ] ) );
		$this->assertSame( '<p>x</p>', $skip( '<p>x</p>', [ 'blockName' => 'core/site-logo' ] ) );
	}
}
