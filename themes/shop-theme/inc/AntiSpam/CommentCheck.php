<?php
/**
 * The server's half of the anti-spam keys: a comment or review sent through a form needs a valid key.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

use ShopTheme\Kit\Service;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Only submissions through wp-comments-post.php are checked (the comment form and WooCommerce's review form both
 * post there, a review with comment type `review`): `pre_comment_on_post` fires only in
 * wp_handle_comment_submission(), and marks the submission. The refusal itself is returned from
 * `pre_comment_approved`, the filter WordPress lets return a WP_Error (since 4.9): wp_new_comment() stops, and
 * wp-comments-post.php answers with a "Comment Submission Failure" page carrying the message, status 403 and a back
 * link. Comments made elsewhere (wp-admin's quick reply, REST, importers) have their own nonces and capabilities and
 * are not touched. Users who can moderate comments skip the check: they approve comments anyway, and a reply from
 * the front end while a key is being fetched should not bounce them.
 */
final class CommentCheck implements Service {

	/**
	 * The key sent with the form being handled, or null when no form submission is under way.
	 *
	 * @var mixed
	 */
	private $submitted = null;

	private bool $is_form_submission = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'pre_comment_on_post', [ $this, 'mark_form_submission' ] );
		add_filter( 'pre_comment_approved', [ $this, 'check' ], 5 );
	}

	/**
	 * Notes that a form was submitted, and its key.
	 */
	public function mark_form_submission(): void {
		$this->is_form_submission = true;
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the key is this form's check; comment forms carry no nonce.
		$this->submitted = isset( $_POST[ Keys::FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ Keys::FIELD ] ) ) : null;
	}

	/**
	 * Refuses a form submission without a valid, unexpired key that no comment used yet, and spends the key.
	 *
	 * @param int|string|WP_Error $approved The approval status so far.
	 * @return int|string|WP_Error
	 */
	public function check( $approved ) {
		if ( ! $this->is_form_submission || is_wp_error( $approved ) ) {
			return $approved;
		}
		$this->is_form_submission = false;
		if ( current_user_can( 'moderate_comments' ) ) {
			return $approved;
		}
		return Keys::spend( $this->submitted, time() ) ?? $approved;
	}
}
