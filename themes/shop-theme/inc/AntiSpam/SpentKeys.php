<?php
/**
 * The anti-spam keys already used, until they expire.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- one atomic INSERT IGNORE: add_option() reads first and would let two racing uses pass.

/**
 * A key is good for one comment: its random part is written as an option (not autoloaded, never read through
 * get_option) when a comment uses it, with INSERT IGNORE, so of two submissions racing with one key only the first
 * inserts the row. The row is needed only while the key could still pass (its expiry), so each use first deletes
 * the rows of expired keys: at most an hour of comments is kept, and nothing needs a schedule.
 */
final class SpentKeys {

	/** Option name prefix; the key's 16 random hex digits follow. */
	public const PREFIX = 'shop_theme_antispam_spent_';

	/**
	 * Marks a key spent.
	 *
	 * @param string $random  The key's random part (16 hex digits, checked by Keys).
	 * @param int    $expires The key's expiry, Unix time.
	 * @param int    $now     Unix time.
	 * @return bool Whether this is the key's first use.
	 */
	public static function spend( string $random, int $expires, int $now ): bool {
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(option_value AS UNSIGNED) <= %d",
				$wpdb->esc_like( self::PREFIX ) . '%',
				$now
			)
		);
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')",
				self::PREFIX . $random,
				(string) $expires
			)
		);
		return 1 === $inserted;
	}
}
