<?php
/**
 * The confirm and unsubscribe links of the mails, and the expiry of unconfirmed sign-ups.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\ExpiryPurge;
use ShopSocialIcons\Newsletter\LinkHandler;
use ShopSocialIcons\Newsletter\NewsletterSettings;
use ShopSocialIcons\Newsletter\SignedLink;
use ShopSocialIcons\Newsletter\SubscriberRepository;
use ShopSocialIcons\Newsletter\SubscribersTable;
use ShopSocialIcons\Tests\Support\NewsletterFixture;
use ShopSocialIcons\Tests\Support\WpDie;

require_once __DIR__ . '/Support/NewsletterFixture.php';

/**
 * Links taken from the captured mail, opened as a visitor would (the handler's page: HTTP status and message), and
 * the row as stored afterwards; tampered and expired links change nothing.
 */
final class NewsletterLinksTest extends TestCase {

	use NewsletterFixture;

	/**
	 * The handler under test, on the real table.
	 */
	private function handler(): LinkHandler {
		return new LinkHandler( new SubscriberRepository() );
	}

	/**
	 * Signs an address up and returns the links of its mail.
	 *
	 * @param string $email Address.
	 * @return array<string, array<string, string>>
	 */
	private function signed_up( string $email = 'ann@example.com' ): array {
		$this->assertSame( 200, $this->sign_up( [ 'email' => $email, 'consent' => '1' ] )->get_status() );
		return self::links( end( $this->mails )['message'] );
	}

	public function test_the_confirm_link_confirms_and_shows_the_confirmed_message(): void {
		update_option( NewsletterSettings::OPTION, [ 'confirmed_message' => 'Welcome aboard!' ] );
		$links = $this->signed_up();

		$page = $this->handler()->handle( $links['confirm'], time() );

		$this->assertSame( 200, $page['status'] );
		$this->assertSame( 'Welcome aboard!', $page['message'] );
		$row = $this->rows()['ann@example.com'];
		$this->assertSame( 'confirmed', $row['status'] );
		$this->assertNotNull( $row['confirmed_at'] );
	}

	public function test_opening_the_confirm_link_again_still_says_confirmed(): void {
		$links = $this->signed_up();
		$this->handler()->handle( $links['confirm'], time() );

		$page = $this->handler()->handle( $links['confirm'], time() + 60 );

		$this->assertSame( 200, $page['status'] );
		$this->assertSame( 'Thank you: your subscription is confirmed.', $page['message'] );
	}

	public function test_an_expired_confirm_link_is_refused_with_410_and_confirms_nothing(): void {
		$links = $this->signed_up();

		$page = $this->handler()->handle( $links['confirm'], (int) $links['confirm']['expires'] + 1 );

		$this->assertSame( 410, $page['status'] );
		$this->assertSame( 'This confirmation link has expired. Please sign up again with the form on our site.', $page['message'] );
		$this->assertSame( 'pending', $this->rows()['ann@example.com']['status'] );
	}

	public function test_a_confirm_link_whose_expiry_was_moved_is_forged(): void {
		$links                       = $this->signed_up();
		$links['confirm']['expires'] = (string) ( (int) $links['confirm']['expires'] + YEAR_IN_SECONDS );

		$page = $this->handler()->handle( $links['confirm'], time() );

		$this->assertSame( 403, $page['status'] );
		$this->assertSame( 'This link is not valid. Please open the link from your email exactly as it was sent.', $page['message'] );
		$this->assertSame( 'pending', $this->rows()['ann@example.com']['status'] );
	}

	/** @return array<string, array{callable(array<string, string>, array<string, string>): array<string, string>}> */
	public static function forgeries(): array {
		return [
			'signature changed'          => [ static fn ( array $own ): array => [ 'signature' => str_repeat( '0', 64 ) ] + $own ],
			'signature missing'          => [ static fn ( array $own ): array => array_diff_key( $own, [ 'signature' => true ] ) ],
			'another subscriber\'s id'   => [ static fn ( array $own, array $other ): array => [ 'id' => $other['id'] ] + $own ],
			'unsubscribe link as confirm' => [ static fn ( array $own, array $other, array $unsubscribe ): array => [ 'shop_newsletter' => 'confirm' ] + $unsubscribe ],
		];
	}

	/**
	 * @dataProvider forgeries
	 *
	 * @param callable $forge Makes the link from Ann's confirm link, Bo's confirm link and Ann's unsubscribe link.
	 */
	public function test_a_forged_confirm_link_is_refused_with_403_and_confirms_nobody( callable $forge ): void {
		$ann = $this->signed_up( 'ann@example.com' );
		$bo  = $this->signed_up( 'bo@example.com' );

		$page = $this->handler()->handle( $forge( $ann['confirm'], $bo['confirm'], $ann['unsubscribe'] ), time() );

		$this->assertSame( 403, $page['status'] );
		$this->assertSame( [ 'pending', 'pending' ], array_column( $this->rows(), 'status' ) );
	}

	public function test_a_link_to_a_row_that_is_gone_says_so_with_404(): void {
		$links = $this->signed_up();
		( new SubscriberRepository() )->delete( [ (int) $links['confirm']['id'] ] );

		$page = $this->handler()->handle( $links['confirm'], time() );

		$this->assertSame( 404, $page['status'] );
		$this->assertStringContainsString( 'You can sign up again', $page['message'] );
	}

