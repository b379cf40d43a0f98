<?php
/**
 * The tags of a handle a storefront core loads on first need, and the chains kept between requests.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\Support\PageOwnScript;
use ShopBundle\Tests\TestCase;
use ShopKit\Assets\HandleMarkup;
use ShopKit\Assets\HandleMarkupCache;

/**
 * Over a handle of its own (a style and a script needing `wp-hooks` and `react`, registered, never enqueued): the
 * chain's tags in order, without what the page prints itself, the page's queue untouched; a chain drawn whole is kept
 * in the option the package names, for its language and versions, and forgotten when plugins, WordPress or the theme
 * change.
 */
final class HandleMarkupTest extends TestCase {
	use PageOwnScript;

	private const HANDLE = 'shop-kit-test-ui';

	private const OPTION = 'shop_kit_test_handle_markup';

	protected function setUp(): void {
		parent::setUp();
		wp_register_script( self::HANDLE, 'https://example.test/ui.js', [ 'wp-hooks', 'react' ], '1.0.0', true );
		wp_register_style( self::HANDLE, 'https://example.test/ui.css', [], '1.0.0' );
		delete_option( self::OPTION );
	}

	protected function tearDown(): void {
		wp_deregister_script( self::HANDLE );
		wp_deregister_style( self::HANDLE );
		delete_option( self::OPTION );
		parent::tearDown();
	}

	/** Markup drawn with the test's option. */
	private static function kept(): string {
		return ( new HandleMarkup( new HandleMarkupCache( self::OPTION ) ) )->markup( self::HANDLE );
	}

	public function test_the_style_then_the_chain_in_order_and_the_page_queue_is_left_alone(): void {
		$queue  = wp_scripts()->queue;
		$done   = wp_scripts()->done;
		$markup = ( new HandleMarkup() )->markup( self::HANDLE );

		$style  = strpos( $markup, 'id=\'' . self::HANDLE . '-css\'' ) ?: strpos( $markup, 'id="' . self::HANDLE . '-css"' );
		$script = strpos( $markup, 'id="' . self::HANDLE . '-js"' );
		$this->assertIsInt( $style );
		$this->assertIsInt( $script );
		$this->assertLessThan( $script, $style, 'the style first' );
		foreach ( [ 'wp-hooks', 'react' ] as $dependency ) {
			$position = strpos( $markup, 'id="' . $dependency . '-js"' );
			$this->assertIsInt( $position, "$dependency is in the markup" );
			$this->assertLessThan( $script, $position, "$dependency comes before the handle" );
		}
		$this->assertSame( [ $queue, $done ], [ wp_scripts()->queue, wp_scripts()->done ] );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertFalse( get_option( self::OPTION ), 'nothing kept without a cache' );
	}

	public function test_a_handle_not_registered_draws_nothing(): void {
		wp_deregister_script( self::HANDLE );

		$this->assertSame( '', self::kept() );
		$this->assertFalse( get_option( self::OPTION ) );
	}

	/**
	 * On the block cart WooCommerce attaches its cross-sells to `wp-hooks` as an inline script (27 kB), which the
	 * markup printed again (issue 27): a handle the page prints is the page's, with its inline scripts.
	 */
	public function test_handles_the_page_prints_are_left_out_and_a_chain_drawn_in_part_is_not_kept(): void {
		[ $markup ] = $this->while_the_page_prints_hooks( self::kept(...) );

		$this->assertStringNotContainsString( 'pageOwnHooksScript', $markup );
		$this->assertStringNotContainsString( 'id="wp-hooks-js"', $markup );
		$this->assertStringContainsString( 'id="react-js"', $markup, 'what the page does not print stays' );
		$this->assertNull( ( new HandleMarkupCache( self::OPTION ) )->get( self::HANDLE ) );
		$this->assertStringContainsString( 'id="wp-hooks-js"', self::kept(), 'whole on a page without it' );
	}

	public function test_a_chain_drawn_whole_is_kept_in_the_named_option_and_given_after(): void {
		$whole = self::kept();

		$this->assertSame( $whole, ( new HandleMarkupCache( self::OPTION ) )->get( self::HANDLE ) );
		$this->assertArrayHasKey( self::HANDLE, get_option( self::OPTION ) );
		$this->assertArrayHasKey( self::OPTION, wp_load_alloptions(), 'autoloaded: no query per page' );
		[ $markup ] = $this->while_the_page_prints_hooks( self::kept(...) );
		$this->assertSame( $whole, $markup, 'also where the page prints part of it, never with its inline scripts' );

		$kept                          = get_option( self::OPTION );
		$kept[ self::HANDLE ]['markup'] = '<script id="kept-js"></script>';
		update_option( self::OPTION, $kept );
		$this->assertSame( '<script id="kept-js"></script>', self::kept(), 'given, not drawn again' );
	}

	/**
	 * @return array<string, array{callable(): void}> what changes the tags without a hook telling the cache
	 */
	public static function changes(): array {
		return [
			'another language'              => [ static fn () => add_filter( 'determine_locale', static fn (): string => 'de_DE' ) ],
			'a new build of the script'     => [ static fn () => wp_scripts()->registered[ self::HANDLE ]->ver = '1.0.1' ],
			'a new build of the style only' => [ static fn () => wp_styles()->registered[ self::HANDLE ]->ver = '1.0.1' ],
		];
	}

	/**
	 * @dataProvider changes
	 *
	 * @param callable(): void $change What changes.
	 */
	public function test_a_kept_chain_holds_only_for_its_language_and_versions( callable $change ): void {
		$cache = new HandleMarkupCache( self::OPTION );
		( new HandleMarkup( $cache ) )->markup( self::HANDLE );
		$this->assertNotNull( $cache->get( self::HANDLE ) );

		$change();
		try {
			$this->assertNull( $cache->get( self::HANDLE ) );
		} finally {
			remove_all_filters( 'determine_locale' );
		}
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function forgetting_hooks(): array {
		return [
			'a plugin switched on'  => [ 'activated_plugin' ],
			'a plugin switched off' => [ 'deactivated_plugin' ],
			'an update'             => [ 'upgrader_process_complete' ],
			'a theme switch'        => [ 'switch_theme' ],
		];
	}

	/**
	 * @dataProvider forgetting_hooks
	 *
	 * @param string $hook The action.
	 */
	public function test_every_chain_is_forgotten_when_plugins_wordpress_or_the_theme_change( string $hook ): void {
		$cache = new HandleMarkupCache( self::OPTION );
		$cache->register();
		try {
			$this->assertSame( 10, has_action( $hook, [ $cache, 'forget' ] ) );
			( new HandleMarkup( $cache ) )->markup( self::HANDLE );
			$this->assertNotFalse( get_option( self::OPTION ) );
			if ( 'activated_plugin' === $hook ) {
				do_action( 'activated_plugin', 'another/another.php', false ); // Another plugin can filter the addresses.
			} else {
				$cache->forget();
			}
		} finally {
			foreach ( self::forgetting_hooks() as [ $added ] ) {
				remove_action( $added, [ $cache, 'forget' ] );
			}
		}

		$this->assertFalse( get_option( self::OPTION ) );
	}
}
