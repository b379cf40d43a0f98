<?php
/**
 * The gateway's settings object.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;

/**
 * GatewaySettings keeps what it read until the stored option changes: every call sees a save made earlier in the
 * same request, however it was made, and a filter on the option.
 */
final class GatewaySettingsTest extends TestCase {

	public function test_a_save_in_the_same_request_is_read_at_once(): void {
		$settings = new GatewaySettings();
		update_option( CardGateway::SETTINGS_OPTION, [ 'testmode' => 'yes' ], true );
		$this->assertSame( 'yes', $settings->get( 'testmode' ) );

		update_option( CardGateway::SETTINGS_OPTION, [ 'testmode' => 'no' ], true );
		$this->assertSame( 'no', $settings->get( 'testmode' ) );

		delete_option( CardGateway::SETTINGS_OPTION );
		$this->assertSame( [], $settings->all() );
	}

	public function test_an_option_not_autoloaded_is_read_as_stored(): void {
		$settings = new GatewaySettings();
		update_option( CardGateway::SETTINGS_OPTION, [ 'debug' => 'yes' ], false );
		$this->assertSame( 'yes', $settings->get( 'debug' ) );

		update_option( CardGateway::SETTINGS_OPTION, [ 'debug' => 'no' ], false );
		$this->assertSame( 'no', $settings->get( 'debug' ) );
	}

	public function test_a_filter_on_the_option_is_honoured_on_every_call(): void {
		$settings = new GatewaySettings();
		update_option( CardGateway::SETTINGS_OPTION, [ 'testmode' => 'yes' ], true );
		$this->assertSame( 'yes', $settings->get( 'testmode' ) );

		$live = static fn ( array $value ): array => [ 'testmode' => 'no' ] + $value;
		add_filter( 'option_' . CardGateway::SETTINGS_OPTION, $live );
		$this->assertSame( 'no', $settings->get( 'testmode' ) );

		remove_filter( 'option_' . CardGateway::SETTINGS_OPTION, $live );
		$this->assertSame( 'yes', $settings->get( 'testmode' ) );
	}
}
