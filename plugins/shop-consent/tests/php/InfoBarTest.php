<?php
/**
 * The server-drawn info bar: its markup, where the page prints it, the first-paint mark and the admin's preview.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Assets\Scripts;
use ShopConsent\Banner\BarMarkup;
use ShopConsent\Banner\BarVisibilityScript;
use ShopConsent\Banner\InfoBar;
use ShopConsent\Frontend\HeadSnippets;
use ShopConsent\Settings\Settings;
use ShopConsent\Settings\ThemeColours;

/**
 * One drawing for every visitor; the browser decides whether it shows.
 */
final class InfoBarTest extends TestCase {

	private const OPTION = 'shop_consent_settings';

	private const ROUTE = '/shop-consent/v1/bar-preview';

	/**
	 * The bar the storefront gets for the stored settings.
	 *
	 * @param string $privacy_url The privacy page.
	 */
	private function bar( string $privacy_url = '' ): string {
		return ( new BarMarkup() )->render( ( new Settings() )->get(), $privacy_url );
	}

	/**
	 * Runs a callback with the storefront core enqueued or not, on a copy of the script queue, and returns what it
	 * printed.
	 *
	 * @param callable $print    Prints.
	 * @param bool     $enqueued Whether the storefront core is enqueued.
	 */
	private function printed( callable $print, bool $enqueued = true ): string {
		$saved                 = $GLOBALS['wp_scripts'];
		$GLOBALS['wp_scripts'] = clone wp_scripts();
		if ( $enqueued ) {
			wp_enqueue_script( Scripts::FRONTEND );
		}
		ob_start();
		try {
			$print();
		} finally {
			$html                  = (string) ob_get_clean();
			$GLOBALS['wp_scripts'] = $saved;
		}
		return $html;
	}

	public function test_the_bar_is_a_labelled_region_with_its_buttons_and_an_empty_live_region(): void {
		$html = $this->bar();

		$this->assertStringContainsString( 'id="shop-consent-bar"', $html );
		$this->assertStringContainsString( 'role="region" aria-label="Cookie consent"', $html );
		$this->assertStringContainsString( '<p class="shop-consent-visually-hidden" aria-live="polite"></p>', $html, 'filled by the core once shown, so it is announced' );
		$this->assertStringContainsString( '<p class="shop-consent-bar-message" aria-hidden="true">We use cookies to run this shop', $html );
		// The hooks src/frontend/info-bar.ts wires, in the bar's tab order.
		preg_match_all( '/data-shop-consent-action="(\w+)"/', $html, $actions );
		$this->assertSame( [ 'accept', 'reject', 'optout', 'settings', 'close' ], $actions[1] );
		$this->assertStringContainsString( 'data-shop-consent-action="optout" hidden>Do not sell or share my personal information</button>', $html, 'shown by the core in the opt-out model only' );
		$this->assertStringContainsString( 'aria-label="Close" data-shop-consent-action="close"', $html );
	}

	public function test_the_admins_texts_colours_and_position_are_drawn_escaped_and_empty_texts_show_the_defaults(): void {
		$this->act_as( 'administrator' );
		update_option(
			self::OPTION,
			[
				'texts'    => [
					'bar_message' => 'Cookies <b>&</b> you',
					'accept'      => 'Alle akzeptieren',
				],
				'colours'  => [ 'background' => '#123456' ],
				'position' => 'bottom-right',
			]
		);

		$html = $this->bar();

		$this->assertStringContainsString( 'Cookies &lt;b&gt;&amp;&lt;/b&gt; you', $html );
		$this->assertStringContainsString( '>Alle akzeptieren</button>', $html );
		$this->assertStringContainsString( '>Reject all</button>', $html, 'an empty text is its translated default' );
		$this->assertStringContainsString( 'class="shop-consent shop-consent-bar shop-consent-bar-bottom-right"', $html );
		$theme = ThemeColours::defaults();
		$this->assertStringContainsString( "--shop-consent-background:#123456;--shop-consent-text:{$theme['text']};--shop-consent-button:{$theme['button_background']};--shop-consent-button-text:{$theme['button_text']};--shop-consent-link:{$theme['link']};", $html, 'the colours not saved are the theme\'s' );
	}

	public function test_the_privacy_link_is_there_only_with_a_policy_page(): void {
		$this->assertStringNotContainsString( '<a ', $this->bar() );
		$this->assertStringContainsString(
			'<a class="shop-consent-link" href="https://shop.test/privacy/?a=1&#038;b=2">Privacy policy</a>',
			$this->bar( 'https://shop.test/privacy/?a=1&b=2' )
		);
	}

	public function test_the_preview_has_no_id_so_the_pages_rule_never_hides_it(): void {
		$html = ( new BarMarkup() )->render( ( new Settings() )->get(), '', false );

		$this->assertStringNotContainsString( 'id=', $html );
		$this->assertStringStartsWith( '<div class="shop-consent shop-consent-bar', $html );
	}

	public function test_the_page_prints_the_bar_with_its_script_after_it_queueing_clicks_and_publishing_the_height(): void {
		$html = $this->printed( ( new InfoBar( new Settings(), new BarMarkup() ) )->print(...) );

		$this->assertSame( 1, substr_count( $html, 'id="shop-consent-bar"' ) );
		$script = strpos( $html, '<script id="shop-consent-bar-script"' );
		$this->assertIsInt( $script );
		$this->assertGreaterThan( strpos( $html, 'id="shop-consent-bar"' ), $script );
		$this->assertStringContainsString( 'window.shopConsentClicks=[]', $html, 'clicks before the actions are kept' );
		$this->assertStringContainsString( "closest('[data-shop-consent-action]')", $html );
		$this->assertStringContainsString( "r.style.setProperty('--shop-consent-bar-height'", $html );
		$this->assertStringContainsString( 'new ResizeObserver(', $html, 'kept current: rotation, the bar closing' );
	}

