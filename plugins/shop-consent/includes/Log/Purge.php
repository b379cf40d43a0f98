<?php
/**
 * Daily deletion of consent-log rows older than the retention setting.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * What `shop_consent_purge_log` runs daily; Cron\DailyPurge schedules it (wired in Plugin).
 */
final class Purge {

	public const HOOK = 'shop_consent_purge_log';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Deletes the rows older than the retention.
	 *
	 * @return int Rows deleted.
	 */
	public function run(): int {
		$days = max( 1, (int) $this->settings->get()['log_retention_days'] );
		return ConsentLogTable::delete_before( gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ) );
	}
}
