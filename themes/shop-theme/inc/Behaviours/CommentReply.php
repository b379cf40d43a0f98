<?php
/**
 * WordPress's threaded reply script, where it has something to do.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `comment-reply` (moves the form under the comment answered) is needed on a singular page whose comments are open
 * and threaded, but not on a product: WooCommerce lists reviews without reply links. The comments blocks enqueue it whenever they render, even where no reply link can show; this
 * enqueues it where it is needed and drops it before the footer scripts elsewhere.
 */
final class CommentReply implements Service {

	/** WordPress's handle. */
	public const HANDLE = 'comment-reply';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ] );
		add_action( 'wp_footer', [ $this, 'enqueue' ], 1 );
	}

	/**
	 * Whether the current page can reply to a comment.
	 */
	public static function needed(): bool {
		return is_singular() && ! is_singular( 'product' ) && comments_open( get_queried_object_id() ) && (bool) get_option( 'thread_comments' );
	}

	/**
	 * Enqueues the script where it is needed, dequeues it elsewhere.
	 */
	public function enqueue(): void {
		if ( self::needed() ) {
			wp_enqueue_script( self::HANDLE );
		} else {
			wp_dequeue_script( self::HANDLE );
		}
	}
}
