<?php
/**
 * The floating widget as a page prints it.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Floating\FloatingWidget;
use ShopSocialIcons\Tests\Support\IconPages;

require_once __DIR__ . '/Support/IconPages.php';

/**
 * Off by default; on, the share icons of its own list at its position, sharing the page itself; follow mode in the
 * footer, sticky mode at the top of the body with its height reserved.
 */
final class FloatingWidgetTest extends TestCase {

	use HookedCallback;
	use IconPages;

	protected function setUp(): void {
		parent::setUp();
		$this->footer_sprite();
	}

	protected function tearDown(): void {
		wp_dequeue_style( 'shop-social-icons-floating' ); // Later tests start without the widget's stylesheet.
		$this->print_on( 'wp_footer' );
		$this->close_page();
		parent::tearDown();
	}

	public function test_nothing_is_printed_while_it_is_off(): void {
		$this->open_page( [ 'p' => $this->post( 'Off' ) ] );

		$this->prepare();

		$this->assertSame( '', $this->print_on( 'wp_body_open' ) . $this->print_on( 'wp_footer' ) );
		$this->assertFalse( wp_script_is( 'shop-social-icons-frontend' ) );
	}

	public function test_a_following_widget_is_printed_in_the_footer_with_its_networks_and_position(): void {
		$this->set_settings(
			[
				'floating_enabled'  => true,
				'floating_position' => 'center-left',
				'floating_networks' => [ 'x', 'copy' ],
			]
		);
		$this->open_page( [ 'p' => $this->post( 'Floating & friends' ) ] );

		$this->prepare();
		$this->assertSame( '', $this->print_on( 'wp_body_open' ), 'a following widget is not in the flow' );
		$html = $this->print_on( 'wp_footer' );

		$this->assertStringStartsWith( '<div class="shop-social-icons-floating is-follow is-position-center-left" data-position="center-left" style="--shop-social-icons-rows-height:', $html );
		$this->assertSame( [ 'x', 'copy' ], array_column( self::icons( $html ), 'network' ) );
		$this->assertStringContainsString( 'data-position="center-left" aria-label="Share this page"', $html, 'the list knows its place (tooltip side)' );
		$this->assertStringContainsString( rawurlencode( 'Floating & friends' ), $html, 'it shares the post' );
		$this->assertTrue( wp_script_is( 'shop-social-icons-frontend' ) );
		$this->assertTrue( wp_style_is( 'shop-social-icons-frontend' ) );
		$this->assertSame( '', $this->print_on( 'wp_footer' ), 'printed once' );
	}

	public function test_a_sticky_widget_follows_the_site_header(): void {
		$this->set_settings(
			[
				'floating_enabled' => true,
				'floating_mode'    => 'sticky',
			]
		);
		$this->open_page( [ 'p' => $this->post( 'Sticky' ) ] );
		$this->prepare();

		$html = render_block(
			[
				'blockName'    => 'core/template-part',
				'attrs'        => [ 'slug' => 'footer' ],
				'innerBlocks'  => [],
				'innerHTML'    => '',
				'innerContent' => [],
			]
		);
		$this->assertStringNotContainsString( 'shop-social-icons-floating', $html, 'not after the footer' );
		$header = apply_filters( 'render_block_core/template-part', '<header>Site</header>', [ 'attrs' => [ 'slug' => 'header' ] ] );

		$this->assertStringStartsWith( '<header>Site</header><div class="shop-social-icons-floating is-sticky', $header );
		$this->assertSame( '', $this->print_on( 'wp_body_open' ) . $this->print_on( 'wp_footer' ), 'printed once' );
	}

	public function test_a_sticky_widget_without_a_header_part_is_printed_at_the_top_of_the_body(): void {
		$this->set_settings(
			[
				'floating_enabled'  => true,
				'floating_mode'     => 'sticky',
				'floating_position' => 'top-right',
			]
		);
		$this->open_page( [ 'p' => $this->post( 'Sticky' ) ] );

		$this->prepare();
		$html = $this->print_on( 'wp_body_open' );

		$this->assertStringStartsWith( '<div class="shop-social-icons-floating is-sticky is-position-top-right"', $html );
		$this->assertSame( '', $this->print_on( 'wp_footer' ) );
	}

	public function test_an_archive_shares_the_front_page_not_its_first_post(): void {
		$this->set_settings( [ 'floating_enabled' => true ] );
		$this->post( 'First in the loop' );
		$this->open_page( [] );

		$this->prepare();
		$html = $this->print_on( 'wp_footer' );

		$this->assertStringContainsString( rawurlencode( home_url( '/' ) ), $html );
		$this->assertStringNotContainsString( rawurlencode( 'First in the loop' ), $html );
	}

	/** @return array<string, array{string, int, int, string}> position, icons, size => reserved height */
	public static function reserved_heights(): array {
		return [
			'a row'               => [ 'bottom-right', 7, 40, '40px' ],
			'a column of 7 of 40' => [ 'center-left', 7, 40, '328px' ],
			'a column of 1'       => [ 'center-right', 1, 32, '32px' ],
		];
	}

	/**
	 * @dataProvider reserved_heights
	 * @param string $position Position.
	 * @param int    $count    Icons.
	 * @param int    $size     Icon size.
	 * @param string $height   Height reserved before the holder-height rule adds 15 px.
	 */
	public function test_the_height_reserved_before_measuring( string $position, int $count, int $size, string $height ): void {
		$this->assertSame( "--shop-social-icons-rows-height:$height;", FloatingWidget::reserved_height( $position, $count, $size ) );
	}

	/**
	 * Fires the widget's wp_enqueue_scripts callback.
	 */
	private function prepare(): void {
		( $this->hooked_callback( 'wp_enqueue_scripts', FloatingWidget::class ) )();
	}

	/**
	 * What the widget's callback on a hook prints.
	 *
	 * @param string $hook wp_body_open or wp_footer.
	 */
	private function print_on( string $hook ): string {
		ob_start();
		( $this->hooked_callback( $hook, FloatingWidget::class ) )();
		return (string) ob_get_clean();
	}
}
