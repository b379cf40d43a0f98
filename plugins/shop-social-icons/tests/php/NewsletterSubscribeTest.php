<?php
/**
 * POST shop-social-icons/v1/subscribe: validation, duplicates, honeypot, rate limit and the double opt-in mail.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\NewsletterSettings;
use ShopSocialIcons\Newsletter\SignupRateLimit;
use ShopSocialIcons\Tests\Support\NewsletterFixture;

require_once __DIR__ . '/Support/NewsletterFixture.php';

/**
 * What a visitor reads ({status, message_text, redirection_url} with the HTTP status), what is stored and what mail
 * goes out, through the real REST server.
 */
final class NewsletterSubscribeTest extends TestCase {

	use NewsletterFixture;

	/** What a sign-up that was taken answers, with the redirection the tests set. */
	private const TAKEN = [
		'status'          => 'SUCCESS',
		'message_text'    => 'Almost there: please check your inbox to confirm your subscription.',
		'redirection_url' => 'shop.example/thanks',
	];

	private const VALID = [
		'email'   => 'Ann.Reader@Example.com',
		'name'    => 'Ann',
		'consent' => '1',
	];

	public function test_a_valid_sign_up_is_stored_pending_and_gets_the_confirmation_mail(): void {
		update_option( NewsletterSettings::OPTION, [ 'redirect_url' => 'shop.example/thanks' ] );

		$response = $this->sign_up( self::VALID );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::TAKEN, $response->get_data() );
		$rows = $this->rows();
		$this->assertSame( [ 'ann.reader@example.com' ], array_keys( $rows ), 'stored once, in lower case' );
		$this->assertSame( 'pending', $rows['ann.reader@example.com']['status'] );
		$this->assertSame( 'Ann', $rows['ann.reader@example.com']['name'] );
		$this->assertSame( 'I agree to receive the newsletter and accept the privacy policy.', $rows['ann.reader@example.com']['consent_text'] );
		$this->assertNull( $rows['ann.reader@example.com']['confirmed_at'] );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( 'ann.reader@example.com', $mail['to'] );
		$this->assertStringContainsString( 'Please confirm your subscription', $mail['subject'] );
		$this->assertStringContainsString( "Hello,\n", $mail['message'] );
		$links = self::links( $mail['message'] );
		$this->assertSame( [ 'confirm', 'unsubscribe' ], array_keys( $links ), 'a confirm link and an unsubscribe link' );
		$this->assertSame( $rows['ann.reader@example.com']['id'], $links['confirm']['id'] );
		$this->assertEqualsWithDelta( time() + 7 * DAY_IN_SECONDS, (int) $links['confirm']['expires'], 5, 'the confirm link expires in 7 days' );
		$this->assertSame( '0', $links['unsubscribe']['expires'], 'the unsubscribe link never expires' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $links['confirm']['signature'] );
		$this->assertStringContainsString( 'List-Unsubscribe: <' . home_url( '/' ), implode( "\n", (array) $mail['headers'] ) );
		$this->assertContains( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', (array) $mail['headers'] );
	}

	public function test_the_mail_never_echoes_the_free_text_name(): void {
		$this->sign_up( [ 'name' => 'Win a prize at spam.example' ] + self::VALID );

		$this->assertSame( 'Win a prize at spam.example', $this->rows()['ann.reader@example.com']['name'], 'stored for the admin' );
		$this->assertStringNotContainsString( 'spam.example', $this->mails[0]['subject'] . $this->mails[0]['message'] );
	}

