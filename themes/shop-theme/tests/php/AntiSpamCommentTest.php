<?php
/**
 * Comments and reviews sent through the forms need an anti-spam key.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\AntiSpam\CommentFormField;
use ShopTheme\AntiSpam\Keys;
use ShopTheme\AntiSpam\SpentKeys;
use WP_Comment;
use WP_Error;

/**
 * What wp-comments-post.php does, through wp_handle_comment_submission() with the form in $_POST: a comment or a
 * WooCommerce review with a valid key is saved, and the key is spent; without one, with a forged, an expired or a
 * spent one, it is refused with status 403 and the message. A moderator skips the check; comments not sent through a form are not checked. The
 * form carries the empty field and enqueues the script only where it is open.
 */
final class AntiSpamCommentTest extends TestCase {

	/** @var array<string, mixed> */
	private array $post = [];

	/** @var array<string, mixed> */
	private array $server = [];

	protected function setUp(): void {
		parent::setUp();
		$this->post             = $_POST;
		$this->server           = $_SERVER;
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		add_filter( 'comment_flood_filter', '__return_false' );
	}

	protected function tearDown(): void {
		$_POST   = $this->post;
		$_SERVER = $this->server;
		remove_filter( 'comment_flood_filter', '__return_false' );
		parent::tearDown();
	}

	private function open_post( string $type = 'post' ): int {
		return (int) wp_insert_post(
			[
				'post_type'      => $type,
				'post_status'    => 'publish',
				'post_title'     => 'Open ' . $type,
				'comment_status' => 'open',
			]
		);
	}

	/**
	 * Sends the form as wp-comments-post.php does.
	 *
	 * @param int                  $post_id The post.
	 * @param array<string, mixed> $extra   More fields (the key, a rating).
	 * @return WP_Comment|WP_Error
	 */
	private function submit( int $post_id, array $extra ) {
		$_POST = [
			'comment_post_ID' => (string) $post_id,
			'comment'         => 'A comment ' . wp_generate_password( 8, false ),
			'author'          => 'Ada',
			'email'           => 'ada' . wp_rand() . '@example.com',
		] + $extra;
		return wp_handle_comment_submission( wp_unslash( $_POST ) );
	}

