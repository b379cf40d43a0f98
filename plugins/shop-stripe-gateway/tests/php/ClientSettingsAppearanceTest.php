<?php
/**
 * The saved Payment Element appearance in the browser's settings.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Appearance\SavedAppearance;
use ShopStripeGateway\Checkout\ClientSettings;

/**
 * ClientSettings::build() hands the appearance saved for the active theme and the page's checkout kind, and nothing
 * saved for another theme or the other kind, so the browser computes it once per theme and kind
 * (src/common/theme-appearance.ts).
 */
final class ClientSettingsAppearanceTest extends TestCase {

	private const BLOCK   = [ 'theme' => 'stripe', 'variables' => [ 'colorText' => 'rgb(1, 1, 1)' ] ];
	private const CLASSIC = [ 'theme' => 'stripe', 'variables' => [ 'colorText' => 'rgb(2, 2, 2)' ] ];

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	public function test_each_checkout_kind_gets_the_appearance_saved_for_it(): void {
		SavedAppearance::save( get_option( 'stylesheet' ), true, self::BLOCK );
		SavedAppearance::save( get_option( 'stylesheet' ), false, self::CLASSIC );

		$this->assertSame( self::BLOCK, ClientSettings::build( [], [], true )['appearance'] );
		$this->assertSame( self::CLASSIC, ClientSettings::build( [], [] )['appearance'] );
		$this->assertSame( self::CLASSIC, ClientSettings::build( [], [], false )['appearance'] );
	}

	public function test_nothing_is_handed_while_only_the_other_kind_or_another_theme_has_one(): void {
		SavedAppearance::save( get_option( 'stylesheet' ), true, self::BLOCK );
		SavedAppearance::save( 'another-theme', false, self::CLASSIC );

		$settings = ClientSettings::build( [], [] );

		$this->assertArrayHasKey( 'appearance', $settings );
		$this->assertNull( $settings['appearance'], 'the classic page computes its own' );
		$this->assertSame( get_option( 'stylesheet' ), $settings['theme_name'] );
	}

	public function test_the_appearance_travels_as_an_object_in_the_json(): void {
		SavedAppearance::save( get_option( 'stylesheet' ), false, self::CLASSIC );

		$json = (string) wp_json_encode( ClientSettings::build( [], [] ) );

		$this->assertStringContainsString( '"appearance":{"theme":"stripe","variables":{"colorText":"rgb(2, 2, 2)"}}', $json );
	}
}
