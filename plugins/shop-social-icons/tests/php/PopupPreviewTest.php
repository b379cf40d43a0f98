<?php
/**
 * The settings screen's popup preview route.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Popup\PopupSettings;

/**
 * The preview is the storefront's popup: for the same settings, the route draws what the storefront gets (the
 * popup route of page-cache compatibility, the same PopupDialog the page prints), whether the settings are stored
 * or only being edited. Administrators only; a refused field keeps its stored value.
 */
final class PopupPreviewTest extends TestCase {

	private const ROUTE = '/shop-social-icons/v1/popup-preview';

	/**
	 * Settings a shopkeeper may set, as the settings screen sends them (query strings) and as they are stored.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function settings(): array {
		return [
			'the defaults'                     => [ [] ],
			'custom looks'                     => [
				[
					'text'              => 'Like it? <strong>Share it!</strong>',
					'border_colour'     => '#00aa00',
					'border_thickness'  => 4,
					'background_colour' => '#fafafa',
					'font'              => 'Times New Roman',
					'font_style'        => 'bold',
					'font_size'         => 32,
					'font_colour'       => '#333333',
					'shadow'            => false,
				],
			],
			'italic, no icons'                 => [
				[
					'font_style'       => 'italic',
					'show_share_icons' => false,
				],
			],
			'no text: named by its share list' => [ [ 'text' => '' ] ],
		];
	}

	/**
	 * The preview of edited settings and the storefront's popup once they are stored agree to the byte.
	 *
	 * @dataProvider settings
	 * @param array<string, mixed> $settings Settings over the defaults.
	 */
	public function test_the_preview_is_the_popup_the_storefront_gets_for_the_same_settings( array $settings ): void {
		$this->act_as( 'administrator' );
		$preview = $this->rest( 'GET', self::ROUTE, array_map( [ self::class, 'as_sent' ], $settings ) );
		$this->assertSame( 200, $preview->get_status() );
		$this->assertSame( 'no-store', $preview->get_headers()['Cache-Control'] );

		update_option( PopupSettings::OPTION, [ 'enabled' => true ] + $settings );
		$storefront = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => 0 ] )->get_data()['content'];

		$this->assertSame( $storefront, $preview->get_data()['markup'] );
		$this->assertStringContainsString( '<dialog id="shop-social-icons-popup"', $storefront );
	}

	public function test_the_preview_draws_the_settings_being_edited_over_the_stored_ones(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'border_colour' => '#123456',
				'font_size'     => 18,
			]
		);
		$this->act_as( 'administrator' );

		$markup = $this->rest(
			'GET',
			self::ROUTE,
			[
				'border_colour' => '#12',
				'font_size'     => '30',
				'shadow'        => 'false',
				'text'          => '<em>Hi</em><script>alert(1)</script>',
			]
		)->get_data()['markup'];

		$this->assertStringContainsString( '--shop-social-icons-popup-border:1px solid #123456;', $markup, 'a colour being typed keeps the stored one' );
		$this->assertStringContainsString( '--shop-social-icons-popup-size:30px;', $markup );
		$this->assertStringContainsString( 'class="shop-social-icons-popup"', $markup, 'no shadow' );
		$this->assertStringContainsString( '<em>Hi</em>', $markup );
		$this->assertStringNotContainsString( '<script>', $markup );
		$this->assertSame( 18, PopupSettings::get()['font_size'], 'nothing is stored' );
	}

	public function test_visitors_and_editors_get_no_preview(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	/**
	 * A value as the browser's query carries it.
	 *
	 * @param mixed $value A setting.
	 */
	private static function as_sent( mixed $value ): string {
		return is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value;
	}
}
