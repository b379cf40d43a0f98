<?php
/**
 * The Integrations tab's proxies and header, told to the bundle's other packages.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Guard\SharedProxySetting;
use ShopConsent\Kit\RateLimit\ClientAddress;
use ShopConsent\Settings\Settings;

/**
 * A save of the settings through the REST settings route writes the shared option every package's kit reads; the
 * admin screens write it for settings saved before it existed; uninstall deletes it.
 */
final class SharedProxySettingTest extends TestCase {

	public function test_a_save_on_the_integrations_tab_is_the_bundles_setting(): void {
		delete_option( ClientAddress::SHARED_OPTION );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', '/wp/v2/settings', [ Settings::OPTION => [ 'trusted_proxies' => [ '10.0.0.0/8' ], 'trusted_header' => 'CF-Connecting-IP' ] ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( [ 'proxies' => [ '10.0.0.0/8' ], 'header' => 'CF-Connecting-IP' ], get_option( ClientAddress::SHARED_OPTION ) );
		$server = [ 'REMOTE_ADDR' => '10.1.1.1', 'HTTP_CF_CONNECTING_IP' => '198.51.100.4' ];
		$this->assertSame( '198.51.100.4', ClientAddress::for_host()->key( $server ), 'what a package without a setting counts' );

		$this->rest( 'POST', '/wp/v2/settings', [ Settings::OPTION => [ 'trusted_proxies' => [], 'trusted_header' => '' ] ] );
		$this->assertSame( [ 'proxies' => [], 'header' => '' ], get_option( ClientAddress::SHARED_OPTION ) );
		$this->assertSame( '10.1.1.1', ClientAddress::for_host()->key( $server ) );
	}

	public function test_settings_saved_before_the_shared_option_are_shared_on_the_admin_screens(): void {
		update_option( Settings::OPTION, [ 'trusted_proxies' => [ '2001:db8::/32' ], 'trusted_header' => 'X-Real-IP' ] + (array) get_option( Settings::OPTION, [] ) );
		delete_option( ClientAddress::SHARED_OPTION );

		( new SharedProxySetting( new Settings() ) )->share();

		$this->assertSame( [ 'proxies' => [ '2001:db8::/32' ], 'header' => 'X-Real-IP' ], get_option( ClientAddress::SHARED_OPTION ) );
	}
}
