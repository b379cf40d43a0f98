<?php
/**
 * Where the icons go: the block, the shortcodes and the automatic placement.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Tests\Support\IconPages;
use WP_Query;

require_once __DIR__ . '/Support/IconPages.php';

/**
 * The three ways print the same list; the automatic one only in the single post's own content.
 */
final class PlacementTest extends TestCase {

	use HookedCallback;
	use IconPages;

	protected function setUp(): void {
		parent::setUp();
		$this->footer_sprite();
	}

	protected function tearDown(): void {
		$this->close_page();
		parent::tearDown();
	}

	public function test_the_legacy_shortcode_prints_what_the_new_one_prints(): void {
		$this->open_page( [ 'p' => $this->post( 'Legacy' ) ] );

		$new    = do_shortcode( '[shop_social_icons]' );
		$legacy = do_shortcode( '[DISPLAY_ULTIMATE_SOCIAL_ICONS]' );

		$this->assertNotSame( '', $new );
		$this->assertSame( $new, $legacy );
		$this->assertSame( [ 'facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email', 'copy' ], array_column( self::icons( $legacy ), 'network' ), 'the default share networks' );
	}

	public function test_the_block_renders_its_kind_and_networks(): void {
		$this->set_settings( [ 'profiles' => [ 'youtube' => 'https://www.youtube.com/@shop' ] ] );
		$this->open_page( [ 'p' => $this->post( 'Block' ) ] );

		$share  = do_blocks( '<!-- wp:shop-social-icons/share {"networks":["reddit","telegram"]} /-->' );
		$follow = do_blocks( '<!-- wp:shop-social-icons/share {"kind":"follow","networks":["youtube"]} /-->' );

		$this->assertStringStartsWith( '<div class="wp-block-shop-social-icons-share">', $share );
		$this->assertSame( [ 'Share on Reddit', 'Share on Telegram' ], array_column( self::icons( $share ), 'name' ) );
		$this->assertSame( [ 'https://www.youtube.com/@shop' ], array_column( self::icons( $follow ), 'href' ) );
		$this->assertSame( '', do_blocks( '<!-- wp:shop-social-icons/share {"kind":"follow","networks":["tiktok"]} /-->' ), 'no wrapper without icons' );
	}

	/** @return array<string, array{string, int, int}> placement => [it, icons before the content, after] */
	public static function placements(): array {
		return [
			'none'   => [ 'none', 0, 0 ],
			'before' => [ 'before', 1, 0 ],
			'after'  => [ 'after', 0, 1 ],
			'both'   => [ 'both', 1, 1 ],
		];
	}

	/** @dataProvider placements */
	public function test_the_single_posts_content_gets_the_icons_where_the_setting_says( string $placement, int $before, int $after ): void {
		$this->set_settings( [ 'auto_placement' => $placement ] );
		$this->open_page( [ 'p' => $this->post( 'Auto', 'BODY' ) ] );

		[ $head, $tail ] = explode( 'BODY', apply_filters( 'the_content', 'BODY' ) );

		$this->assertSame( $before, substr_count( $head, '<ul class="shop-social-icons' ) );
		$this->assertSame( $after, substr_count( $tail, '<ul class="shop-social-icons' ) );
	}

	public function test_content_outside_the_single_posts_main_loop_gets_none(): void {
		$this->set_settings( [ 'auto_placement' => 'both' ] );
		$first  = $this->post( 'First', 'BODY' );
		$second = $this->post( 'Second', 'BODY' );

		$this->open_page( [ 'post_type' => 'post' ] );
		$this->assertStringNotContainsString( 'shop-social-icons', apply_filters( 'the_content', 'BODY' ), 'the blog home is not singular' );
		$this->close_page();

		$this->open_page( [ 'p' => $first ] );
		$other = new WP_Query( [ 'p' => $second ] );
		$other->the_post();
		$this->assertStringNotContainsString( 'shop-social-icons', apply_filters( 'the_content', 'BODY' ), 'another post in a secondary loop' );
		wp_reset_postdata();
		$this->close_page();

		$this->open_page( [ 'page_id' => (int) wp_insert_post( [ 'post_type' => 'page', 'post_title' => 'Page', 'post_status' => 'publish' ] ) ] );
		$this->assertStringNotContainsString( 'shop-social-icons', apply_filters( 'the_content', 'BODY' ), 'pages are not in auto_post_types' );
	}

	public function test_content_before_the_loop_starts_gets_none(): void {
		$this->set_settings( [ 'auto_placement' => 'both' ] );
		$this->open_page( [ 'p' => $this->post( 'Not yet', 'BODY' ) ] );
		$GLOBALS['wp_query']->in_the_loop = false;

		$this->assertStringNotContainsString( 'shop-social-icons', apply_filters( 'the_content', 'BODY' ) );
	}

	public function test_a_post_without_icons_gets_no_stylesheet_and_no_sprite(): void {
		$this->set_settings( [ 'auto_placement' => 'none' ] );
		$this->open_page( [ 'p' => $this->post( 'Plain', 'BODY' ) ] );

		$content = apply_filters( 'the_content', 'BODY' );
		$scripts = wp_scripts()->queue;
		$styles  = wp_styles()->queue;
		do_action( 'wp_enqueue_scripts' );
		$styled = wp_style_is( 'shop-social-icons-frontend' );
		// What the page queued is taken back, so later tests (the theme's asset test) start from an empty queue.
		array_map( 'wp_dequeue_script', array_diff( wp_scripts()->queue, $scripts ) );
		array_map( 'wp_dequeue_style', array_diff( wp_styles()->queue, $styles ) );

		$this->assertStringNotContainsString( 'shop-social-icons', $content, 'auto_placement is none' );
		$this->assertFalse( $styled );
		$this->assertSame( '', $this->footer_sprite() );
	}
}
