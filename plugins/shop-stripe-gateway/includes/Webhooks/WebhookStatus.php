<?php
/**
 * When the last valid webhook arrived, and since when the gateway has been live.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * Two Unix times in options that are not autoloaded (read only on admin screens and written once per delivery).
 */
final class WebhookStatus {

	public const LAST_RECEIVED_OPTION = 'shop_stripe_gateway_webhook_last_received';

	public const LIVE_SINCE_OPTION = 'shop_stripe_gateway_live_since';

	/**
	 * Records a valid delivery now.
	 */
	public function mark_received(): void {
		update_option( self::LAST_RECEIVED_OPTION, time(), false );
	}

	/**
	 * Time of the last valid delivery, 0 for never.
	 */
	public function last_received(): int {
		return (int) get_option( self::LAST_RECEIVED_OPTION, 0 );
	}

	/**
	 * Since when the gateway has been seen live: starts the clock the first time, forgets it when not live, so
	 * enabling the gateway again starts a new clock.
	 *
	 * @param bool $live Whether the gateway is live now.
	 * @return int Unix time, 0 when not live.
	 */
	public function live_since( bool $live ): int {
		$since = (int) get_option( self::LIVE_SINCE_OPTION, 0 );
		if ( ! $live ) {
			if ( 0 !== $since ) {
				delete_option( self::LIVE_SINCE_OPTION );
			}
			return 0;
		}
		if ( 0 === $since ) {
			$since = time();
			update_option( self::LIVE_SINCE_OPTION, $since, false );
		}
		return $since;
	}
}
