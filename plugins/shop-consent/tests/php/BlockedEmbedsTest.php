<?php
/**
 * Blocked embeds: third-party embeds in content wait for the third-party category behind a placeholder.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Assets\Scripts;

/**
 * Rendering goes through do_blocks() (and autoembed, as the_content does) with the oEmbed answer stubbed: the stack
 * is offline.
 */
final class BlockedEmbedsTest extends TestCase {

	private const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

	private const IFRAME = '<iframe title="Never Gonna Give You Up" width="500" height="281" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" allowfullscreen></iframe>';

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'pre_oembed_result', [ $this, 'oembed_answer' ], 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_oembed_result', [ $this, 'oembed_answer' ] );
		wp_dequeue_script( Scripts::EMBEDS );
		wp_dequeue_style( Scripts::EMBEDS );
		parent::tearDown();
	}

	/**
	 * The oEmbed answer YouTube would give (and none for other URLs).
	 *
	 * @param mixed  $result Short-circuit value.
	 * @param string $url    Embedded URL.
	 * @return mixed
	 */
	public function oembed_answer( $result, $url ) {
		return self::VIDEO === $url ? self::IFRAME : $result;
	}

	private function render( string $content ): string {
		return do_blocks( $GLOBALS['wp_embed']->autoembed( $content ) );
	}

	private static function embed_block( string $url, string $provider ): string {
		return '<!-- wp:embed {"url":"' . $url . '","type":"video","providerNameSlug":"' . $provider . '","responsive":true} -->'
			. "<figure class=\"wp-block-embed is-type-video is-provider-$provider wp-block-embed-$provider\"><div class=\"wp-block-embed__wrapper\">\n$url\n</div></figure>"
			. '<!-- /wp:embed -->';
	}

	public function test_a_youtube_embed_block_becomes_a_placeholder_with_an_inert_iframe(): void {
		$html = $this->render( self::embed_block( self::VIDEO, 'youtube' ) );

		$this->assertStringContainsString( 'data-shop-consent-src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"', $html );
		$this->assertStringContainsString( 'data-shop-consent="thirdparty"', $html );
		$this->assertStringContainsString( 'title="Never Gonna Give You Up"', $html );
		$this->assertDoesNotMatchRegularExpression( '/<iframe[^>]*\ssrc=/', $html );
		$this->assertStringContainsString( 'Load video: this sets cookies from YouTube.', $html );
		$this->assertStringContainsString( '<button type="button" class="shop-consent-embed__load">Load video</button>', $html );
		$this->assertStringContainsString( '>Always allow third-party content</button>', $html );
		$this->assertStringContainsString( 'role="group" aria-label="YouTube"', $html );
		$this->assertContains( Scripts::EMBEDS, wp_scripts()->queue );
		$this->assertContains( Scripts::EMBEDS, wp_styles()->queue );
	}

	public function test_the_placeholder_script_is_registered_from_the_build(): void {
		$this->assertInstanceOf( \_WP_Dependency::class, wp_scripts()->query( Scripts::EMBEDS ) );
	}

	public function test_rendering_twice_changes_nothing_more(): void {
		$once = $this->render( self::embed_block( self::VIDEO, 'youtube' ) );

		$this->assertSame( 1, substr_count( apply_filters( 'embed_oembed_html', $once ), 'shop-consent-embed__placeholder' ) );
	}

	/** @return array<string, array{string, string}> iframe src, expected button */
	public static function listed_iframes(): array {
		return [
			'youtube-nocookie' => [ 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'Load video' ],
			'vimeo'            => [ 'https://player.vimeo.com/video/76979871', 'Load video' ],
			'google maps'      => [ 'https://www.google.com/maps/embed?pb=!1m18', 'Load map' ],
			'maps.google.de'   => [ 'https://maps.google.de/maps?q=Berlin&output=embed', 'Load map' ],
			'spotify'          => [ 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC', 'Load audio' ],
			'soundcloud'       => [ 'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1', 'Load audio' ],
		];
	}

	/**
	 * @dataProvider listed_iframes
	 * @param string $src    Iframe src.
	 * @param string $button Expected load button.
	 */
	public function test_raw_iframes_of_listed_hosts_in_custom_html_are_blocked( string $src, string $button ): void {
		$html = do_blocks( '<!-- wp:html --><iframe src="' . esc_url( $src ) . '" title="An embed"></iframe><!-- /wp:html -->' );

		$this->assertStringContainsString( 'data-shop-consent-src=', $html );
		$this->assertStringNotContainsString( ' src=', $html );
		$this->assertStringContainsString( ">$button</button>", $html );
	}

	public function test_raw_iframes_in_classic_content_are_blocked(): void {
		$html = apply_filters( 'the_content', '<p>Watch:</p><iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe>' );

		$this->assertStringContainsString( 'data-shop-consent-src="https://youtu.be/dQw4w9WgXcQ"', $html );
		$this->assertStringContainsString( 'title="YouTube"', $html );
	}

	public function test_an_embed_of_an_unlisted_provider_is_left_unchanged(): void {
		$markup = '<!-- wp:html --><iframe src="https://example.org/embed/1" title="Ours"></iframe><!-- /wp:html -->';

		$this->assertSame( '<iframe src="https://example.org/embed/1" title="Ours"></iframe>', do_blocks( $markup ) );
		$this->assertNotContains( Scripts::EMBEDS, wp_scripts()->queue );
	}

	public function test_x_keeps_the_blockquote_and_neutralises_its_script(): void {
		$tweet = '<blockquote class="twitter-tweet"><p>Hello</p></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>';
		$html  = do_blocks( "<!-- wp:html -->$tweet<!-- /wp:html -->" );

		$this->assertStringContainsString( '<blockquote class="twitter-tweet"><p>Hello</p></blockquote>', $html );
		$this->assertStringContainsString( '<script data-shop-consent="thirdparty" type="text/plain" async src="https://platform.twitter.com/widgets.js"', $html );
		$this->assertStringContainsString( '>Load post</button>', $html );
	}

	public function test_the_provider_list_can_be_extended(): void {
		$add = static fn ( array $providers ): array => $providers + [
			'example' => [
				'name'  => 'Example Video',
				'kind'  => 'video',
				'hosts' => [ 'video.example.org' ],
			],
		];
		add_filter( 'shop_consent_blocked_embed_providers', $add );
		try {
			$html = do_blocks( '<!-- wp:html --><iframe src="https://video.example.org/e/1"></iframe><!-- /wp:html -->' );
		} finally {
			remove_filter( 'shop_consent_blocked_embed_providers', $add );
		}

		$this->assertStringContainsString( 'Load video: this sets cookies from Example Video.', $html );
	}
}