	public function test_the_name_is_optional(): void {
		$response = $this->sign_up( [ 'email' => 'bo@example.com', 'consent' => 'true' ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '', $this->rows()['bo@example.com']['name'] );
		$this->assertStringContainsString( "Hello,\n", $this->mails[0]['message'] );
	}

	/** @return array<string, array{array<string, string>, string}> fields => the message shown */
	public static function invalid_sign_ups(): array {
		return [
			'no email'        => [ [ 'consent' => '1' ], 'Please enter your email address.' ],
			'blank email'     => [ [ 'email' => '   ', 'consent' => '1' ], 'Please enter your email address.' ],
			'not an email'    => [ [ 'email' => 'not-an-email', 'consent' => '1' ], 'Please enter a valid email address, such as name@example.com.' ],
			'no domain dot'   => [ [ 'email' => 'ann@localhost', 'consent' => '1' ], 'Please enter a valid email address, such as name@example.com.' ],
			'two addresses'   => [ [ 'email' => 'a@example.com,b@example.com', 'consent' => '1' ], 'Please enter a valid email address, such as name@example.com.' ],
			'markup in email' => [ [ 'email' => '<b>@example.com', 'consent' => '1' ], 'Please enter a valid email address, such as name@example.com.' ],
			'no consent'      => [ [ 'email' => 'ann@example.com' ], 'Please tick the box to agree to receive the newsletter.' ],
			'consent refused' => [ [ 'email' => 'ann@example.com', 'consent' => '0' ], 'Please tick the box to agree to receive the newsletter.' ],
			'name too long'   => [ [ 'email' => 'ann@example.com', 'consent' => '1', 'name' => str_repeat( 'é', 101 ) ], 'Please enter a name of at most 100 characters.' ],
		];
	}

	/**
	 * @dataProvider invalid_sign_ups
	 *
	 * @param array<string, string> $fields  The form.
	 * @param string                $message What the visitor reads.
	 */
	public function test_an_invalid_sign_up_is_refused_with_a_400_and_a_message( array $fields, string $message ): void {
		$response = $this->sign_up( $fields );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame(
			[
				'status'          => 'ERROR',
				'message_text'    => $message,
				'redirection_url' => '',
			],
			$response->get_data()
		);
		$this->assertSame( [], $this->rows() );
		$this->assertSame( [], $this->mails );
	}

	public function test_a_consent_value_that_is_no_boolean_is_refused_by_the_schema(): void {
		$response = $this->sign_up( [ 'email' => 'ann@example.com', 'consent' => 'maybe' ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( [], $this->rows() );
	}

	/** @return array<string, array{string|null}> the stored row's status before the sign-up (null: none) */
	public static function stored_statuses(): array {
		return [
			'new'       => [ null ],
			'pending'   => [ 'pending' ],
			'confirmed' => [ 'confirmed' ],
		];
	}

	/**
	 * @dataProvider stored_statuses
	 *
	 * @param string|null $status The row's status before the sign-up.
	 */
	public function test_a_sign_up_gets_the_same_answer_whether_the_address_is_new_pending_or_confirmed( ?string $status ): void {
		global $wpdb;
		update_option( NewsletterSettings::OPTION, [ 'redirect_url' => 'shop.example/thanks' ] );
		if ( null !== $status ) {
			$this->sign_up( self::VALID );
			$wpdb->update( \ShopSocialIcons\Newsletter\SubscribersTable::name(), [ 'status' => $status ], [ 'email' => 'ann.reader@example.com' ] );
			$this->mails = [];
		}

		$response = $this->sign_up( [ 'email' => 'ANN.READER@example.COM', 'name' => 'Other', 'consent' => '1' ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::TAKEN, $response->get_data() );
		$rows = $this->rows();
		$this->assertCount( 1, $rows, 'never a second row' );
		$this->assertSame( $status ?? 'pending', $rows['ann.reader@example.com']['status'], 'a stored row keeps its status' );
		$this->assertSame( null === $status ? 'Other' : 'Ann', $rows['ann.reader@example.com']['name'], 'a stored row is kept as it was' );
		$this->assertCount( null === $status ? 1 : 0, $this->mails, 'mail only for a new address: a stored one is not mailed again' );
	}

	public function test_an_unsubscribed_address_may_sign_up_again_on_its_own_row(): void {
		global $wpdb;
		$this->sign_up( self::VALID );
		$id = $this->rows()['ann.reader@example.com']['id'];
		$wpdb->update( \ShopSocialIcons\Newsletter\SubscribersTable::name(), [ 'status' => 'unsubscribed' ], [ 'id' => $id ] );

		$response = $this->sign_up( [ 'email' => 'ann.reader@example.com', 'name' => 'Annie', 'consent' => '1' ] );

		$this->assertSame( 200, $response->get_status() );
		$rows = $this->rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( $id, $rows['ann.reader@example.com']['id'] );
		$this->assertSame( 'pending', $rows['ann.reader@example.com']['status'] );
		$this->assertSame( 'Annie', $rows['ann.reader@example.com']['name'] );
		$this->assertCount( 2, $this->mails );
	}

	public function test_a_filled_honeypot_looks_like_success_but_stores_and_sends_nothing(): void {
		$response = $this->sign_up( self::VALID + [ 'website' => 'https://spam.example' ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'SUCCESS', $response->get_data()['status'] );
		$this->assertSame( [], $this->rows() );
		$this->assertSame( [], $this->mails );
	}

	public function test_a_client_over_the_rate_limit_gets_a_429_with_a_message_and_nothing_is_stored(): void {
		for ( $i = 1; $i <= SignupRateLimit::LIMIT; $i++ ) {
			$this->assertSame( 400, $this->sign_up( [ 'email' => 'bad' . $i ] )->get_status(), "attempt $i is answered" );
		}

		$window_ends = SignupRateLimit::WINDOW - time() % SignupRateLimit::WINDOW; // Windows are fixed spans of ten minutes.
		$response    = $this->sign_up( self::VALID );

		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'ERROR', $response->get_data()['status'] );
		$this->assertMatchesRegularExpression( '/^Too many sign-up attempts\. Please try again in (10 minutes|[2-9] minutes|1 minute)\.$/', $response->get_data()['message_text'] );
		$this->assertEqualsWithDelta( $window_ends, (int) $response->get_headers()['Retry-After'], 5, 'the seconds until the window ends' );
		$this->assertSame( [], $this->rows() );
		$this->assertSame( [], $this->mails );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertSame( 200, $this->sign_up( self::VALID )->get_status(), 'another client is not limited' );
	}

	public function test_ipv6_clients_are_counted_by_their_64_prefix(): void {
		for ( $i = 1; $i <= SignupRateLimit::LIMIT; $i++ ) {
			$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2::' . dechex( $i );
			$this->assertSame( 400, $this->sign_up( [ 'email' => 'bad' . $i ] )->get_status(), "attempt $i is answered" );
		}

		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:ffff:aaaa:bbbb:9';
		$this->assertSame( 429, $this->sign_up( self::VALID )->get_status(), 'any address of the same /64 is the same client' );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::1';
		$this->assertSame( 200, $this->sign_up( self::VALID )->get_status(), 'the next /64 is another client' );
	}

	public function test_a_forwarded_header_gives_no_fresh_bucket_unless_the_host_named_it(): void {
		$_SERVER['REMOTE_ADDR'] = '10.0.0.5';
		for ( $i = 1; $i <= SignupRateLimit::LIMIT; $i++ ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.' . $i;
			$_SERVER['HTTP_FORWARDED']       = 'for=198.51.100.' . $i;
			$this->assertSame( 400, $this->sign_up( [ 'email' => 'bad' . $i ] )->get_status(), "attempt $i is answered" );
		}
		try {
			$this->assertSame( 429, $this->sign_up( self::VALID )->get_status(), 'the proxy is the client: the headers are anybody\'s to write' );
		} finally {
			unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_FORWARDED'] );
		}
	}

	public function test_a_mail_that_cannot_be_sent_takes_the_row_back_with_a_500(): void {
		$this->mail_works = false;

		$response = $this->sign_up( self::VALID );

		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'The confirmation email could not be sent. Please try again later.', $response->get_data()['message_text'] );
		$this->assertSame( [], $this->rows() );
	}

	public function test_the_endpoint_is_public_and_takes_posts_only(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->sign_up( self::VALID )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/shop-social-icons/v1/subscribe', self::VALID )->get_status() );
	}

	public function test_answers_are_never_cached(): void {
		$this->assertSame( 'no-store', $this->sign_up( self::VALID )->get_headers()['Cache-Control'] );
	}
}
