<?php
/**
 * Runs a plugin's cleanup on every site of a network.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Uninstall;

defined( 'ABSPATH' ) || exit;

/**
 * A plugin's options, cron events, transients and tables live in one site's tables, so on a multisite network each
 * site is cleaned in turn (switch_to_blog() changes the table prefix and the options); on a single site, that site.
 * The plugin says what one site's cleanup deletes; what the network shares (users' meta) it cleans once, after.
 * The plugin is not loaded when WordPress deletes it: its uninstall.php registers the plugin's autoloader first.
 */
final class EverySite {

	/**
	 * Cleans every site of the network, or the one site.
	 *
	 * @param callable(): void $clean Cleans the current site.
	 */
	public static function clean( callable $clean ): void {
		if ( is_multisite() ) {
			self::sites( get_sites( [ 'fields' => 'ids', 'number' => 0 ] ), $clean );
			return;
		}
		$clean();
	}

	/**
	 * Cleans each of these sites of a network, one after the other, going back to the current site after each, also
	 * when a cleanup throws.
	 *
	 * @param array<int|string>         $site_ids Site ids.
	 * @param callable(): void          $clean    Cleans the current site.
	 * @param null|callable(int): mixed $switch   Makes a site current (switch_to_blog; tests on a single site inject one).
	 * @param null|callable(): mixed    $restore  Goes back (restore_current_blog).
	 */
	public static function sites( array $site_ids, callable $clean, ?callable $switch = null, ?callable $restore = null ): void {
		$switch  = $switch ?? 'switch_to_blog';
		$restore = $restore ?? 'restore_current_blog';
		foreach ( $site_ids as $site_id ) {
			$switch( (int) $site_id );
			try {
				$clean();
			} finally {
				$restore();
			}
		}
	}
}
