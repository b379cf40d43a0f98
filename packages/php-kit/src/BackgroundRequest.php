<?php
/**
 * Whether a request is one of those that keep a site's housekeeping current.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit;

defined( 'ABSPATH' ) || exit;

/**
 * Admin screens and their ajax calls, cron runs and WP-CLI come often enough to keep scheduled events and derived
 * settings current; a storefront page, the request a shopper waits for, skips those checks (issue 27: each cost the
 * checkout tens of microseconds).
 */
final class BackgroundRequest {

	/**
	 * Whether this request is an admin screen, an admin-ajax call, a cron run or WP-CLI (known from plugins_loaded on).
	 */
	public static function is(): bool {
		return is_admin() || wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI );
	}
}
