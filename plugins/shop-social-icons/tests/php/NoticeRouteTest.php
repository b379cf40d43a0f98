<?php
/**
 * The admin notice widget: its state per user through the REST route, and how it is printed.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Admin\AdminNotice;
use ShopSocialIcons\Admin\NoticeState;

/**
 * Only an administrator with the REST nonce may save; a bad status is a 400 with a message; each user keeps their
 * own state, and the notice is printed in it (gone once dismissed).
 */
final class NoticeRouteTest extends TestCase {

	private const ROUTE = '/shop-social-icons/v1/notice';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// set_current_screen() and WP_Screen live in wp-admin.
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'], $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	public function test_an_administrator_saves_open_closed_and_dismissed_for_themselves_only(): void {
		$other = $this->act_as( 'administrator' );
		$admin = $this->act_as( 'administrator' );

		foreach ( NoticeState::STATES as $status ) {
			$response = $this->rest( 'POST', self::ROUTE, [ 'status' => $status ] );
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( [ 'status' => $status ], $response->get_data() );
			$this->assertSame( $status, get_user_meta( $admin, NoticeState::META_KEY, true ) );
		}
		$this->assertSame( NoticeState::CLOSED, NoticeState::get( $other ), 'another user keeps the default' );
	}

	public function test_visitors_and_editors_are_refused_and_nothing_is_stored(): void {
		$logged_out = $this->rest( 'POST', self::ROUTE, [ 'status' => 'open' ] );
		$this->assertSame( 401, $logged_out->get_status() );
		$this->assertNotEmpty( $logged_out->as_error()->get_error_message() );

		$editor = $this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, [ 'status' => 'open' ] )->get_status() );
		$this->assertSame( '', get_user_meta( $editor, NoticeState::META_KEY, true ) );
	}

	public function test_a_cookie_authenticated_write_without_the_rest_nonce_is_refused(): void {
		$admin = $this->act_as( 'administrator' );
		// What rest_cookie_check_errors() does for a logged-in cookie without X-WP-Nonce: treat the request as a guest's.
		$GLOBALS['wp_rest_auth_cookie'] = true;
		rest_cookie_check_errors( null );

		$this->assertSame( 401, $this->rest( 'POST', self::ROUTE, [ 'status' => 'dismissed' ] )->get_status() );
		$this->assertSame( '', get_user_meta( $admin, NoticeState::META_KEY, true ) );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function bad_values(): array {
		return [
			'the replaced plugin’s word' => [ [ 'status' => 'hide' ] ],
			'empty'                      => [ [ 'status' => '' ] ],
			'a list'                     => [ [ 'status' => [ 'open' ] ] ],
			'missing'                    => [ [] ],
		];
	}

	/**
	 * @dataProvider bad_values
	 * @param array<string, mixed> $params The body.
	 */
	public function test_a_bad_value_is_a_400_with_a_message_and_changes_nothing( array $params ): void {
		$admin = $this->act_as( 'administrator' );
		NoticeState::set( $admin, NoticeState::OPEN );

		$response = $this->rest( 'POST', self::ROUTE, $params );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'status', $response->as_error()->get_error_message() );
		$this->assertSame( NoticeState::OPEN, NoticeState::get( $admin ) );
	}

	public function test_the_notice_is_printed_in_the_users_state_on_the_dashboard_and_gone_once_dismissed(): void {
		$admin  = $this->act_as( 'administrator' );
		$notice = new AdminNotice();
		set_current_screen( 'dashboard' );

		$closed = $this->printed( $notice );
		$this->assertStringContainsString( 'aria-expanded="false"', $closed );
		$this->assertMatchesRegularExpression( '/id="' . AdminNotice::DETAILS_ID . '"\s+hidden/', $closed );
		$this->assertStringContainsString( 'Read more', $closed );

		NoticeState::set( $admin, NoticeState::OPEN );
		$open = $this->printed( $notice );
		$this->assertStringContainsString( 'aria-expanded="true"', $open );
		$this->assertDoesNotMatchRegularExpression( '/id="' . AdminNotice::DETAILS_ID . '"\s+hidden/', $open );
		$this->assertMatchesRegularExpression( '/>\s*Collapse\s*</', $open );

		NoticeState::set( $admin, NoticeState::DISMISSED );
		$this->assertSame( '', $this->printed( $notice ) );
	}

	public function test_the_notice_stays_off_other_screens_and_away_from_editors(): void {
		$notice = new AdminNotice();
		$this->act_as( 'administrator' );
		set_current_screen( 'edit-post' );
		$this->assertSame( '', $this->printed( $notice ) );

		$this->act_as( 'editor' );
		set_current_screen( 'dashboard' );
		$this->assertSame( '', $this->printed( $notice ) );
	}

	private function printed( AdminNotice $notice ): string {
		ob_start();
		$notice->render();
		return (string) ob_get_clean();
	}
}
