<?php
/**
 * The Blocked embeds settings: which providers are held back and for which category.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Assets\Scripts;
use ShopConsent\Embeds\Providers;
use ShopConsent\Settings\Settings;

/**
 * Defaults keep today's behaviour (every provider held back for third-party content); a provider switched off is
 * embedded as it is; a provider may wait for the advanced category instead; bad values are refused.
 */
final class EmbedSettingsTest extends TestCase {

	private const YOUTUBE = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="A video"></iframe>';

	private const VIMEO = '<iframe src="https://player.vimeo.com/video/76979871" title="Another video"></iframe>';

	protected function tearDown(): void {
		wp_dequeue_script( Scripts::EMBEDS );
		wp_dequeue_style( Scripts::EMBEDS );
		parent::tearDown();
	}

	private static function render( string $html ): string {
		return do_blocks( "<!-- wp:html -->$html<!-- /wp:html -->" );
	}

	/** @param array<string, array<string, mixed>> $embeds The `embeds` setting. */
	private static function set_embeds( array $embeds ): void {
		update_option( Settings::OPTION, [ 'embeds' => $embeds ] );
	}

	public function test_by_default_every_shipped_provider_waits_for_third_party_content(): void {
		$embeds = ( new Settings() )->get()['embeds'];

		$this->assertSame( Providers::BUILT_IN, array_keys( $embeds ) );
		$this->assertSame( array_keys( Providers::all() ), Providers::BUILT_IN );
		foreach ( $embeds as $rule ) {
			$this->assertSame(
				[
					'blocked'  => true,
					'category' => 'thirdparty',
				],
				$rule
			);
		}
		$html = self::render( self::YOUTUBE );
		$this->assertStringContainsString( 'data-shop-consent-category="thirdparty"', $html );
		$this->assertStringContainsString( '>Always allow third-party content</button>', $html );
	}

	public function test_a_provider_that_is_not_held_back_is_embedded_as_it_is(): void {
		self::set_embeds( [ 'youtube' => [ 'blocked' => false ] ] );

		$this->assertSame( self::YOUTUBE, self::render( self::YOUTUBE ) );
		$this->assertNotContains( Scripts::EMBEDS, wp_scripts()->queue );
		// The others stay blocked.
		$this->assertStringContainsString( 'data-shop-consent-src="https://player.vimeo.com/video/76979871"', self::render( self::VIMEO ) );
	}

	public function test_a_provider_can_wait_for_the_advanced_category(): void {
		self::set_embeds( [ 'youtube' => [ 'category' => 'advanced' ] ] );

		$html = self::render( self::YOUTUBE . self::VIMEO );

		$this->assertStringContainsString( 'data-shop-consent-embed="youtube" data-shop-consent-category="advanced"', $html );
		$this->assertMatchesRegularExpression( '#<iframe[^>]*\sdata-shop-consent="advanced"[^>]*\stitle="A video"#', $html );
		$this->assertStringContainsString( 'data-shop-consent-src="https://www.youtube.com/embed/dQw4w9WgXcQ"', $html );
		$this->assertStringContainsString( '>Always allow advanced content</button>', $html );
		$this->assertStringContainsString( 'data-shop-consent-embed="vimeo" data-shop-consent-category="thirdparty"', $html );
	}

	public function test_an_embed_script_waits_for_its_providers_category(): void {
		self::set_embeds( [ 'x' => [ 'category' => 'advanced' ] ] );

		$html = self::render( '<blockquote class="twitter-tweet"><p>Hi</p></blockquote><script async src="https://platform.twitter.com/widgets.js"></script>' );

		$this->assertStringContainsString( '<script data-shop-consent="advanced" type="text/plain" async src="https://platform.twitter.com/widgets.js"', $html );
	}

	public function test_with_nothing_held_back_content_is_left_alone(): void {
		self::set_embeds( array_fill_keys( Providers::BUILT_IN, [ 'blocked' => false ] ) );

		$this->assertSame( self::YOUTUBE . self::VIMEO, self::render( self::YOUTUBE . self::VIMEO ) );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function invalid_embeds(): array {
		return [
			'strict category'  => [ [ 'youtube' => [ 'category' => 'strict' ] ] ],
			'unknown category' => [ [ 'youtube' => [ 'category' => 'marketing' ] ] ],
			'blocked a string' => [ [ 'vimeo' => [ 'blocked' => 'no' ] ] ],
			'unknown provider' => [ [ 'tiktok' => [ 'blocked' => true ] ] ],
			'unknown field'    => [ [ 'youtube' => [ 'colour' => 'red' ] ] ],
		];
	}

	/**
	 * @dataProvider invalid_embeds
	 * @param array<string, mixed> $embeds Refused value.
	 */
	public function test_invalid_embed_settings_are_refused_and_nothing_is_stored( array $embeds ): void {
		$this->act_as( 'administrator' );
		$before = ( new Settings() )->get()['embeds'];

		$response = $this->rest( 'POST', '/wp/v2/settings', [ Settings::OPTION => [ 'embeds' => $embeds ] ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->get_data()['data']['params'][ Settings::OPTION ] ?? '' );
		$this->assertSame( $before, ( new Settings() )->get()['embeds'] );
	}

	public function test_valid_embed_settings_are_stored_over_the_rest(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			[
				Settings::OPTION => [
					'embeds' => [
						'youtube' => [ 'blocked' => false ],
						'spotify' => [ 'category' => 'advanced' ],
					],
				],
			]
		);
		$embeds   = ( new Settings() )->get()['embeds'];

		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $embeds['youtube']['blocked'] );
		$this->assertSame( 'thirdparty', $embeds['youtube']['category'] );
		$this->assertSame( 'advanced', $embeds['spotify']['category'] );
		$this->assertTrue( $embeds['spotify']['blocked'] );
	}
}