	public function test_a_page_without_the_core_gets_no_bar(): void {
		$this->assertSame( '', $this->printed( ( new InfoBar( new Settings(), new BarMarkup() ) )->print(...), false ) );
	}

	public function test_a_bar_at_the_top_publishes_no_height(): void {
		$this->act_as( 'administrator' );
		update_option( self::OPTION, [ 'position' => 'top' ] );

		$html = $this->printed( ( new InfoBar( new Settings(), new BarMarkup() ) )->print(...) );

		$this->assertStringContainsString( 'shop-consent-bar-top', $html );
		$this->assertStringNotContainsString( 'shop-consent-bar-height', $html );
		$this->assertStringContainsString( 'window.shopConsentClicks=[]', $html, 'its clicks are queued all the same' );
	}

	public function test_the_bar_comes_first_in_the_body_and_in_the_footer_only_for_themes_without_body_open(): void {
		$bar = new InfoBar( new Settings(), new BarMarkup() );
		$bar->register();
		$this->assertSame( 5, has_action( 'wp_body_open', [ $bar, 'print' ] ) );
		$this->assertSame( 1, has_action( 'wp_footer', [ $bar, 'print_in_footer' ] ) );
		remove_action( 'wp_body_open', [ $bar, 'print' ], 5 );
		remove_action( 'wp_footer', [ $bar, 'print_in_footer' ], 1 );

		$fired = $GLOBALS['wp_actions']['wp_body_open'] ?? null;
		try {
			unset( $GLOBALS['wp_actions']['wp_body_open'] );
			$this->assertStringContainsString( 'id="shop-consent-bar"', $this->printed( $bar->print_in_footer(...) ) );
			$GLOBALS['wp_actions']['wp_body_open'] = 1;
			$this->assertSame( '', $this->printed( $bar->print_in_footer(...) ), 'printed once, at body open' );
		} finally {
			if ( null === $fired ) {
				unset( $GLOBALS['wp_actions']['wp_body_open'] );
			} else {
				$GLOBALS['wp_actions']['wp_body_open'] = $fired;
			}
		}
	}

	public function test_the_head_snippet_shows_the_bar_at_first_paint_only_without_a_decision_gpc_session_flag_or_migration(): void {
		$snippet = ( new HeadSnippets( new Settings() ) )->decided_snippet();

		$this->assertStringContainsString( "setAttribute('data-shop-consent-decided','1');else if(", $snippet );
		$this->assertStringContainsString( '(?:shop_consent_hidden=1(?:;|$)|moove_gdpr_popup=)/.test(document.cookie)', $snippet );
		$this->assertStringContainsString( '&&!navigator.globalPrivacyControl)', $snippet );
		$this->assertStringEndsWith( "document.documentElement.setAttribute('" . BarVisibilityScript::ATTRIBUTE . "','shown');", $snippet );
	}

	public function test_without_gpc_honoured_the_signal_does_not_hide_the_bar(): void {
		$this->act_as( 'administrator' );
		update_option( self::OPTION, [ 'gpc' => false ] );

		$this->assertStringNotContainsString( 'globalPrivacyControl', ( new HeadSnippets( new Settings() ) )->decided_snippet() );
	}

	public function test_with_geo_rules_the_bar_waits_for_the_answer(): void {
		$this->act_as( 'administrator' );
		update_option( self::OPTION, [ 'geo' => [ 'enabled' => true ] ] );

		$snippet = ( new HeadSnippets( new Settings() ) )->decided_snippet();

		$this->assertStringNotContainsString( BarVisibilityScript::ATTRIBUTE, $snippet );
		$this->assertStringEndsWith( "setAttribute('data-shop-consent-decided','1');", $snippet );
	}

	public function test_only_administrators_may_preview_the_bar(): void {
		$logged_out = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 401, $logged_out->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_the_preview_draws_the_edited_settings_keeping_the_stored_value_of_a_refused_field(): void {
		$this->act_as( 'administrator' );
		update_option( self::OPTION, [ 'colours' => [ 'text' => '#222222' ] ] );

		$response = $this->rest(
			'GET',
			self::ROUTE,
			[
				'texts'    => [
					'accept'  => 'Yes, <all>',
					'unknown' => 'ignored',
				],
				'colours'  => [
					'background' => '#000',
					'text'       => '#12',
				],
				'position' => 'middle',
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$markup = $response->get_data()['markup'];
		$this->assertStringContainsString( '>Yes, &lt;all&gt;</button>', $markup );
		$this->assertStringContainsString( '--shop-consent-background:#000;--shop-consent-text:#222222;', $markup, 'a colour being typed keeps the stored one' );
		$this->assertStringContainsString( 'shop-consent-bar-bottom"', $markup, 'an unknown position keeps the stored one' );
		$this->assertStringNotContainsString( 'id="shop-consent-bar"', $markup );
		$this->assertStringNotContainsString( 'ignored', $markup );
		$this->assertSame( '#ffffff', ( new Settings() )->get()['colours']['background'], 'nothing saved' );
	}
}
