<?php
/**
 * What the storefront page carries: the head snippets, the public settings and the strict markup.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Frontend\HeadSnippets;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Frontend\StrictMarkup;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Settings\Settings;

/**
 * The page is the same for every visitor: everything per visitor is decided in the browser.
 */
final class FrontendOutputTest extends TestCase {

	private const OPTION = 'shop_consent_settings';

	protected function tearDown(): void {
		unset( $_COOKIE['shop_consent'] );
		parent::tearDown();
	}

	/**
	 * Fires a page action into a buffer, on copies of the script and style queues.
	 *
	 * @param string $action wp_head or wp_footer.
	 */
	private function render( string $action ): string {
		$saved                 = [ $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ];
		$GLOBALS['wp_scripts'] = clone wp_scripts();
		$GLOBALS['wp_styles']  = clone wp_styles();
		ob_start();
		try {
			do_action( $action );
		} finally {
			$html = (string) ob_get_clean();
			[ $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ] = $saved;
		}
		return $html;
	}

	/** @return array<string, mixed> */
	private function settings_json( string $footer ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="shop-consent-settings">(.*?)</script>#s', $footer, $match ) );
		$this->assertStringNotContainsString( '<', $match[1], 'markup inside is hex-escaped' );
		return json_decode( $match[1], true );
	}

	public function test_decided_snippet_comes_before_any_other_script_in_head(): void {
		update_option( self::OPTION, [ 'consent_version' => 3 ] );
		$head = $this->render( 'wp_head' );

		$first_script = strpos( $head, '<script' );
		$this->assertSame( $first_script, strpos( $head, '<script id="shop-consent-decided"' ) );
		$this->assertStringContainsString( 'r.version>=3&&', $head );
		$this->assertStringContainsString( "setAttribute('data-shop-consent-decided','1')", $head );
		$this->assertStringContainsString( 'if(window.shopConsentStored=(function(){', $head, 'read once, for the later inline scripts' );
		$this->assertStringNotContainsString( "gtag('consent'", $head, 'no Consent Mode unless enabled' );
	}

	public function test_consent_mode_defaults_follow_the_snippet_before_any_other_tag(): void {
		update_option( self::OPTION, [ 'consent_mode' => [ 'enabled' => true, 'url_passthrough' => true, 'ads_data_redaction' => true ] ] );
		$head = $this->render( 'wp_head' );

		$defaults = strpos( $head, '<script id="shop-consent-mode-defaults"' );
		$this->assertIsInt( $defaults );
		$this->assertSame( $defaults, strpos( $head, '<script', strpos( $head, '<script' ) + 1 ), 'second script of the page' );
		$this->assertStringContainsString( "d.wait_for_update=500;gtag('consent','default',d)", $head );
		$this->assertStringContainsString( wp_json_encode( HeadSnippets::CONSENT_MODE_TYPES ) . ');', $head, 'the defaults follow the stored decision with one mapping' );
		$this->assertStringContainsString( "gtag('set','url_passthrough',true);", $head );
		$this->assertStringContainsString( "gtag('set','ads_data_redaction',true);", $head );
	}

	public function test_public_settings_follow_the_contract_and_hold_no_markup(): void {
		$this->act_as( 'administrator' );
		update_option(
			self::OPTION,
			[
				'cookie_lifetime_days' => 100,
				'auto_accept'          => [ 'scroll' => true, 'timer' => true, 'seconds' => 12 ],
				'geo'                  => [ 'enabled' => true, 'header' => 'X-Country' ],
				'scripts'              => [ 'thirdparty' => [ 'head' => '<script>secretTag()</script>' ] ],
			]
		);
		$json = $this->settings_json( $this->render( 'wp_footer' ) );

		$this->assertSame(
			[ 'cookieLifetimeDays', 'version', 'textVersion', 'close', 'autoAccept', 'gpc', 'geo', 'consentMode', 'wpConsentApi', 'attributionCategory', 'cookiePatterns', 'scriptCategories', 'rest', 'ui', 'actions', 'banner', 'statistics' ],
			array_keys( $json )
		);
		$this->assertSame( 100, $json['cookieLifetimeDays'] );
		$this->assertSame( [ 'behaviour' => 1, 'redirectUrl' => '' ], $json['close'] );
		$this->assertSame( [ 'scroll' => true, 'seconds' => 12 ], $json['autoAccept'] );
		$this->assertSame( [ 'enabled' => true, 'url' => rest_url( 'shop-consent/v1/geo' ) ], $json['geo'] );
		$this->assertSame( [ 'enabled' => false, 'urlPassthrough' => false, 'adsDataRedaction' => false ], $json['consentMode'] );
		$this->assertSame( [ 'thirdparty', 'advanced' ], array_keys( $json['cookiePatterns'] ) );
		$this->assertStringStartsWith( rest_url( 'shop-consent/v1/scripts' ), $json['rest']['scripts'] );
		$this->assertSame( rest_url( 'shop-consent/v1/clear-cookies' ), $json['rest']['clearCookies'] );
		$this->assertSame( rest_url( 'shop-consent/v1/log' ), $json['rest']['log'] );
		$this->assertIsString( $json['ui']['markup'] );
		$this->assertIsString( $json['actions']['markup'] );
		$this->assertStringNotContainsString( 'secretTag', wp_json_encode( $json ) );
	}

