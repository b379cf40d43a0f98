<?php
/**
 * The bar's default colours: the active theme's palette, every pair readable.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Settings\Settings;
use ShopConsent\Settings\ThemeColours;

/**
 * A site that never chose colours gets its theme's; a site that saved some keeps them.
 */
final class ThemeColoursTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		self::store( [] );
	}

	/**
	 * Stores the option as it is, as a site has it: empty until first saved (update_option() would store every
	 * field through the sanitizer, and on a missing row WordPress answers the default registered on init).
	 *
	 * @param array<string, mixed> $value The stored value.
	 */
	private static function store( array $value ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row as a site has it, past the sanitizer.
		$wpdb->replace(
			$wpdb->options,
			[
				'option_name'  => Settings::OPTION,
				'option_value' => maybe_serialize( $value ),
				'autoload'     => 'on',
			]
		);
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( Settings::OPTION, 'options' );
	}

	public function test_on_shop_theme_the_bar_takes_its_brand_colours_with_accept_and_reject_alike(): void {
		if ( 'shop-theme' !== get_stylesheet() ) {
			$this->markTestSkipped( 'Shop Theme is not the active theme of the test site.' );
		}

		$colours = ( new Settings() )->get()['colours'];

		$this->assertSame(
			[
				'background'        => '#ffffff',
				'text'              => '#14171a',
				'button_background' => '#1f4d3f',
				'button_text'       => '#ffffff',
				'link'              => '#1f4d3f',
			],
			$colours,
			'base, contrast and primary of theme.json, not near-black buttons on a green site'
		);
	}

	/** @return array<string, array{array<string, string>, array<string, string>}> palette => colours */
	public static function palettes(): array {
		return [
			'no palette (a classic theme)'       => [ [], ThemeColours::FALLBACK ],
			'a pale accent (Twenty Twenty-Five)' => [
				[
					'base'     => '#ffffff',
					'contrast' => '#111111',
					'accent-1' => '#ffee58',
				],
				[
					'background'        => '#ffffff',
					'text'              => '#111111',
					'button_background' => '#ffee58',
					'button_text'       => '#111111',
					'link'              => '#111111',
				],
			],
			'a dark theme'                       => [
				[
					'base'     => '#101418',
					'contrast' => '#f4f4f4',
					'primary'  => '#8fd3ff',
				],
				[
					'background'        => '#101418',
					'text'              => '#f4f4f4',
					'button_background' => '#8fd3ff',
					'button_text'       => '#101418',
					'link'              => '#8fd3ff',
				],
			],
			'a brand nothing reads on'           => [
				[
					'base'     => '#ffffff',
					'contrast' => '#333333',
					'primary'  => '#888888',
				],
				[
					'background'        => '#ffffff',
					'text'              => '#333333',
					'button_background' => '#333333',
					'button_text'       => '#ffffff',
					'link'              => '#333333',
				],
			],
			'text that does not read on its base' => [
				[
					'base'     => '#ffffff',
					'contrast' => '#dddddd',
				],
				ThemeColours::FALLBACK,
			],
		];
	}

	/**
	 * @dataProvider palettes
	 * @param array<string, string> $palette Slug => colour.
	 * @param array<string, string> $colours The colours expected.
	 */
	public function test_a_palette_gives_readable_colours( array $palette, array $colours ): void {
		$given = ThemeColours::from_palette( $palette );

		$this->assertSame( $colours, $given );
		$this->assertGreaterThanOrEqual( 4.5, ThemeColours::contrast( $given['text'], $given['background'] ) );
		$this->assertGreaterThanOrEqual( 4.5, ThemeColours::contrast( $given['button_text'], $given['button_background'] ) );
		$this->assertGreaterThanOrEqual( 4.5, ThemeColours::contrast( $given['link'], $given['background'] ) );
	}

	public function test_a_site_that_saved_its_colours_keeps_them(): void {
		$saved = [
			'background'        => '#ffffff',
			'text'              => '#1e1e1e',
			'button_background' => '#1e1e1e',
			'button_text'       => '#ffffff',
			'link'              => '#1e1e1e',
		];
		self::store( [ 'colours' => $saved ] );

		$this->assertSame( $saved, ( new Settings() )->get()['colours'] );
	}
}
