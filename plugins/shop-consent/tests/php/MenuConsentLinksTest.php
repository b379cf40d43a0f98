<?php
/**
 * The admin's menu links to an accept hash carry the mark the storefront core needs to accept.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;

/**
 * A classic menu's item and a Navigation block's link are the admin's: marked. The same link written into a post
 * (rendered while `the_content` runs) or a comment is not.
 */
final class MenuConsentLinksTest extends TestCase {

	private const NAV_LINK = '<!-- wp:navigation-link {"label":"Accept cookies","url":"%s"} /-->';

	/** @return array<string, array{string, bool}> link => whether it is marked */
	public static function links(): array {
		return [
			'ours'                => [ '#shop-consent-accept', true ],
			'the replaced plugin' => [ '#gdpr-accept-cookies', true ],
			'on another page'     => [ '/shop/#gdpr-accept-cookies', true ],
			'settings'            => [ '#shop-consent-settings', false ],
			'an ordinary hash'    => [ '#reviews', false ],
			'the hash in a query' => [ '/?q=gdpr-accept-cookies', false ],
		];
	}

	/**
	 * @dataProvider links
	 */
	public function test_a_classic_menu_item_to_an_accept_hash_is_marked( string $url, bool $marked ): void {
		$atts = apply_filters( 'nav_menu_link_attributes', [ 'href' => $url ], new \stdClass(), new \stdClass(), 0 );

		$this->assertSame( $marked ? 'accept' : null, $atts['data-shop-consent-link'] ?? null );
	}

	/**
	 * @dataProvider links
	 */
	public function test_a_navigation_block_link_to_an_accept_hash_is_marked( string $url, bool $marked ): void {
		$html = do_blocks( sprintf( self::NAV_LINK, $url ) );

		$this->assertStringContainsString( 'Accept cookies', $html );
		$this->assertSame( $marked, str_contains( $html, 'data-shop-consent-link="accept"' ) );
	}

	public function test_a_navigation_link_written_into_a_post_is_not_marked(): void {
		$html = apply_filters( 'the_content', sprintf( self::NAV_LINK, '#gdpr-accept-cookies' ) );

		$this->assertStringContainsString( 'Accept cookies', $html );
		$this->assertStringNotContainsString( 'data-shop-consent-link', $html );
	}

	public function test_a_link_in_a_comment_is_not_marked(): void {
		$html = apply_filters( 'comment_text', '<a href="#gdpr-accept-cookies">Free gift</a>', null, [] );

		$this->assertStringNotContainsString( 'data-shop-consent-link', $html );
	}
}