	public function test_banner_texts_resolved_and_colours_reach_the_settings_modal_in_its_shape(): void {
		$this->act_as( 'administrator' );
		update_option(
			self::OPTION,
			[
				'texts'    => [ 'accept' => 'Alle akzeptieren', 'advanced_title' => 'Marketing' ],
				'colours'  => [ 'button_background' => '#004488' ],
				'position' => 'top',
			]
		);
		$banner = ( new PublicSettings( new Settings(), new HandleMarkup() ) )->build()['banner'];

		$this->assertSame( 'Alle akzeptieren', $banner['texts']['acceptAll'] );
		$this->assertSame( 'Reject all', $banner['texts']['rejectAll'], 'An empty text is its translated default, resolved here.' );
		$this->assertSame( 'Close', $banner['texts']['close'] );
		$this->assertSame( 'Marketing', $banner['texts']['tabs']['advanced']['title'] );
		$this->assertSame( 'Strictly necessary', $banner['texts']['tabs']['strict']['title'] );
		$this->assertSame( '#004488', $banner['colours']['button'] );
		$this->assertArrayNotHasKey( 'position', $banner, 'the bar is server HTML' );
		$this->assertArrayNotHasKey( 'message', $banner['texts'], 'the bar is server HTML' );
	}

	public function test_banner_colours_are_the_schema_defaults_and_carry_the_link_colour_and_privacy_page(): void {
		$this->act_as( 'administrator' );
		update_option( self::OPTION, [ 'colours' => [ 'link' => '#aa0000' ] ] );
		$privacy = wp_insert_post(
			[
				'post_type'   => 'page',
				'post_title'  => 'Privacy',
				'post_status' => 'publish',
			]
		);
		update_option( 'wp_page_for_privacy_policy', $privacy );

		$banner   = ( new PublicSettings( new Settings(), new HandleMarkup() ) )->build()['banner'];
		$defaults = \ShopConsent\Settings\SettingsSchema::defaults()['colours'];

		$this->assertSame(
			[
				'background' => $defaults['background'],
				'text'       => $defaults['text'],
				'button'     => $defaults['button_background'],
				'buttonText' => $defaults['button_text'],
				'link'       => '#aa0000',
			],
			$banner['colours']
		);
		$this->assertSame( get_permalink( $privacy ), $banner['privacyUrl'] );
	}

	public function test_timer_off_sends_zero_seconds(): void {
		$settings = ( new PublicSettings( new Settings(), new HandleMarkup() ) )->build();

		$this->assertSame( [ 'scroll' => false, 'seconds' => 0 ], $settings['autoAccept'] );
		$this->assertSame( [ 'enabled' => false, 'url' => '' ], $settings['geo'] );
	}

	public function test_scripts_url_changes_with_the_markup(): void {
		$this->act_as( 'administrator' );
		$public = new PublicSettings( new Settings(), new HandleMarkup() );
		$before = $public->build()['rest']['scripts'];
		update_option( self::OPTION, [ 'scripts' => [ 'advanced' => [ 'footer' => '<script>x()</script>' ] ] ] );

		$this->assertNotSame( $before, $public->build()['rest']['scripts'] );
	}

	public function test_page_output_is_the_same_whatever_the_cookie(): void {
		update_option( self::OPTION, [ 'consent_mode' => [ 'enabled' => true ] ] );
		// As on a storefront page: the bar is printed where the core runs.
		wp_enqueue_script( \ShopConsent\Assets\Scripts::FRONTEND );
		$pages = [];
		foreach ( [ '{"strict":1,"thirdparty":1,"advanced":1,"version":1,"id":"0123456789abcdef0123456789abcdef"}', '{"strict":1,"thirdparty":0,"advanced":0,"version":1,"id":"fedcba9876543210fedcba9876543210"}' ] as $cookie ) {
			$_COOKIE['shop_consent'] = $cookie;
			$pages[]                 = $this->render( 'wp_head' ) . $this->render( 'wp_body_open' ) . $this->render( 'wp_footer' );
		}

		$this->assertStringContainsString( 'shop-consent-settings', $pages[0] );
		$this->assertStringContainsString( 'id="shop-consent-bar"', $pages[0], 'the bar is drawn for everyone' );
		$this->assertSame( $pages[0], $pages[1] );
		wp_dequeue_script( \ShopConsent\Assets\Scripts::FRONTEND );
	}

	public function test_strict_markup_is_printed_blocked(): void {
		$this->act_as( 'administrator' );
		update_option(
			self::OPTION,
			[ 'scripts' => [ 'strict' => [ 'head' => '<script src="https://example.org/s.js"></script><script>go()</script>', 'footer' => '<iframe src="https://example.org/f"></iframe>' ] ] ]
		);

		$head   = $this->render( 'wp_head' );
		$footer = $this->render( 'wp_footer' );

		$this->assertStringContainsString( '<script data-shop-consent="strict" type="text/plain" src="https://example.org/s.js"></script>', $head );
		$this->assertStringContainsString( '<script data-shop-consent="strict" type="text/plain">go()</script>', $head );
		$this->assertSame( 1, preg_match( '#<iframe [^>]*></iframe>#', $footer, $iframe ) );
		$this->assertStringContainsString( 'data-shop-consent-src="https://example.org/f"', $iframe[0] );
		$this->assertStringContainsString( 'data-shop-consent="strict"', $iframe[0] );
		$this->assertStringNotContainsString( ' src=', $iframe[0] );
	}

	public function test_block_keeps_other_markup(): void {
		$this->assertSame( '<noscript><img src="x.gif"></noscript>', StrictMarkup::block( '<noscript><img src="x.gif"></noscript>' ) );
	}
}
