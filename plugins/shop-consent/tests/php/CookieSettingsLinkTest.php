<?php
/**
 * The "Cookie settings" block and shortcode.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Blocks\CookieSettings;

/**
 * Both print the link the storefront core turns into "open the settings", through one renderer.
 */
final class CookieSettingsLinkTest extends TestCase {

	private const LINK = '<a href="#shop-consent-settings" class="shop-consent-settings-link">%s</a>';

	public function test_the_block_is_registered_from_the_build(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'shop-consent/cookie-settings' );

		$this->assertNotNull( $block );
		$this->assertSame( 3, $block->api_version );
		$this->assertTrue( $block->is_dynamic() );
	}

	public function test_the_block_renders_the_default_label(): void {
		$this->assertStringContainsString(
			sprintf( self::LINK, 'Cookie settings' ),
			do_blocks( '<!-- wp:shop-consent/cookie-settings /-->' )
		);
	}

	public function test_the_block_and_the_shortcode_render_the_same_link(): void {
		$block     = do_blocks( '<!-- wp:shop-consent/cookie-settings {"label":"Privacy \u0026 cookies"} /-->' );
		$shortcode = ( new CookieSettings() )->render_shortcode( shortcode_parse_atts( 'label="Privacy &amp; cookies"' ) );
		$expected  = sprintf( self::LINK, 'Privacy &amp; cookies' );

		$this->assertSame( $expected, $shortcode );
		$this->assertStringContainsString( $expected, $block );
	}

	public function test_the_shortcode_in_post_content_prints_the_link(): void {
		$html = do_shortcode( '<p>[shop_consent_settings label="Manage cookies"]</p>' );

		$this->assertSame( '<p><a href="#shop-consent-settings" class="shop-consent-settings-link">Manage cookies</a></p>', $html );
	}

	public function test_markup_in_the_label_is_not_printed(): void {
		$this->assertSame(
			sprintf( self::LINK, 'Settings' ),
			( new CookieSettings() )->render_shortcode( [ 'label' => '<b>Settings</b>' ] )
		);
	}
}
