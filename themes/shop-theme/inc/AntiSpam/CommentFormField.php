<?php
/**
 * The hidden key field of the comment and review forms, and the script that fills it.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

use ShopTheme\BuiltScript;
use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `comment_form` fires inside every comment form WordPress prints, and only when the form is open: the post
 * comments form block, WooCommerce's review form block and its classic reviews template all call comment_form().
 * There the field is printed empty (the page stays the same for every visitor, so it can be cached) with the
 * endpoint and the refusal message in data attributes, and the script that fills it is enqueued: pages without an
 * open form never load it.
 */
final class CommentFormField implements Service {

	/** Handle of build/antispam.js. */
	public const SCRIPT = 'shop-theme-antispam';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'comment_form', [ $this, 'print_field' ] );
	}

	/**
	 * Prints the empty field, and registers and enqueues its script (registered here, not on `init`: reading its
	 * asset file cost every page time, and only pages with an open form use it).
	 */
	public function print_field(): void {
		if ( ! wp_script_is( self::SCRIPT, 'registered' ) ) {
			BuiltScript::register( self::SCRIPT, 'antispam', BuiltScript::DEFERRED );
		}
		printf(
			'<input type="hidden" name="%1$s" value="" data-shop-antispam="%2$s" data-message="%3$s" />',
			esc_attr( Keys::FIELD ),
			esc_url( KeyEndpoint::url() ),
			esc_attr( Keys::message() )
		);
		wp_enqueue_script( self::SCRIPT );
	}
}
