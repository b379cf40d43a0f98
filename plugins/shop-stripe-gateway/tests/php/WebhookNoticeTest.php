<?php
/**
 * The admin notice about missing webhooks.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use ShopStripeGateway\Webhooks\WebhookNotice;
use ShopStripeGateway\Webhooks\WebhookSecret;
use ShopStripeGateway\Webhooks\WebhookStatus;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * Shop managers see the endpoint URL when the live gateway has heard nothing for a day; nobody sees it in test mode,
 * with the gateway off, within the first day, or after a recent delivery.
 */
final class WebhookNoticeTest extends WebhookTestCase {

	private const TEXT = 'has received no webhook from Stripe';

	public function test_a_live_gateway_silent_for_a_day_shows_the_endpoint_to_shop_managers(): void {
		$this->live( 'no', DAY_IN_SECONDS + 60 );
		$this->act_as( 'shop_manager' );

		$html = $this->notices();

		$this->assertStringContainsString( self::TEXT, $html );
		$this->assertStringContainsString( esc_html( rest_url( 'shop-stripe-gateway/v1/webhook' ) ), $html );
	}

	/** @return array<string, array{string, string, int, string, int|null}> enabled, testmode, seconds live, role, seconds since the last delivery */
	public static function quiet(): array {
		return [
			'test mode'                 => [ 'yes', 'yes', DAY_IN_SECONDS + 60, 'shop_manager', null ],
			'gateway disabled'          => [ 'no', 'no', DAY_IN_SECONDS + 60, 'shop_manager', null ],
			'live for less than a day'  => [ 'yes', 'no', DAY_IN_SECONDS - 60, 'shop_manager', null ],
			'delivery an hour ago'      => [ 'yes', 'no', 3 * DAY_IN_SECONDS, 'shop_manager', HOUR_IN_SECONDS ],
			'user who cannot manage wc' => [ 'yes', 'no', DAY_IN_SECONDS + 60, 'editor', null ],
		];
	}

	/**
	 * @dataProvider quiet
	 * @param string   $enabled  Gateway enabled.
	 * @param string   $testmode Test mode.
	 * @param int      $live     Seconds since the gateway went live.
	 * @param string   $role     The user's role.
	 * @param int|null $last     Seconds since the last delivery, null for never.
	 */
	public function test_no_notice( string $enabled, string $testmode, int $live, string $role, ?int $last ): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => $enabled, 'testmode' => $testmode, 'webhook_secret' => self::SECRET ] );
		update_option( WebhookStatus::LIVE_SINCE_OPTION, time() - $live, false );
		if ( null !== $last ) {
			update_option( WebhookStatus::LAST_RECEIVED_OPTION, time() - $last, false );
		}
		$this->act_as( $role );

		$this->assertStringNotContainsString( self::TEXT, $this->notices() );
	}

	public function test_a_valid_delivery_silences_the_notice_and_is_stored_without_autoload(): void {
		$this->live( 'no', 3 * DAY_IN_SECONDS );
		$this->act_as( 'administrator' );
		$this->assertStringContainsString( self::TEXT, $this->notices() );

		$this->deliver( 'customer.created', StripeFixtures::object( 'customer' ) );

		$this->assertStringNotContainsString( self::TEXT, $this->notices() );
		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", WebhookStatus::LAST_RECEIVED_OPTION ) ), [ 'no', 'off' ] );
	}

	public function test_turning_the_gateway_live_starts_a_new_day(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes', 'testmode' => 'yes' ] );
		$this->act_as( 'administrator' );
		$this->notices();
		$this->assertFalse( get_option( WebhookStatus::LIVE_SINCE_OPTION ) );

		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes', 'testmode' => 'no' ] );

		$this->assertStringNotContainsString( self::TEXT, $this->notices() );
		$this->assertEqualsWithDelta( time(), (int) get_option( WebhookStatus::LIVE_SINCE_OPTION ), 5 );
	}

	/**
	 * Saves live settings and the time the gateway went live.
	 *
	 * @param string $testmode Test mode setting.
	 * @param int    $ago      Seconds since it went live.
	 */
	private function live( string $testmode, int $ago ): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes', 'testmode' => $testmode, 'webhook_secret' => self::SECRET ] );
		update_option( WebhookStatus::LIVE_SINCE_OPTION, time() - $ago, false );
	}

	/**
	 * What the notice prints on an admin screen: a fresh WebhookNotice registered alone on admin_init (other tests may
	 * have emptied the plugin's own admin_init callbacks, and the others must not run here), then admin_notices.
	 */
	private function notices(): string {
		global $wp_filter;
		$others = isset( $wp_filter['admin_init'] ) ? clone $wp_filter['admin_init'] : null;
		remove_all_actions( 'admin_init' );
		$notice = new WebhookNotice( new WebhookSecret( new GatewaySettings() ), new WebhookStatus() );
		try {
			$notice->register();
			do_action( 'admin_init' );
		} finally {
			remove_all_actions( 'admin_init' );
			if ( null !== $others ) {
				$wp_filter['admin_init'] = $others; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- put back as it was.
			}
		}
		if ( false === has_action( 'admin_notices', [ $notice, 'render' ] ) ) {
			return '';
		}
		remove_action( 'admin_notices', [ $notice, 'render' ] );
		ob_start();
		$notice->render();
		return (string) ob_get_clean();
	}
}
