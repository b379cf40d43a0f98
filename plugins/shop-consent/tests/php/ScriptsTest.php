<?php
/**
 * The script and style handles Shop Consent registers from its build.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use WP_Query;

/**
 * Each handle points at build/<entry>.js with the dependencies and version wp-scripts wrote to build/<entry>.asset.php;
 * the storefront core loads on every storefront page.
 */
final class ScriptsTest extends TestCase {

	/** @return array<string, array{string, string, string}> handle, entry, strategy */
	public static function built_scripts(): array {
		return [
			'storefront core'    => [ 'shop-consent-frontend', 'frontend', 'defer' ],
			'admin settings app' => [ 'shop-consent-admin', 'admin', '' ],
		];
	}

	/** @dataProvider built_scripts */
	public function test_script_is_registered_from_its_asset_file( string $handle, string $entry, string $strategy ): void {
		$asset  = $this->asset( $entry );
		$script = wp_scripts()->query( $handle );

		$this->assertInstanceOf( \_WP_Dependency::class, $script, "$handle is registered" );
		$this->assertSame( plugins_url( "shop-consent/build/$entry.js" ), $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 1, $script->extra['group'] ?? 0, 'printed in the footer' );
		$this->assertSame( $strategy, $script->extra['strategy'] ?? '' );
	}

	public function test_admin_styles_are_registered_with_their_right_to_left_twin(): void {
		$this->assertFileExists( WP_PLUGIN_DIR . '/shop-consent/build/admin-rtl.css' );
		$style = wp_styles()->query( 'shop-consent-admin' );

		$this->assertInstanceOf( \_WP_Dependency::class, $style );
		$this->assertSame( plugins_url( 'shop-consent/build/admin.css' ), $style->src );
		$this->assertSame( [ 'wp-components' ], $style->deps );
		$this->assertSame( $this->asset( 'admin' )['version'], $style->ver );
		$this->assertSame( 'replace', $style->extra['rtl'] ?? null );
	}

	/** @return array<string, array{array<string, string>}> */
	public static function storefront_pages(): array {
		return [
			'blog home'      => [ [] ],
			'search results' => [ [ 's' => 'cookies' ] ],
		];
	}

	/**
	 * @dataProvider storefront_pages
	 * @param array<string, string> $query Query of the page.
	 */
	public function test_storefront_core_is_enqueued_on_every_storefront_page( array $query ): void {
		$this->assertContains( 'shop-consent-frontend', $this->scripts_enqueued_on( $query ) );
	}

	/**
	 * Reads build/<entry>.asset.php as WordPress would.
	 *
	 * @return array{dependencies: string[], version: string}
	 */
	private function asset( string $entry ): array {
		$file = WP_PLUGIN_DIR . "/shop-consent/build/$entry.asset.php";
		$this->assertFileExists( $file, 'The build is missing: run npm run build.' );
		return require $file;
	}

	/**
	 * Runs the query as the main one and fires wp_enqueue_scripts, then puts everything back.
	 *
	 * @param array<string, string> $query Query vars.
	 * @return string[] Script handles enqueued for that page.
	 */
	private function scripts_enqueued_on( array $query ): array {
		$main_query     = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$scripts_before = wp_scripts()->queue;
		$styles_before  = wp_styles()->queue;

		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp_query']->query( $query );
		do_action( 'wp_enqueue_scripts' );

		$enqueued = array_values( array_diff( wp_scripts()->queue, $scripts_before ) );
		array_map( 'wp_dequeue_script', $enqueued );
		array_map( 'wp_dequeue_style', array_diff( wp_styles()->queue, $styles_before ) );
		[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main_query;

		return $enqueued;
	}
}
