<?php
/**
 * What a page carries for the WeChat and Pinterest overlays.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Overlays\OverlayData;
use ShopSocialIcons\Tests\Support\IconPages;

require_once __DIR__ . '/Support/IconPages.php';

/**
 * The overlays' data and the core only where a WeChat button or Pinterest icon is drawn; their scripts never
 * enqueued, only listed.
 */
final class OverlayDataTest extends TestCase {

	use HookedCallback;
	use IconPages;

	protected function setUp(): void {
		parent::setUp();
		$this->footer_sprite();
		// Forgets the icons earlier tests rendered without a footer.
		$this->footer();
		wp_dequeue_script( 'shop-social-icons-frontend' );
	}

	protected function tearDown(): void {
		$this->close_page();
		$this->footer_sprite();
		wp_dequeue_script( 'shop-social-icons-frontend' );
		parent::tearDown();
	}

	/** @return array<string, array{string, bool}> networks => whether the overlays' data is printed */
	public static function pages(): array {
		return [
			'WeChat'              => [ 'x,wechat', true ],
			'Pinterest'           => [ 'pinterest', true ],
			'Mastodon'            => [ 'facebook,mastodon', true ],
			'neither'             => [ 'facebook,x,email,copy', false ],
			'Pinterest to follow' => [ '', false ],
		];
	}

	/**
	 * @dataProvider pages
	 * @param string $networks Share networks of the page's list ('' for a follow list).
	 * @param bool   $carried  Whether the data is printed.
	 */
	public function test_the_data_comes_only_with_a_wechat_pinterest_or_mastodon_share_icon( string $networks, bool $carried ): void {
		update_option( 'shop_social_icons_settings', [ 'profiles' => [ 'pinterest' => 'https://www.pinterest.com/shop' ], 'follow_networks' => [ 'pinterest' ] ] );
		$this->open_page( [ 'p' => $this->post( 'Green tea' ) ] );
		do_shortcode( '' === $networks ? '[shop_social_icons kind="follow"]' : "[shop_social_icons networks=\"$networks\"]" );

		$footer = $this->footer();

		$this->assertSame( $carried, str_contains( $footer, 'id="shop-social-icons-overlays-data"' ) );
		$this->assertTrue( wp_script_is( 'shop-social-icons-frontend', 'enqueued' ), 'the core comes with every list (CoreScript)' );
		$this->assertFalse( wp_script_is( 'shop-social-icons-overlays', 'enqueued' ), 'loaded on the first click only' );
		$this->assertFalse( wp_script_is( 'shop-social-icons-qrcode', 'enqueued' ) );
	}

	public function test_the_data_lists_the_overlays_files_and_their_translated_words(): void {
		$this->open_page( [ 'p' => $this->post( 'Green tea' ) ] );
		do_shortcode( '[shop_social_icons networks="wechat"]' );

		$this->assertSame( 1, preg_match( '#<script type="application/json" id="shop-social-icons-overlays-data">(.*?)</script>#s', $this->footer(), $match ) );
		$data = json_decode( $match[1], true );

		$this->assertSame( [ 'shop-social-icons-overlays-css' ], array_column( $data['assets']['css'], 'id' ) );
		$this->assertSame( [ 'shop-social-icons-overlays-js' ], array_column( $data['assets']['scripts'], 'id' ) );
		$this->assertStringContainsString( '/shop-social-icons/build/overlays.js?ver=', $data['assets']['scripts'][0]['src'] );
		$this->assertSame( [ 'shop-social-icons-qrcode-js' ], array_column( $data['qrcode']['scripts'], 'id' ) );
		$this->assertSame( 'Scan QR Code in WeChat and press ··· to share!', $data['strings']['wechatScan'] );
		$this->assertSame( 'Pin It on Pinterest', $data['strings']['pinterestTitle'] );
		$this->assertSame( 'Open WeChat', $data['strings']['wechatOpen'] );
	}

	/**
	 * What OverlayData prints at wp_footer.
	 */
	private function footer(): string {
		$print = $this->hooked_callback( 'wp_footer', OverlayData::class );
		ob_start();
		$print();
		return (string) ob_get_clean();
	}
}
