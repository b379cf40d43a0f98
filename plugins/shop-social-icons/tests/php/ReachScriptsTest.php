<?php
/**
 * The core and the sign-up form's script, loaded once a visitor reaches for what they drive.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Floating\FloatingWidget;
use ShopSocialIcons\Frontend\ReachScripts;
use ShopSocialIcons\Popup\PopupSettings;
use ShopSocialIcons\Settings\Settings;

/**
 * Enqueued scripts that can wait leave the queue, and the footer gets their files and the loader instead; the core
 * stays where the floating widget or the popup needs it at once. (In a browser: e2e/shop-social-icons/reach.spec.ts.)
 */
final class ReachScriptsTest extends TestCase {

	use HookedCallback;

	protected function setUp(): void {
		parent::setUp();
		$this->prepare_floating_widget(); // Off: none on the page.
	}

	protected function tearDown(): void {
		wp_dequeue_script( Scripts::FRONTEND );
		wp_dequeue_script( Scripts::NEWSLETTER );
		wp_dequeue_style( Scripts::FLOATING );
		remove_all_filters( 'shop_social_icons_load_on_reach' );
		delete_option( Settings::OPTION );
		delete_option( PopupSettings::OPTION );
		// Empties a widget a test rendered.
		ob_start();
		( $this->hooked_callback( 'wp_footer', FloatingWidget::class ) )();
		ob_end_clean();
		parent::tearDown();
	}

	public function test_the_core_and_the_form_script_wait_for_a_visitor(): void {
		wp_enqueue_script( Scripts::FRONTEND );
		wp_enqueue_script( Scripts::NEWSLETTER );

		$html = $this->footer();

		$this->assertFalse( wp_script_is( Scripts::FRONTEND ), 'the core left the queue' );
		$this->assertFalse( wp_script_is( Scripts::NEWSLETTER ), "the form's script left the queue" );
		$data = self::data( $html );
		$this->assertSame( [ 'core', 'newsletter' ], array_keys( $data ) );
		$this->assertSame( 'shop-social-icons-frontend-js', $data['core'][0]['id'] );
		$this->assertMatchesRegularExpression( '#/plugins/shop-social-icons/build/frontend\.js\?ver=\w+$#', $data['core'][0]['src'] );
		$this->assertSame( 'shop-social-icons-newsletter-js', $data['newsletter'][0]['id'] );
		$this->assertMatchesRegularExpression( '#<script id="shop-social-icons-reach-js">\s*\(\(\)=>\{.+\}\)\(\);\s*</script>#s', $html, 'the loader, inline' );
	}

	public function test_a_page_that_enqueued_neither_gets_no_loader(): void {
		$this->assertSame( '', $this->footer() );
	}

	public function test_the_floating_widget_keeps_the_core_in_the_queue(): void {
		update_option( Settings::OPTION, [ 'floating_enabled' => true ] );
		$this->prepare_floating_widget();
		wp_enqueue_script( Scripts::NEWSLETTER );

		$data = self::data( $this->footer() );

		$this->assertTrue( wp_script_is( Scripts::FRONTEND ) );
		$this->assertTrue( wp_style_is( Scripts::FLOATING ), "the widget's stylesheet comes with it" );
		$this->assertSame( [ 'newsletter' ], array_keys( $data ) );
	}

	public function test_the_popup_keeps_the_core_in_the_queue(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'enabled'       => true,
				'delay_seconds' => 5,
			]
		);
		wp_enqueue_script( Scripts::FRONTEND );

		$this->assertSame( '', $this->footer() );
		$this->assertTrue( wp_script_is( Scripts::FRONTEND ) );
	}

	public function test_a_site_can_keep_both_in_the_queue(): void {
		add_filter( 'shop_social_icons_load_on_reach', '__return_false' );
		wp_enqueue_script( Scripts::FRONTEND );
		wp_enqueue_script( Scripts::NEWSLETTER );

		$this->assertSame( '', $this->footer() );
		$this->assertTrue( wp_script_is( Scripts::FRONTEND ) );
		$this->assertTrue( wp_script_is( Scripts::NEWSLETTER ) );
	}

	public function test_the_icons_and_the_form_stylesheets_are_printed_inline(): void {
		$handles = [ Scripts::FRONTEND, Scripts::NEWSLETTER ];
		$saved   = [];
		foreach ( $handles as $handle ) {
			$saved[ $handle ] = clone wp_styles()->registered[ $handle ];
			wp_enqueue_style( $handle );
		}

		wp_maybe_inline_styles();

		foreach ( $handles as $handle ) {
			$style = wp_styles()->registered[ $handle ];
			wp_styles()->registered[ $handle ] = $saved[ $handle ];
			wp_dequeue_style( $handle );
			$this->assertFalse( $style->src, "$handle has no file to request" );
			$this->assertStringContainsString( '.shop-', implode( '', (array) ( $style->extra['after'] ?? [] ) ) );
		}
	}

	/**
	 * The floating widget renders (or not) as on a page.
	 */
	private function prepare_floating_widget(): void {
		( $this->hooked_callback( 'wp_enqueue_scripts', FloatingWidget::class ) )();
	}

	/**
	 * What the service prints at the end of the body.
	 */
	private function footer(): string {
		ob_start();
		( $this->hooked_callback( 'wp_footer', ReachScripts::class ) )();
		return (string) ob_get_clean();
	}

	/**
	 * The loader's data in the footer.
	 *
	 * @param string $html The footer.
	 * @return array<string, list<array{id: string, src: string}>>
	 */
	private static function data( string $html ): array {
		if ( ! preg_match( '#<script type="application/json" id="' . ReachScripts::DATA_ID . '">(.*?)</script>#', $html, $match ) ) {
			return [];
		}
		return json_decode( $match[1], true );
	}
}
