<?php
/**
 * The tags of the handles the storefront core loads on first need: the banner UI and the actions.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\PageOwnScript;
use ShopBundle\Tests\TestCase;
use ShopConsent\Assets\Scripts;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Kit\Assets\HandleMarkupCache;

/**
 * `shop-consent-ui` (build/banner.*) and `shop-consent-actions` (build/actions.js) are registered and never enqueued; its tags and its dependency chain's come
 * out in order, without what the page prints itself, and without touching the page's own queue. The drawing and the
 * keeping are the kit's (Kit\Assets\HandleMarkup, HandleMarkupCache, tested on their own in packages/php-kit); here
 * with the plugin's handles and its option, as Plugin wires them.
 */
final class HandleMarkupTest extends TestCase {
	use PageOwnScript;

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( WP_PLUGIN_DIR . '/shop-consent/build/banner.asset.php' ) ) {
			$this->markTestSkipped( 'The banner UI has not been built.' );
		}
		self::cache()->forget();
	}

	/** The chains kept in the plugin's option. */
	private static function cache(): HandleMarkupCache {
		return new HandleMarkupCache( Scripts::MARKUP_OPTION );
	}

	/** The markup of the settings UI, as the plugin draws it (with its option). */
	private static function ui(): string {
		return ( new HandleMarkup( self::cache() ) )->markup( Scripts::UI );
	}

	public function test_ui_handle_is_registered_from_the_banner_build_and_not_enqueued(): void {
		$script = wp_scripts()->query( 'shop-consent-ui' );

		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( plugins_url( 'shop-consent/build/banner.js' ), $script->src );
		$this->assertFalse( wp_script_is( 'shop-consent-ui', 'enqueued' ) );
	}

	public function test_markup_holds_the_chain_in_order_and_leaves_the_page_queue_alone(): void {
		$done_before = wp_scripts()->done;
		$markup      = self::ui();

		$ui = strpos( $markup, 'id="shop-consent-ui-js"' );
		$this->assertIsInt( $ui );
		foreach ( wp_scripts()->query( 'shop-consent-ui' )->deps as $dependency ) {
			$position = strpos( $markup, 'id="' . $dependency . '-js"' );
			$this->assertIsInt( $position, "$dependency is in the markup" );
			$this->assertLessThan( $ui, $position, "$dependency comes before the UI" );
		}
		if ( wp_style_is( 'shop-consent-ui', 'registered' ) ) {
			$this->assertStringContainsString( "id='shop-consent-ui-css'", str_replace( '"', "'", $markup ) );
		}
		$this->assertSame( $done_before, wp_scripts()->done );
		$this->assertSame( $markup, self::ui(), 'the same every time' );
	}

	public function test_the_actions_are_one_script_without_dependencies_in_the_page_settings(): void {
		$script = wp_scripts()->query( 'shop-consent-actions' );
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( [], $script->deps );
		$this->assertFalse( wp_script_is( 'shop-consent-actions', 'enqueued' ) );

		$markup = ( new HandleMarkup( self::cache() ) )->markup( Scripts::ACTIONS );
		$this->assertSame( 1, substr_count( $markup, '<script' ) );
		$this->assertStringContainsString( 'shop-consent/build/actions.js', $markup );

		$settings = ( new \ShopConsent\Frontend\PublicSettings( new \ShopConsent\Settings\Settings(), new HandleMarkup( self::cache() ) ) )->build();
		$this->assertSame( $markup, $settings['actions']['markup'] );
		$this->assertStringContainsString( 'id="shop-consent-ui-js"', $settings['ui']['markup'] );
	}

	/**
	 * On the block cart WooCommerce attaches its cross-sells to `wp-hooks` as an inline script (27 kB): the settings
	 * printed it again inside the UI's markup (issue 27). A handle the page prints is the page's, with its inline
	 * scripts; the markup holds the rest of the chain.
	 */
	public function test_handles_the_page_prints_are_left_out_with_their_inline_scripts_and_nothing_is_kept(): void {
		[ $markup ] = $this->while_the_page_prints_hooks( self::ui(...) );

		$this->assertStringNotContainsString( 'pageOwnHooksScript', $markup );
		$this->assertStringNotContainsString( 'id="wp-hooks-js"', $markup );
		$this->assertStringContainsString( 'id="react-js"', $markup, 'what the page does not print stays' );
		$this->assertStringContainsString( 'id="shop-consent-ui-js"', $markup );
		$this->assertNull( self::cache()->get( Scripts::UI ), 'a chain drawn in part is not kept' );
		$this->assertStringContainsString( 'id="wp-hooks-js"', self::ui(), 'the chain is whole on a page without it' );
	}

	/**
	 * Drawing the chain resolves the page's whole queue (about 1 ms on the checkout): a chain drawn whole is kept and
	 * given on every page after, also where the page prints part of it (the core skips tags whose id the page has),
	 * never with the page's own inline scripts.
	 */
	public function test_a_chain_drawn_whole_is_kept_and_given_on_the_pages_after(): void {
		$whole = self::ui();
		$this->assertSame( $whole, self::cache()->get( Scripts::UI ) );

		[ $markup ] = $this->while_the_page_prints_hooks( self::ui(...) );
		$this->assertSame( $whole, $markup );
		$this->assertStringNotContainsString( 'pageOwnHooksScript', $markup );

		$kept                               = get_option( Scripts::MARKUP_OPTION );
		$kept['shop-consent-ui']['markup'] = '<script id="kept-js"></script>';
		update_option( Scripts::MARKUP_OPTION, $kept );
		$this->assertSame( '<script id="kept-js"></script>', self::ui(), 'given, not drawn again' );
	}

	public function test_a_kept_chain_holds_for_its_language_and_is_forgotten_when_plugins_change(): void {
		$cache = self::cache();
		( new HandleMarkup( $cache ) )->markup( Scripts::UI );
		$this->assertNotNull( $cache->get( 'shop-consent-ui' ) );

		$german = static fn (): string => 'de_DE';
		add_filter( 'determine_locale', $german );
		try {
			$this->assertNull( $cache->get( 'shop-consent-ui' ), 'another language, another chain (its translations)' );
		} finally {
			remove_filter( 'determine_locale', $german );
		}
		$this->assertNotNull( $cache->get( 'shop-consent-ui' ) );

		$cache->register();
		do_action( 'activated_plugin', 'another/another.php', false );
		$this->assertFalse( get_option( Scripts::MARKUP_OPTION ), 'another plugin can filter the addresses' );
	}
}
