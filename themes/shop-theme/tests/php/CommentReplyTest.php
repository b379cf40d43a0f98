<?php
/**
 * WordPress's threaded reply script on the pages that can reply.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;

/**
 * `comment-reply` is enqueued on a post whose comments are open when comments are threaded, and nowhere else, even
 * after a comments block enqueued it while rendering.
 */
final class CommentReplyTest extends TestCase {

	use EnqueueCapture;

	/**
	 * A published post.
	 *
	 * @param string $comment_status open or closed.
	 */
	private function post( string $comment_status ): int {
		return (int) wp_insert_post(
			[
				'post_title'     => 'Replies',
				'post_status'    => 'publish',
				'comment_status' => $comment_status,
			]
		);
	}

	public function test_enqueued_where_comments_are_open_and_threaded(): void {
		update_option( 'thread_comments', '1' );
		$this->assertContains( 'comment-reply', $this->scripts_enqueued_on( [ 'p' => $this->post( 'open' ) ] ) );
	}

	public function test_not_on_closed_or_unthreaded_comments_nor_on_lists(): void {
		update_option( 'thread_comments', '1' );
		$this->assertNotContains( 'comment-reply', $this->scripts_enqueued_on( [ 'p' => $this->post( 'closed' ) ] ) );
		$this->assertNotContains( 'comment-reply', $this->scripts_enqueued_on( [] ), 'blog home' );

		update_option( 'thread_comments', '' );
		$this->assertNotContains( 'comment-reply', $this->scripts_enqueued_on( [ 'p' => $this->post( 'open' ) ] ) );
	}

	public function test_not_on_a_product_whose_reviews_have_no_reply_links(): void {
		$this->require_woocommerce();
		update_option( 'thread_comments', '1' );
		$product = (int) wp_insert_post(
			[
				'post_type'      => 'product',
				'post_title'     => 'Reviewed',
				'post_status'    => 'publish',
				'comment_status' => 'open',
			]
		);
		$this->assertNotContains( 'comment-reply', $this->scripts_enqueued_on( [ 'p' => $product, 'post_type' => 'product' ] ) );
	}

	public function test_dropped_before_the_footer_when_a_block_enqueued_it_where_no_reply_can_show(): void {
		update_option( 'thread_comments', '' );
		$main_query = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$GLOBALS['wp_the_query'] = new \WP_Query( [ 'p' => $this->post( 'open' ) ] );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		try {
			wp_enqueue_script( 'comment-reply' );
			remove_action( 'wp_footer', 'wp_print_footer_scripts', 20 );
			ob_start();
			do_action( 'wp_footer' );
			ob_end_clean();
			add_action( 'wp_footer', 'wp_print_footer_scripts', 20 );
			$this->assertFalse( wp_script_is( 'comment-reply' ) );
		} finally {
			[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main_query;
			wp_dequeue_script( 'comment-reply' );
		}
	}
}