	/**
	 * @param mixed $result What the submission gave.
	 */
	private function assert_refused( string $code, $result ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code() );
		$this->assertSame( 403, $result->get_error_data() );
	}

	public function test_a_comment_with_a_valid_key_is_saved(): void {
		$post_id = $this->open_post();

		$comment = $this->submit( $post_id, [ Keys::FIELD => Keys::issue( time() )['value'] ] );

		$this->assertInstanceOf( WP_Comment::class, $comment );
		$this->assertSame( $post_id, (int) $comment->comment_post_ID );
	}

	public function test_a_comment_without_a_key_is_refused_and_not_saved(): void {
		$post_id = $this->open_post();

		$this->assert_refused( 'shop_theme_antispam_missing', $this->submit( $post_id, [] ) );
		$this->assertSame( 0, (int) get_comments_number( $post_id ) );
		$this->assertSame( [], get_comments( [ 'post_id' => $post_id, 'status' => 'all' ] ) );
	}

	public function test_a_comment_with_a_forged_or_expired_key_is_refused(): void {
		$post_id = $this->open_post();
		$valid   = Keys::issue( time() )['value'];

		$this->assert_refused( 'shop_theme_antispam_forged', $this->submit( $post_id, [ Keys::FIELD => substr( $valid, 0, -4 ) . 'abcd' ] ) );
		$this->assert_refused( 'shop_theme_antispam_expired', $this->submit( $post_id, [ Keys::FIELD => Keys::issue( time() - HOUR_IN_SECONDS - 1 )['value'] ] ) );
		$this->assertSame( [], get_comments( [ 'post_id' => $post_id, 'status' => 'all' ] ) );
	}

	public function test_a_key_is_good_for_one_comment(): void {
		$post_id = $this->open_post();
		$key     = Keys::issue( time() )['value'];

		$this->assertInstanceOf( WP_Comment::class, $this->submit( $post_id, [ Keys::FIELD => $key ] ) );
		$this->assert_refused( 'shop_theme_antispam_spent', $this->submit( $post_id, [ Keys::FIELD => $key ] ) );
		$this->assertCount( 1, get_comments( [ 'post_id' => $post_id, 'status' => 'all' ] ) );
		$this->assertInstanceOf( WP_Comment::class, $this->submit( $post_id, [ Keys::FIELD => Keys::issue( time() )['value'] ] ), 'a new key passes' );
	}

	public function test_a_spent_key_is_forgotten_once_it_expired(): void {
		global $wpdb;
		$old = Keys::issue( time() - HOUR_IN_SECONDS + 5 );
		$this->assertNull( Keys::spend( $old['value'], time() ) );
		$spent = fn (): array => $wpdb->get_col( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( SpentKeys::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB

		$this->assertCount( 1, $spent() );
		$this->assertNull( Keys::spend( Keys::issue( $old['expires'] )['value'], $old['expires'] ), 'a use after the first key expired' );

		$this->assertSame( [ 'off' ], $spent(), 'the expired key\'s row is gone, the new one kept, never autoloaded' );
	}

	public function test_a_refused_key_is_not_spent(): void {
		$post_id = $this->open_post();
		$expired = Keys::issue( time() - HOUR_IN_SECONDS - 1 )['value'];

		$this->assert_refused( 'shop_theme_antispam_expired', $this->submit( $post_id, [ Keys::FIELD => $expired ] ) );
		$this->assert_refused( 'shop_theme_antispam_expired', $this->submit( $post_id, [ Keys::FIELD => $expired ] ) );
	}

	public function test_a_product_review_needs_a_key_too(): void {
		$this->require_woocommerce();
		$product_id = $this->open_post( 'product' );

		$this->assert_refused( 'shop_theme_antispam_missing', $this->submit( $product_id, [ 'rating' => '5' ] ) );

		$review = $this->submit( $product_id, [ 'rating' => '5', Keys::FIELD => Keys::issue( time() )['value'] ] );
		$this->assertInstanceOf( WP_Comment::class, $review );
		$this->assertSame( 'review', $review->comment_type );
	}

	public function test_a_moderator_needs_no_key(): void {
		$post_id = $this->open_post();
		$this->act_as( 'editor' );

		$this->assertInstanceOf( WP_Comment::class, $this->submit( $post_id, [] ) );
	}

	public function test_a_subscriber_needs_a_key(): void {
		$post_id = $this->open_post();
		$this->act_as( 'subscriber' );

		$this->assert_refused( 'shop_theme_antispam_missing', $this->submit( $post_id, [] ) );
	}

	public function test_comments_not_sent_through_a_form_are_not_checked(): void {
		$post_id = $this->open_post();

		$comment_id = wp_new_comment(
			[
				'comment_post_ID'      => $post_id,
				'comment_content'      => 'Imported',
				'comment_author'       => 'Importer',
				'comment_author_email' => 'importer@example.com',
				'comment_author_url'   => '',
				'comment_author_IP'    => '127.0.0.1',
				'comment_agent'        => 'cli',
			],
			true
		);

		$this->assertIsInt( $comment_id );
	}

	public function test_the_open_form_carries_the_empty_field_and_enqueues_the_script(): void {
		$post_id = $this->open_post();
		wp_dequeue_script( CommentFormField::SCRIPT );

		ob_start();
		comment_form( [], $post_id );
		$html = (string) ob_get_clean();

		$this->assertMatchesRegularExpression( '/<input type="hidden" name="shop_antispam_key" value="" data-shop-antispam="[^"]+shop-theme\/v1\/antispam-keys"/', $html );
		$this->assertStringContainsString( 'data-message="Your comment was not sent', $html );
		$this->assertTrue( wp_script_is( CommentFormField::SCRIPT, 'enqueued' ) );
		wp_dequeue_script( CommentFormField::SCRIPT );
	}

	public function test_a_closed_form_has_no_field_and_no_script(): void {
		$post_id = (int) wp_insert_post(
			[
				'post_status'    => 'publish',
				'post_title'     => 'Closed',
				'comment_status' => 'closed',
			]
		);
		wp_dequeue_script( CommentFormField::SCRIPT );

		ob_start();
		comment_form( [], $post_id );
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( 'shop_antispam_key', $html );
		$this->assertFalse( wp_script_is( CommentFormField::SCRIPT, 'enqueued' ) );
	}
}
