<?php
/**
 * Whether the current output can never be served from a page cache.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Answers that depend on the visitor's cookie may only go into output no page cache keeps: requests that render no
 * page (REST, admin-ajax, cron), pages marked DONOTCACHEPAGE, and WooCommerce's cart, checkout and account pages.
 */
final class PrivateRequest {

	/**
	 * Whether the current output is never served from a page cache.
	 */
	public static function current(): bool {
		if ( ! did_action( 'wp' ) ) {
			return true; // REST, admin-ajax, cron: no page HTML is being rendered.
		}
		if ( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE ) {
			return true;
		}
		return function_exists( 'is_checkout' ) && ( is_cart() || is_checkout() || is_account_page() );
	}
}
