<?php
/**
 * The icons as a page prints them.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Networks\Networks;
use ShopSocialIcons\Tests\Support\IconPages;

require_once __DIR__ . '/Support/IconPages.php';

/**
 * Links with real addresses and accessible names; the core's buttons hidden; one sprite in the footer.
 */
final class RendererTest extends TestCase {

	use HookedCallback;
	use IconPages;

	protected function setUp(): void {
		parent::setUp();
		$this->footer_sprite();
	}

	protected function tearDown(): void {
		$this->close_page();
		parent::tearDown();
	}

	public function test_every_share_network_renders_in_the_given_order(): void {
		$id = $this->post( 'Tom & Jerry "live"' );
		$this->open_page( [ 'p' => $id ] );

		$icons = self::icons( do_shortcode( '[shop_social_icons networks="' . implode( ',', Networks::ids( 'share' ) ) . '"]' ) );

		$this->assertSame( Networks::ids( 'share' ), array_column( $icons, 'network' ) );
		$by = array_column( $icons, null, 'network' );
		$this->assertSame( 'https://www.facebook.com/sharer/sharer.php?u=' . rawurlencode( get_permalink( $id ) ), $by['facebook']['href'] );
		$this->assertSame( 'Share on Facebook', $by['facebook']['name'] );
		$this->assertSame( '_blank', $by['x']['target'] );
		$this->assertSame( 'noopener noreferrer nofollow', $by['x']['rel'] );
		$this->assertStringContainsString( 'text=Tom%20%26%20Jerry%20%E2%80%9Clive%E2%80%9D', (string) $by['x']['href'], 'title as plain text, encoded' );
		$this->assertSame( 'mailto:?subject=Tom%20%26%20Jerry%20%E2%80%9Clive%E2%80%9D&body=' . rawurlencode( get_permalink( $id ) ), $by['email']['href'] );
		$this->assertNull( $by['email']['target'], 'email opens the mail program, not a tab' );
		$this->assertSame( 'Share by email', $by['email']['name'] );
		foreach ( [ 'wechat', 'copy', 'native' ] as $core ) {
			$this->assertSame( 'button', $by[ $core ]['tag'] );
			$this->assertTrue( $by[ $core ]['hidden'], "$core waits for the storefront core" );
		}
		$this->assertSame( 'Copy link', $by['copy']['name'] );
		foreach ( array_diff( Networks::ids( 'share' ), [ 'wechat', 'copy', 'native' ] ) as $link ) {
			$this->assertSame( 'a', $by[ $link ]['tag'] );
			$this->assertFalse( $by[ $link ]['hidden'] );
		}
	}

	public function test_titles_and_attributes_are_escaped(): void {
		$this->open_page( [ 'p' => $this->post( '"><script>alert(1)</script>' ) ] );

		$html = do_shortcode( '[shop_social_icons networks="x,copy"]' );

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '"><', str_replace( [ '"><svg', '"><span', '"><a', '"><button', '"><li', '"><use' ], '', $html ) );
	}

	public function test_follow_icons_link_the_configured_profiles_rss_and_newsletter(): void {
		$this->set_settings(
			[
				'follow_networks' => [ 'instagram', 'mastodon', 'facebook', 'rss', 'newsletter' ],
				'profiles'        => [
					'instagram' => 'https://www.instagram.com/shop',
					'mastodon'  => 'https://mastodon.social/@shop',
				],
				'newsletter_url'  => 'https://shop.example/newsletter/',
			]
		);

		$icons = self::icons( do_shortcode( '[shop_social_icons kind="follow"]' ) );

		$this->assertSame(
			[
				[ 'instagram', 'https://www.instagram.com/shop', 'Follow us on Instagram', 'me noopener noreferrer' ],
				[ 'mastodon', 'https://mastodon.social/@shop', 'Follow us on Mastodon', 'me noopener noreferrer' ],
				[ 'rss', get_feed_link(), 'RSS feed', null ],
				[ 'newsletter', 'https://shop.example/newsletter/', 'Subscribe to our newsletter', null ],
			],
			array_map( static fn ( $icon ) => [ $icon['network'], $icon['href'], $icon['name'], $icon['rel'] ], $icons ),
			'facebook has no profile address, so it is left out'
		);
	}

	public function test_the_sprite_is_printed_once_with_the_symbols_used(): void {
		$this->open_page( [ 'p' => $this->post( 'Sprite' ) ] );
		do_shortcode( '[shop_social_icons networks="facebook,x"]' );
		do_shortcode( '[shop_social_icons networks="x,email"]' );

		$sprite = $this->footer_sprite();

		$this->assertSame( 1, substr_count( $sprite, '<svg' ) );
		preg_match_all( '/<symbol id="([a-z-]+)"/', $sprite, $ids );
		$this->assertSame( [ 'shop-social-icons-facebook', 'shop-social-icons-x', 'shop-social-icons-email' ], $ids[1] );
		$this->assertSame( '', $this->footer_sprite(), 'printed once' );
	}

	public function test_icons_enqueue_the_stylesheet_and_the_core_with_its_texts(): void {
		$this->open_page( [ 'p' => $this->post( 'Styles' ) ] );

		do_shortcode( '[shop_social_icons]' );

		$this->assertTrue( wp_style_is( 'shop-social-icons-frontend' ) );
		$this->assertTrue( wp_script_is( 'shop-social-icons-frontend' ) );
		$this->assertSame( 1, preg_match( '#^<script type="application/json" id="shop-social-icons-core">(\{.*\})</script>$#', trim( $this->footer_texts() ), $json ) );
		$this->assertSame( 'Link copied', json_decode( $json[1], true )['copied'] );
	}

	public function test_a_list_without_icons_prints_and_enqueues_nothing(): void {
		$html = do_shortcode( '[shop_social_icons kind="follow" networks="facebook,myspace"]' );

		$this->assertSame( '', $html, 'no facebook profile set; myspace unknown' );
		$this->assertFalse( wp_style_is( 'shop-social-icons-frontend' ) );
		$this->assertFalse( wp_script_is( 'shop-social-icons-frontend' ) );
		$this->assertSame( '', $this->footer_texts() );
		$this->assertSame( '', $this->footer_sprite() );
	}

	public function test_the_tooltip_effect_is_a_class_of_every_list(): void {
		$this->set_settings( [ 'tooltip_effect' => 'combo' ] );

		$this->assertStringContainsString( ' is-tooltip-combo"', do_shortcode( '[shop_social_icons]' ) );
		$this->assertStringContainsString( ' is-tooltip-combo"', do_shortcode( '[shop_social_icons kind="follow"]' ) );
	}

	public function test_custom_colours_and_size_are_the_lists_properties(): void {
		$this->set_settings(
			[
				'colour_mode'       => 'custom',
				'icon_colour'       => '#112233',
				'background_colour' => '#ffeedd',
				'size'              => 24,
				'shape'             => 'square',
			]
		);

		$html = do_shortcode( '[shop_social_icons networks="facebook"]' );

		$this->assertStringContainsString( 'class="shop-social-icons is-share is-shape-square is-colour-custom is-tooltip-fade_in" style="--shop-social-icons-size:24px;--shop-social-icons-fg:#112233;--shop-social-icons-bg:#ffeedd;" aria-label="Share this page"', $html );
	}
}
