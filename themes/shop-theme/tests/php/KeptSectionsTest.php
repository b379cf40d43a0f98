<?php
/**
 * The front page's listed sections, kept between requests with what their render did.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Performance\KeptSections;
use ShopTheme\Performance\RenderEffects;
use ShopTheme\Shop\ShopScripts;
use WP_Interactivity_API;

/**
 * A listed section is rendered once and given again with its effects played again (styles, scripts, script modules,
 * Interactivity state, configuration and derived state, the theme's notes, unique IDs); it is rendered for a visitor
 * who is not like every other, and forgotten when what it shows changes. The e2e suite proves the whole page given
 * from what was kept is the rendered page byte for byte (e2e/shop-theme/kept-sections.spec.ts).
 */
final class KeptSectionsTest extends TestCase {

	private const BLOCK = 'shop-test/kept-effects';

	private int $renders = 0;

	private int $notes = 0;

	protected function setUp(): void {
		parent::setUp();
		if ( ! RenderEffects::supported() ) {
			$this->markTestSkipped( 'WordPress ' . get_bloginfo( 'version' ) . ' cannot read every effect of a render (the script modules\' queue is readable from 6.9): sections are rendered on every request there.' );
		}
		if ( function_exists( 'wc_load_cart' ) ) {
			wc_load_cart();
			WC()->cart->empty_cart();
		}
		KeptSections::forget();
		$this->renders = 0;
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( self::BLOCK ) ) {
			register_block_type(
				self::BLOCK,
				[
					'attributes'      => [ 'withId' => [ 'type' => 'boolean' ] ],
					'render_callback' => [ self::class, 'render_effects' ],
				]
			);
		}
		add_filter( 'render_block_' . self::BLOCK, fn( $content ) => $this->count_render( $content ) );
		add_action( ShopScripts::NEEDED, fn() => ++$this->notes );
		wp_register_style( 'shop-test-kept', 'https://example.test/kept.css', [], '1' );
		wp_register_script( 'shop-test-kept', 'https://example.test/kept.js', [], '1', true );
		wp_register_script_module( 'shop-test/kept', 'https://example.test/kept.mjs' );
	}

	protected function tearDown(): void {
		wp_dequeue_style( 'shop-test-kept' );
		wp_dequeue_script( 'shop-test-kept' );
		wp_dequeue_script_module( 'shop-test/kept' );
		KeptSections::forget();
		unset( $_SERVER['QUERY_STRING'] );
		parent::tearDown();
	}

	public function test_a_section_is_rendered_once_and_given_again_with_what_its_render_did(): void {
		$before   = (int) wp_unique_id();
		$rendered = do_blocks( self::section() );
		$after    = (int) wp_unique_id();
		$this->assertSame( 1, $this->renders );
		$this->assertStringContainsString( '>Derived</p>', $rendered, 'the derived state evaluated in the markup' );

		// A new request's page: nothing enqueued, no Interactivity data yet.
		wp_dequeue_style( 'shop-test-kept' );
		wp_dequeue_script( 'shop-test-kept' );
		wp_dequeue_script_module( 'shop-test/kept' );
		$GLOBALS['wp_interactivity'] = new WP_Interactivity_API();
		$this->notes                 = 0;

		$given = do_blocks( self::section() );
		$last  = (int) wp_unique_id();

		$this->assertSame( 1, $this->renders, 'given, not rendered' );
		$this->assertSame( $rendered, $given );
		$this->assertTrue( wp_style_is( 'shop-test-kept' ), 'its style is enqueued again' );
		$this->assertTrue( wp_script_is( 'shop-test-kept' ), 'its script is enqueued again' );
		$this->assertContains( 'shop-test/kept', wp_script_modules()->get_queue(), 'its script module is enqueued again' );
		$this->assertSame( 1, $this->notes, 'the theme is told again that the shop scripts are needed' );
		$this->assertSame( $after - $before, $last - $after, 'the page after it gets the IDs a render leaves it' );
		$this->assertStringNotContainsString( 'ID', $given, 'this section took no ID: it is given anywhere in the page' );

		$data = wp_interactivity()->filter_script_module_interactivity_data( [] );
		$this->assertSame( [ 'seen' => true, 'list' => [ 1, 2 ] ], array_diff_key( $data['state']['shop-test'], [ 'label' => 0 ] ) );
		$this->assertSame( '{}', wp_json_encode( $data['state']['shop-test']['label'] ), 'derived state prints as it did' );
		$this->assertSame( [ 'shop-test' => [ 'state.label' ] ], $data['derivedStateClosures'] );
		$this->assertSame( [ 'mode' => 'kept' ], $data['config']['shop-test'] );
	}

	public function test_a_section_whose_render_took_ids_is_given_only_where_the_page_is_at_the_same_id(): void {
		$section = str_replace( '/-->', '{"withId":true} /-->', self::section() );
		$first   = do_blocks( $section );
		$this->assertMatchesRegularExpression( '/Rendered with ID \d+/', $first );
		// The same request goes on: the counter has moved, so the ID in the kept markup would be taken twice.
		$second = do_blocks( $section );
		$this->assertSame( 2, $this->renders );
		$this->assertNotSame( $first, $second );
	}

	public function test_a_visitor_not_like_every_other_gets_the_section_rendered(): void {
		$visitors = [
			'a query string'    => static function (): void {
				$_SERVER['QUERY_STRING'] = 'utm_source=mail';
			},
			'a logged-in user'  => function (): void {
				$this->act_as( 'customer' );
			},
		];
		if ( function_exists( 'WC' ) ) {
			$visitors['something in the cart'] = static function (): void {
				$product = new \WC_Product_Simple();
				$product->set_name( 'In the cart' );
				$product->set_regular_price( '5' );
				$product->save();
				WC()->cart->add_to_cart( $product->get_id() );
			};
		}
		foreach ( $visitors as $who => $make ) {
			KeptSections::forget();
			$this->renders = 0;
			$make();
			do_blocks( self::section() );
			do_blocks( self::section() );
			$this->assertSame( 2, $this->renders, "rendered each time for $who" );
			$this->assertFalse( get_option( KeptSections::OPTION ), "nothing kept for $who" );
			unset( $_SERVER['QUERY_STRING'] );
			wp_set_current_user( 0 );
			if ( function_exists( 'WC' ) ) {
				WC()->cart->empty_cart();
			}
		}
	}

	public function test_a_group_not_listed_is_rendered_each_time(): void {
		$other = str_replace( 'shop-theme-journal', 'some-other-section', self::section() );
		do_blocks( $other );
		do_blocks( $other );
		$this->assertSame( 2, $this->renders );
	}

	public function test_what_was_kept_is_forgotten_when_what_it_shows_changes(): void {
		$post    = wp_insert_post( [ 'post_title' => 'New', 'post_status' => 'publish' ] );
		$changes = [
			'a post saved'          => static fn() => wp_update_post( [ 'ID' => $post, 'post_title' => 'Retitled' ] ),
			'a post published'      => static fn() => wp_insert_post( [ 'post_title' => 'New', 'post_status' => 'publish' ] ),
			'a term added'          => static fn() => wp_insert_term( 'New category ' . uniqid(), 'category' ),
			'the date format'       => static fn() => update_option( 'date_format', 'j F Y' ),
			'a theme setting'       => static fn() => set_theme_mod( 'shop_test_mod', uniqid() ),
			'the theme\'s options'  => static function (): void {
				$options = (array) get_option( \ShopTheme\Options\ThemeOptions::OPTION, [] );
				update_option( \ShopTheme\Options\ThemeOptions::OPTION, [ 'back_to_top' => false === ( $options['back_to_top'] ?? true ) ] + $options );
			},
			'an expired section'    => static function (): void {
				$kept = get_option( KeptSections::OPTION );
				foreach ( $kept as &$entry ) {
					$entry['expires'] = time() - 1;
				}
				update_option( KeptSections::OPTION, $kept, false );
				// The next request reads them again.
				( new \ReflectionProperty( KeptSections::class, 'kept' ) )->setValue( null, null );
			},
		];
		if ( function_exists( 'wc_get_product' ) ) {
			$product                    = new \WC_Product_Simple();
			$product->set_name( 'On the front page' );
			$product->save();
			$changes['a product saved'] = static function () use ( $product ): void {
				$product->set_regular_price( '12' );
				$product->save();
			};
			$changes['a product sold out'] = static fn() => wc_update_product_stock_status( $product->get_id(), 'outofstock' );
		}
		foreach ( $changes as $what => $change ) {
			$this->renders = 0;
			do_blocks( self::section() );
			$this->assertNotFalse( get_option( KeptSections::OPTION ), "kept before $what" );
			$change();
			do_blocks( self::section() );
			$this->assertSame( 2, $this->renders, "rendered again after $what" );
			KeptSections::forget();
		}
	}

	public function test_the_theme_writing_its_own_caches_keeps_what_was_kept(): void {
		do_blocks( self::section() );
		update_option( ShopScripts::MARKUP_OPTION, [ 'shop-test' => uniqid() ], false );
		update_option( 'shop_theme_block_styles_file', uniqid(), false );

		$this->assertNotFalse( get_option( KeptSections::OPTION ), 'kept' );
		do_blocks( self::section() );
		$this->assertSame( 1, $this->renders, 'given, not rendered' );
	}

	public function test_the_empty_carts_grid_is_kept_for_a_shopper_with_a_cart(): void {
		$this->require_woocommerce();
		$product = new \WC_Product_Simple();
		$product->set_name( 'Newest' );
		$product->set_regular_price( '7' );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id() );
		$renders = 0;
		$count   = static function ( $content ) use ( &$renders ) {
			++$renders;
			return $content;
		};
		add_filter( 'render_block_woocommerce/product-new', $count );
		$grid = '<!-- wp:woocommerce/product-new {"columns":2,"rows":1} /-->';

		$rendered = do_blocks( $grid );
		$given    = do_blocks( $grid );

		remove_filter( 'render_block_woocommerce/product-new', $count );
		$this->assertSame( 1, $renders, 'rendered once, though the cart holds a product' );
		$this->assertStringContainsString( 'Newest', $rendered );
		$this->assertSame( $rendered, $given );
	}

	/**
	 * The blog's side bar is the same beside every post (five queries a page): kept on single posts, rendered on
	 * archives, whose categories mark the one shown.
	 */
	public function test_the_blog_side_bar_is_kept_beside_posts_and_rendered_on_archives(): void {
		$sidebar = '<!-- wp:group {"tagName":"aside","anchor":"' . KeptSections::BLOG_SIDEBAR . '","layout":{"type":"default"}} --><aside id="' . KeptSections::BLOG_SIDEBAR . '" class="wp-block-group"><!-- wp:' . self::BLOCK . ' /--></aside><!-- /wp:group -->';
		$category = (int) wp_insert_term( 'Kept side bar', 'category' )['term_id'];
		$post     = wp_insert_post( [ 'post_title' => 'Beside the side bar', 'post_status' => 'publish', 'post_category' => [ $category ] ] );
		$main     = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$visit    = static function ( array $query ): void {
			$GLOBALS['wp_the_query'] = new \WP_Query( $query );
			$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		};
		try {
			$visit( [ 'p' => $post ] );
			$first = do_blocks( $sidebar );
			$this->assertSame( $first, do_blocks( $sidebar ) );
			$this->assertSame( 1, $this->renders, 'rendered once beside posts' );

			$visit( [ 'cat' => $category ] );
			do_blocks( $sidebar );
			do_blocks( $sidebar );
		} finally {
			[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main;
			wp_delete_post( $post, true );
			wp_delete_term( $category, 'category' );
		}
		$this->assertSame( 3, $this->renders, 'rendered each time on an archive' );
	}

	/**
	 * A listed section holding the block whose render does one of each effect.
	 */
	private static function section(): string {
		return '<!-- wp:group {"anchor":"shop-theme-journal","layout":{"type":"default"}} --><div id="shop-theme-journal" class="wp-block-group"><!-- wp:' . self::BLOCK . ' /--></div><!-- /wp:group -->';
	}

	/**
	 * The test block's render: one of each effect a block's render has.
	 *
	 * @param array<string, mixed> $attributes `withId`: the render takes a unique ID.
	 */
	public static function render_effects( array $attributes = [] ): string {
		wp_enqueue_style( 'shop-test-kept' );
		wp_enqueue_script( 'shop-test-kept' );
		wp_enqueue_script_module( 'shop-test/kept' );
		wp_interactivity_state(
			'shop-test',
			[
				'seen'  => true,
				'list'  => [ 1, 2 ],
				'label' => static fn() => 'Derived',
			]
		);
		wp_interactivity_config( 'shop-test', [ 'mode' => 'kept' ] );
		do_action( ShopScripts::NEEDED );
		$id = empty( $attributes['withId'] ) ? '' : '<p>Rendered with ID ' . esc_html( wp_unique_id() ) . '</p>';
		return wp_interactivity_process_directives( '<p data-wp-interactive="shop-test" data-wp-text="state.label"></p>' ) . $id;
	}

	/**
	 * Counts a render of the test block.
	 *
	 * @param string|mixed $content Its markup.
	 * @return string|mixed
	 */
	private function count_render( $content ) {
		++$this->renders;
		return $content;
	}
}
