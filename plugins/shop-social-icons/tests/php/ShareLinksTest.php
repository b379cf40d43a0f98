<?php
/**
 * Each network's share address.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Icons\SharedPage;
use ShopSocialIcons\Icons\ShareLinks;

/**
 * The addresses work without JavaScript: the network's share URL with the page's address and title encoded.
 */
final class ShareLinksTest extends TestCase {

	private const URL = 'https://shop.example/2026/café-&-co/?p=1';

	/** @return array<string, array{string, string}> network => [expected address, with {u} the encoded URL] */
	public static function networks(): array {
		$title = 'Tom%20%26%20Jerry%E2%80%99s%20%22best%22%20caf%C3%A9';
		return [
			'facebook'  => [ 'facebook', 'https://www.facebook.com/sharer/sharer.php?u={u}' ],
			'x'         => [ 'x', "https://x.com/intent/post?text=$title&url={u}" ],
			'linkedin'  => [ 'linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url={u}' ],
			'pinterest' => [ 'pinterest', "https://www.pinterest.com/pin/create/button/?url={u}&media=https%3A%2F%2Fshop.example%2Fpin.jpg&description=$title" ],
			'whatsapp'  => [ 'whatsapp', "https://api.whatsapp.com/send?text=$title%20{u}" ],
			'telegram'  => [ 'telegram', "https://t.me/share/url?url={u}&text=$title" ],
			'reddit'    => [ 'reddit', "https://www.reddit.com/submit?url={u}&title=$title" ],
			'email'     => [ 'email', "mailto:?subject=$title&body={u}" ],
			'bluesky'   => [ 'bluesky', "https://bsky.app/intent/compose?text=$title%20{u}" ],
			'threads'   => [ 'threads', "https://www.threads.net/intent/post?text=$title%20{u}" ],
			'mastodon'  => [ 'mastodon', "https://mastodonshare.com/?text=$title&url={u}" ],
		];
	}

	/** @dataProvider networks */
	public function test_share_address_carries_the_page_encoded( string $network, string $expected ): void {
		$page = new SharedPage( self::URL, 'Tom & Jerry’s "best" café', 'https://shop.example/pin.jpg' );

		$this->assertSame( str_replace( '{u}', rawurlencode( self::URL ), $expected ), ShareLinks::url( $network, $page ) );
	}

	public function test_encoded_values_decode_back_to_the_page(): void {
		$page = new SharedPage( self::URL, 'A & B = "C"?#', '' );
		parse_str( (string) wp_parse_url( (string) ShareLinks::url( 'reddit', $page ), PHP_URL_QUERY ), $query );

		$this->assertSame(
			[
				'url'   => self::URL,
				'title' => 'A & B = "C"?#',
			],
			$query
		);
	}

	public function test_pinterest_without_an_image_asks_for_none(): void {
		$url = (string) ShareLinks::url( 'pinterest', new SharedPage( 'https://shop.example/', 'T' ) );

		$this->assertStringNotContainsString( 'media=', $url );
	}

	/** @return array<string, array{string}> */
	public static function core_networks(): array {
		return [
			'wechat' => [ 'wechat' ],
			'copy'   => [ 'copy' ],
			'native' => [ 'native' ],
		];
	}

	/** @dataProvider core_networks */
	public function test_networks_the_core_does_have_no_link( string $network ): void {
		$this->assertNull( ShareLinks::url( $network, new SharedPage( 'https://shop.example/', 'T' ) ) );
		$this->assertFalse( ShareLinks::is_link( $network ) );
	}

	public function test_a_posts_title_is_shared_as_plain_text(): void {
		$post = self::factory_post( 'Fish & "Chips" <em>now</em>' );

		$page = SharedPage::of_post( $post );

		$this->assertSame( 'Fish & “Chips” now', $page->title, 'entities of wptexturize decoded, tags stripped' );
		$this->assertSame( get_permalink( $post ), $page->url );
	}

	/**
	 * A published post.
	 *
	 * @param string $title Its title.
	 */
	private static function factory_post( string $title ): \WP_Post {
		return get_post(
			wp_insert_post(
				[
					'post_title'  => $title,
					'post_status' => 'publish',
				]
			)
		);
	}
}
