<?php
/**
 * The "Cookie policy" block and the [shop_consent_cookie_policy] shortcode.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Cookies\CookieList;
use ShopConsent\Settings\Settings;

/**
 * Both print the saved list as one table per category, in the banner's order, everything escaped; an empty list
 * says so.
 */
final class CookiePolicyTest extends TestCase {

	private const BLOCK = '<!-- wp:shop-consent/cookie-policy /-->';

	/** @param list<array<string, string>> $items Rows. */
	private static function store( array $items ): void {
		$rows = array_map(
			static fn ( array $item ): array => $item + [
				'type'     => 'cookie',
				'service'  => '',
				'purpose'  => '',
				'duration' => '',
				'host'     => '',
			],
			$items
		);
		update_option(
			CookieList::OPTION,
			[
				'updated' => mktime( 12, 0, 0, 3, 14, 2025 ),
				'items'   => $rows,
			]
		);
	}

	/**
	 * The captions of the tables, in order.
	 *
	 * @param string $html Markup.
	 * @return list<string>
	 */
	private static function captions( string $html ): array {
		preg_match_all( '#<caption>(.*?)</caption>#', $html, $matches );
		return $matches[1];
	}

	public function test_the_block_is_registered_from_the_build_as_a_dynamic_block(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'shop-consent/cookie-policy' );

		$this->assertNotNull( $block );
		$this->assertSame( 3, $block->api_version );
		$this->assertTrue( $block->is_dynamic() );
		$this->assertTrue( shortcode_exists( 'shop_consent_cookie_policy' ) );
	}

	public function test_an_empty_list_says_so(): void {
		$html = do_blocks( self::BLOCK );

		$this->assertStringContainsString( '<p class="shop-consent-cookie-policy__empty">No cookies are listed yet.</p>', $html );
		$this->assertStringNotContainsString( '<table', $html );
		$this->assertStringContainsString( 'No cookies are listed yet.', do_shortcode( '[shop_consent_cookie_policy]' ) );
	}

	public function test_rows_are_grouped_by_category_in_the_banners_order(): void {
		self::store(
			[
				[
					'name'     => '_fbp',
					'category' => 'advanced',
					'service'  => 'Meta Pixel',
				],
				[
					'name'     => '_ga',
					'category' => 'thirdparty',
					'service'  => 'Google Analytics',
					'purpose'  => 'Distinguishes visitors.',
					'duration' => '2 years',
				],
				[
					'name'     => 'shop_consent',
					'category' => 'strict',
					'service'  => 'Shop Consent',
				],
				[
					'name'     => '_gid',
					'category' => 'thirdparty',
				],
			]
		);

		$html = do_blocks( self::BLOCK );

		$this->assertSame( [ 'Strictly necessary', 'Third-party', 'Advanced' ], self::captions( $html ) );
		$this->assertSame( 3, substr_count( $html, '<thead><tr><th scope="col">Name</th><th scope="col">Service</th><th scope="col">Purpose</th><th scope="col">Duration</th><th scope="col">Type</th></tr></thead>' ) );
		$this->assertStringContainsString( '<tr><th scope="row">_ga</th><td>Google Analytics</td><td>Distinguishes visitors.</td><td>2 years</td><td>Cookie</td></tr>', $html );
		// Third-party table: _ga then _gid, in the saved order.
		$this->assertMatchesRegularExpression( '#<caption>Third-party</caption>.*>_ga<.*>_gid<.*<caption>Advanced</caption>#s', $html );
		$this->assertStringContainsString( 'class="wp-block-shop-consent-cookie-policy', $html );
		$this->assertStringContainsString( 'List updated on March 14, 2025.', $html );
	}

	public function test_durations_and_types_say_what_is_known(): void {
		self::store(
			[
				[
					'name'     => 'storeApiNonce',
					'type'     => 'localStorage',
					'category' => 'strict',
				],
				[
					'name'     => 'wc_cart_created',
					'type'     => 'sessionStorage',
					'category' => 'strict',
				],
				[
					'name'     => 'YSC',
					'category' => 'thirdparty',
					'host'     => 'youtube.com',
				],
				[
					'name'     => 'www.youtube.com',
					'type'     => 'host',
					'category' => 'thirdparty',
				],
			]
		);

		$html = do_shortcode( '[shop_consent_cookie_policy]' );

		$this->assertStringContainsString( '<td>Until deleted</td><td>Local storage</td>', $html );
		$this->assertStringContainsString( '<td>Until the browser tab is closed</td><td>Session storage</td>', $html );
		$this->assertStringContainsString( '<td>Unknown</td><td>Cookie (set by youtube.com)</td>', $html );
		$this->assertStringContainsString( '<td>Not applicable</td><td>Third-party service</td>', $html );
		$this->assertStringStartsWith( '<div class="shop-consent-cookie-policy">', $html );
	}

	public function test_everything_from_the_list_is_escaped(): void {
		self::store(
			[
				[
					'name'     => '<img src=x onerror=alert(1)>',
					'category' => 'thirdparty',
					'service'  => '<script>alert(2)</script>',
					'purpose'  => 'Tom & "Jerry"',
					'duration' => '<b>1 day</b>',
				],
			]
		);
		update_option( Settings::OPTION, [ 'texts' => [ 'thirdparty_title' => '<em>Analytics</em>' ] ] );

		foreach ( [ do_blocks( self::BLOCK ), do_shortcode( '[shop_consent_cookie_policy]' ) ] as $html ) {
			$this->assertStringNotContainsString( '<img', $html );
			$this->assertStringNotContainsString( '<script', $html );
			$this->assertStringNotContainsString( '<b>', $html );
			$this->assertStringNotContainsString( '<em>', $html );
			$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $html );
			$this->assertStringContainsString( 'Tom &amp; &quot;Jerry&quot;', $html );
			$this->assertSame( [ '&lt;em&gt;Analytics&lt;/em&gt;' ], self::captions( $html ) );
		}
	}
}