	public function test_the_unsubscribe_link_unsubscribes_even_years_later(): void {
		$links = $this->signed_up();
		$this->handler()->handle( $links['confirm'], time() );

		$page = $this->handler()->handle( $links['unsubscribe'], time() + 5 * YEAR_IN_SECONDS );

		$this->assertSame( 200, $page['status'] );
		$this->assertSame( 'You are unsubscribed: you will not receive the newsletter any more.', $page['message'] );
		$this->assertSame( 'unsubscribed', $this->rows()['ann@example.com']['status'] );
	}

	public function test_a_forged_unsubscribe_link_unsubscribes_nobody(): void {
		$ann                             = $this->signed_up( 'ann@example.com' );
		$bo                              = $this->signed_up( 'bo@example.com' );
		$ann['unsubscribe']['id']        = $bo['unsubscribe']['id'];

		$page = $this->handler()->handle( $ann['unsubscribe'], time() );

		$this->assertSame( 403, $page['status'] );
		$this->assertSame( 'pending', $this->rows()['bo@example.com']['status'] );
	}

	public function test_an_old_confirm_link_does_not_resubscribe_an_unsubscribed_address(): void {
		$links = $this->signed_up();
		$this->handler()->handle( $links['unsubscribe'], time() );

		$page = $this->handler()->handle( $links['confirm'], time() );

		$this->assertSame( 409, $page['status'] );
		$this->assertSame( 'unsubscribed', $this->rows()['ann@example.com']['status'] );
	}

	public function test_opening_a_link_changes_nothing_and_offers_the_button_that_posts_its_signed_fields(): void {
		$links = $this->signed_up();
		$_GET  = wp_slash( $links['confirm'] );

		$page = $this->answered();

		$this->assertSame( 200, $page->getCode() );
		$this->assertStringContainsString( 'Confirm that ann@example.com may receive our newsletter.', $page->getMessage() );
		$this->assertStringContainsString( '<button type="submit" class="button button-primary">Confirm my subscription</button>', $page->getMessage() );
		$this->assertStringContainsString( 'name="signature" value="' . $links['confirm']['signature'] . '"', $page->getMessage() );
		$this->assertSame( 'pending', $this->rows()['ann@example.com']['status'], 'a mail scanner fetching the link confirms nothing' );
	}

	public function test_the_pages_button_confirms_and_shows_the_confirmed_message(): void {
		$links                     = $this->signed_up();
		$_GET                      = [ 'shop_newsletter' => 'confirm' ];
		$_POST                     = wp_slash( $links['confirm'] );
		$_SERVER['REQUEST_METHOD'] = 'POST';

		try {
			$page = $this->answered();
		} finally {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_POST                     = [];
		}

		$this->assertSame( 200, $page->getCode() );
		$this->assertStringContainsString( '<p class="shop-newsletter-link-message">Thank you: your subscription is confirmed.</p>', $page->getMessage() );
		$this->assertSame( 'confirmed', $this->rows()['ann@example.com']['status'] );
	}

	public function test_a_one_click_unsubscribe_posted_to_the_link_itself_unsubscribes(): void {
		$links                     = $this->signed_up();
		$_GET                      = wp_slash( $links['unsubscribe'] );
		$_POST                     = [ 'List-Unsubscribe' => 'One-Click' ];
		$_SERVER['REQUEST_METHOD'] = 'POST';

		try {
			$this->answered();
		} finally {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_POST                     = [];
		}

		$this->assertSame( 'unsubscribed', $this->rows()['ann@example.com']['status'] );
	}

	/** The page maybe_answer() prints (wp_die, which the test suite turns into an exception). */
	private function answered(): WpDie {
		try {
			$this->handler()->maybe_answer();
		} catch ( WpDie $page ) {
			return $page;
		}
		$this->fail( 'the link was not answered' );
	}

	public function test_other_requests_are_left_alone(): void {
		$_GET = [ 'p' => '1' ];

		$this->handler()->maybe_answer();

		$this->addToAssertionCount( 1 ); // No page printed: wp_die would have thrown.
	}

	public function test_the_daily_purge_deletes_only_pending_rows_older_than_7_days(): void {
		global $wpdb;
		$this->signed_up( 'old-pending@example.com' );
		$this->signed_up( 'new-pending@example.com' );
		$this->signed_up( 'old-confirmed@example.com' );
		$eight_days_ago = gmdate( 'Y-m-d H:i:s', time() - 8 * DAY_IN_SECONDS );
		$table          = SubscribersTable::name();
		$wpdb->update( $table, [ 'created_at' => $eight_days_ago ], [ 'email' => 'old-pending@example.com' ] );
		$wpdb->update( $table, [ 'created_at' => $eight_days_ago, 'status' => 'confirmed' ], [ 'email' => 'old-confirmed@example.com' ] );

		$deleted = ( new ExpiryPurge( new SubscriberRepository() ) )->run();

		$this->assertSame( 1, $deleted );
		$this->assertEqualsCanonicalizing( [ 'new-pending@example.com', 'old-confirmed@example.com' ], array_keys( $this->rows() ) );
	}

	public function test_the_purge_is_scheduled_daily_when_missing(): void {
		wp_clear_scheduled_hook( ExpiryPurge::HOOK );

		( new ExpiryPurge( new SubscriberRepository() ) )->schedule();

		$this->assertNotFalse( wp_next_scheduled( ExpiryPurge::HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( ExpiryPurge::HOOK ) );
	}

	public function test_a_confirm_link_lives_as_long_as_an_unconfirmed_row(): void {
		$this->assertSame( ExpiryPurge::MAX_AGE, SignedLink::CONFIRM_LIFETIME );
		$this->assertSame( 7 * DAY_IN_SECONDS, ExpiryPurge::MAX_AGE );
	}
}
