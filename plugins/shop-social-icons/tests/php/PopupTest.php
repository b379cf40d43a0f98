<?php
/**
 * The popup on storefront pages and through its REST route (page-cache compatibility).
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Kit\Cache\SharedCache;
use ShopSocialIcons\Popup\PopupController;
use ShopSocialIcons\Popup\PopupPage;
use ShopSocialIcons\Popup\PopupSettings;
use ShopSocialIcons\Settings\Settings;
use ShopSocialIcons\Tests\Support\IconPages;

require_once __DIR__ . '/Support/IconPages.php';

/**
 * What a page carries (the closed dialog and the trigger, or the trigger only) and what the route answers.
 */
final class PopupTest extends TestCase {

	use HookedCallback;
	use IconPages;

	protected function tearDown(): void {
		$this->close_page();
		wp_dequeue_script( 'shop-social-icons-frontend' );
		$this->footer_sprite();
		parent::tearDown();
	}

	public function test_a_page_carries_nothing_of_the_popup_while_it_is_off(): void {
		$this->open_page( [ 'p' => $this->post( 'Green tea' ) ] );

		$this->assertSame( '', $this->footer() );
		$this->assertNotContains( 'shop-social-icons-frontend', $this->enqueued() );
	}

	public function test_a_popup_without_a_trigger_is_not_put_on_pages(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'enabled'       => true,
				'delay_seconds' => 0,
				'on_scroll_end' => false,
			]
		);
		$this->open_page( [ 'p' => $this->post( 'Green tea' ) ] );

		$this->assertSame( '', $this->footer() );
		$this->assertNotContains( 'shop-social-icons-frontend', $this->enqueued() );
	}

	public function test_a_page_carries_the_closed_dialog_its_trigger_and_the_popup_files(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'enabled'          => true,
				'text'             => '<em>Like</em> it? <script>alert(1)</script>',
				'delay_seconds'    => 7,
				'on_scroll_end'    => true,
				'font'             => 'Georgia',
				'border_colour'    => '#123456',
				'border_thickness' => 3,
			]
		);
		$this->open_page( [ 'p' => $this->post( 'Green tea' ) ] );

		$this->assertContains( 'shop-social-icons-frontend', $this->enqueued() );
		$footer = $this->footer();

		$this->assertMatchesRegularExpression( '#<dialog id="shop-social-icons-popup" class="shop-social-icons-popup has-shadow"[^>]*aria-labelledby="shop-social-icons-popup-text">#', $footer );
		$this->assertStringNotContainsString( '<dialog open', $footer, 'closed until the core opens it' );
		$this->assertStringContainsString( '--shop-social-icons-popup-border:3px solid #123456;', $footer );
		$this->assertStringContainsString( '--shop-social-icons-popup-font:&quot;Georgia&quot;;', $footer );
		$this->assertStringContainsString( '<em>Like</em> it? ', $footer );
		$this->assertStringNotContainsString( 'alert(1)</script>', $footer );
		$this->assertStringContainsString( 'aria-label="Close"', $footer );
		$this->assertStringContainsString( 'aria-label="Share this page"', $footer, 'the share icons' );

		$data = $this->data( $footer );
		$this->assertSame( 7, $data['delay'] );
		$this->assertTrue( $data['onScrollEnd'] );
		$this->assertArrayNotHasKey( 'campaign', $data );
		$this->assertSame( [ 'shop-social-icons-popup-css' ], array_column( $data['assets']['css'], 'id' ) );
		$this->assertStringContainsString( '/shop-social-icons/build/style-popup.css?ver=', $data['assets']['css'][0]['href'] );
		$this->assertSame( [ 'shop-social-icons-popup-js' ], array_column( $data['assets']['scripts'], 'id' ) );
		$this->assertStringContainsString( '/shop-social-icons/build/popup.js?ver=', $data['assets']['scripts'][0]['src'] );
	}

	public function test_a_popup_without_text_is_named_by_its_share_icons(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'enabled' => true,
				'text'    => '<p> </p>',
			]
		);
		$this->open_page( [ 'p' => $this->post( 'Green tea' ) ] );

		$footer = $this->footer();

		$this->assertStringContainsString( '<dialog id="shop-social-icons-popup" class="shop-social-icons-popup has-shadow" style="', $footer );
		$this->assertMatchesRegularExpression( '#<dialog [^>]*aria-label="Share this page">#', $footer );
		$this->assertStringNotContainsString( 'aria-labelledby', $footer );
	}

	public function test_with_page_cache_compatibility_the_page_carries_only_the_trigger(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'enabled'      => true,
				'cache_compat' => true,
			]
		);
		$post_id = $this->post( 'Green tea' );
		$this->open_page( [ 'p' => $post_id ] );

		$footer = $this->footer();

		$this->assertStringNotContainsString( '<dialog', $footer );
		$this->assertStringNotContainsString( 'Enjoy this page?', $footer );
		$data = $this->data( $footer );
		$this->assertSame( 5, $data['delay'] );
		$this->assertArrayNotHasKey( 'assets', $data );
		$this->assertSame( rest_url( 'shop-social-icons/v1/popup' ) . '?post=' . $post_id, $data['campaign'] );
	}

	public function test_the_route_answers_the_dialog_sharing_the_post_with_its_symbols_and_files_in_order(): void {
		update_option(
			PopupSettings::OPTION,
			[
				'enabled'      => true,
				'cache_compat' => true,
			]
		);
		$post_id = $this->post( 'Green tea' );

		$response = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => $post_id ] );

		$this->assertSame( 200, $response->get_status() );
		$answer = $response->get_data();
		$this->assertStringContainsString( '<dialog id="shop-social-icons-popup"', $answer['content'] );
		$this->assertStringContainsString( 'Enjoy this page? Please spread the word :)', $answer['content'] );
		$this->assertStringContainsString( rawurlencode( (string) get_permalink( $post_id ) ), $answer['content'] );
		$this->assertStringContainsString( '<symbol id="shop-social-icons-facebook"', $answer['content'], 'no footer: its own symbols' );
		$this->assertSame( [ 'shop-social-icons-frontend-css', 'shop-social-icons-popup-css' ], array_column( $answer['css'], 'id' ) );
		$this->assertSame( [ 'shop-social-icons-popup-js' ], array_column( $answer['scripts'], 'id' ) );
	}

	public function test_the_route_never_shares_a_post_the_visitor_cannot_read(): void {
		update_option( PopupSettings::OPTION, [ 'enabled' => true ] );
		$draft = (int) wp_insert_post(
			[
				'post_title'  => 'Secret launch',
				'post_status' => 'draft',
			]
		);

		$content = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => $draft ] )->get_data()['content'];

		$this->assertStringNotContainsString( 'Secret', $content );
		$this->assertStringContainsString( rawurlencode( home_url( '/' ) ), $content, 'the front page instead' );
	}

	public function test_the_route_says_so_when_the_popup_is_off(): void {
		$response = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => 0 ] );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'shop_social_icons_popup_off', $response->get_data()['code'] );
		$this->assertSame( 'The popup is switched off.', $response->get_data()['message'] );
	}

	/**
	 * Pages with page-cache compatibility ask the route on every view: a shared cache in front of the site keeps its
	 * answers (also the 404 of a popup switched off), and is told when the popup or the icons change.
	 */
	public function test_shared_caches_keep_the_answers_and_are_purged_when_the_popup_or_the_icons_change(): void {
		$purges = [];
		$record = static function ( array $prefixes ) use ( &$purges ): void {
			$purges[] = $prefixes;
		};
		add_action( SharedCache::ACTION, $record );
		try {
			$off = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => 0 ] );
			update_option( PopupSettings::OPTION, [ 'enabled' => true ] );
			$on = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => 0 ] );
			update_option( Settings::OPTION, array_merge( Settings::get(), [ 'size' => 48 ] ) );
		} finally {
			remove_action( SharedCache::ACTION, $record );
		}

		$this->assertSame( 'public, max-age=0, s-maxage=300', $off->get_headers()['Cache-Control'] ?? '' );
		$this->assertSame( 'public, max-age=0, s-maxage=300', $on->get_headers()['Cache-Control'] ?? '' );
		// The icons are drawn into every page too: the whole site.
		$this->assertSame( array_fill( 0, 2, [ '/' ] ), $purges );
		$this->assertStringStartsWith( home_url( $purges[0][0] ), PopupController::url( 12 ), 'the address pages ask' );
	}

	public function test_the_route_refuses_a_malformed_post_with_a_message(): void {
		update_option( PopupSettings::OPTION, [ 'enabled' => true ] );

		$response = $this->rest( 'GET', '/shop-social-icons/v1/popup', [ 'post' => 'tea' ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
	}

	/**
	 * What PopupPage prints at wp_footer.
	 */
	private function footer(): string {
		$print = $this->hooked_callback( 'wp_footer', PopupPage::class );
		ob_start();
		$print();
		return (string) ob_get_clean();
	}

	/**
	 * The script handles PopupPage enqueues (dequeued again).
	 *
	 * @return list<string>
	 */
	private function enqueued(): array {
		$before = wp_scripts()->queue;
		( $this->hooked_callback( 'wp_enqueue_scripts', PopupPage::class ) )();
		$added = array_values( array_diff( wp_scripts()->queue, $before ) );
		array_map( 'wp_dequeue_script', $added );
		return $added;
	}

	/**
	 * The trigger's data in printed HTML.
	 *
	 * @param string $html The footer.
	 * @return array<string, mixed>
	 */
	private function data( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="shop-social-icons-popup-data">(.*?)</script>#s', $html, $match ) );
		$data = json_decode( $match[1], true );
		$this->assertIsArray( $data );
		return $data;
	}
}
