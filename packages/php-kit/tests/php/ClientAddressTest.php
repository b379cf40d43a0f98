<?php
/**
 * Who the client of a request is, through trusted proxies and the one header the admin named.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\RateLimit\ClientAddress;
use ShopKit\RateLimit\ForwardedHeader;
use ShopKit\RateLimit\TrustedProxies;

/**
 * REMOTE_ADDR unless it is a trusted proxy and a header is named; then that header only, walked from the nearest
 * hop. IPv6 clients by their /64, their network by its /48.
 */
final class ClientAddressTest extends TestCase {

	private const PROXIES = [ '10.0.0.0/8', '2001:db8:ffff::/48', 'not an address' ];

	/** @return array<string, array{array<string, string>, string, string}> request, header named, client as counted */
	public static function requests(): array {
		$proxy  = [ 'REMOTE_ADDR' => '10.1.2.3' ];
		$forged = $proxy + [
			'HTTP_FORWARDED'       => 'for=198.51.100.1',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.2',
			'HTTP_X_REAL_IP'       => '198.51.100.3',
		];
		return [
			'no header named: the proxy is the client'  => [ $forged, '', '10.1.2.3' ],
			'not a trusted proxy: header ignored'       => [ [ 'REMOTE_ADDR' => '192.0.2.1', 'HTTP_X_FORWARDED_FOR' => '198.51.100.1' ], 'X-Forwarded-For', '192.0.2.1' ],
			'only the named header is read'             => [ $forged, 'X-Real-IP', '198.51.100.3' ],
			'a named header not sent: the proxy'        => [ $proxy + [ 'HTTP_FORWARDED' => 'for=198.51.100.1' ], 'X-Forwarded-For', '10.1.2.3' ],
			'X-Forwarded-For, nearest untrusted'        => [ $proxy + [ 'HTTP_X_FORWARDED_FOR' => '198.51.100.7, 192.0.2.66, 10.9.9.9' ], 'X-Forwarded-For', '192.0.2.66' ],
			'Forwarded (RFC 7239), IPv6 with a port'    => [ $proxy + [ 'HTTP_FORWARDED' => 'for=198.51.100.8;proto=https, for="[2001:db8:cafe::17]:4711"' ], 'Forwarded', '2001:db8:cafe::/64' ],
			'Forwarded IPv4 with a port'                => [ $proxy + [ 'HTTP_FORWARDED' => 'for="198.51.100.9:8080"' ], 'forwarded', '198.51.100.9' ],
			'a header of a CDN'                         => [ $proxy + [ 'HTTP_CF_CONNECTING_IP' => '198.51.100.11' ], 'CF-Connecting-IP', '198.51.100.11' ],
			'an unreadable hop stops the walk'          => [ $proxy + [ 'HTTP_X_FORWARDED_FOR' => '198.51.100.1, garbage' ], 'X-Forwarded-For', '10.1.2.3' ],
			'every hop a proxy: the farthest'           => [ $proxy + [ 'HTTP_X_FORWARDED_FOR' => '10.0.0.1, 10.0.0.2' ], 'X-Forwarded-For', '10.0.0.1' ],
			'a name that is no header reads none'       => [ $forged, 'X Forwarded: For', '10.1.2.3' ],
			'IPv4-mapped IPv6 is the IPv4 client'       => [ [ 'REMOTE_ADDR' => '::ffff:192.0.2.44' ], '', '192.0.2.44' ],
			'no address'                                => [ [], 'X-Forwarded-For', '' ],
		];
	}

	/**
	 * @dataProvider requests
	 * @param array<string, string> $server   The request.
	 * @param string                $header   The header the admin named.
	 * @param string                $expected The client as counted.
	 */
	public function test_the_client_of_a_request( array $server, string $header, string $expected ): void {
		$client = new ClientAddress( new TrustedProxies( self::PROXIES ), new ForwardedHeader( $header ) );
		$this->assertSame( $expected, $client->key( $server ) );
	}

	public function test_by_default_no_header_is_read_even_from_a_trusted_proxy(): void {
		$server = [
			'REMOTE_ADDR'          => '10.1.2.3',
			'HTTP_FORWARDED'       => 'for=198.51.100.1',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.2',
		];
		$this->assertSame( '10.1.2.3', ( new ClientAddress( new TrustedProxies( self::PROXIES ) ) )->key( $server ) );
		$this->assertSame( '10.1.2.3', ClientAddress::for_host()->key( $server ), 'the host named nothing in wp-config.php' );
	}

	public function test_two_addresses_of_one_64_are_one_client_and_of_one_48_one_network(): void {
		$this->assertSame( '2001:db8:1:2::/64', ClientAddress::bucket( '2001:db8:1:2:aaaa:bbbb:cccc:dddd' ) );
		$this->assertSame( ClientAddress::bucket( '2001:db8:1:2::1' ), ClientAddress::bucket( '2001:db8:1:2:ffff::9' ) );
		$this->assertNotSame( ClientAddress::bucket( '2001:db8:1:2::1' ), ClientAddress::bucket( '2001:db8:1:3::1' ) );
		$this->assertSame( '2001:db8:1::/48', ClientAddress::network( '2001:db8:1:2::/64' ) );
		$this->assertSame( ClientAddress::network( '2001:db8:1:2::1' ), ClientAddress::network( '2001:db8:1:ffff::1' ) );
		$this->assertNotSame( ClientAddress::network( '2001:db8:1::1' ), ClientAddress::network( '2001:db8:2::1' ) );
		$this->assertSame( '', ClientAddress::network( '192.0.2.1' ), 'an IPv4 client is its own network' );
		$this->assertSame( '', ClientAddress::bucket( 'not an address' ) );
	}

	public function test_the_settings_are_cleaned_of_what_is_no_proxy_and_no_header(): void {
		$this->assertSame( [ [ '10.0.0.0/8', '2001:db8::/32' ], 'X-Forwarded-For' ], ClientAddress::configured( [ ' 10.0.0.0/8', 'nonsense', '2001:db8::/32' ], ' X-Forwarded-For ' ) );
		$this->assertSame( [ [], '' ], ClientAddress::configured( [], 'X-Forwarded-For: 1.2.3.4' ) );
	}

	public function test_a_package_without_a_setting_of_its_own_follows_the_bundles_shared_setting(): void {
		$server = [
			'REMOTE_ADDR'          => '10.1.2.3',
			'HTTP_X_REAL_IP'       => '198.51.100.5',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.6',
		];
		delete_option( ClientAddress::SHARED_OPTION );
		$this->assertSame( '10.1.2.3', ClientAddress::for_host()->key( $server ), 'none named: the proxy is the client' );

		update_option( ClientAddress::SHARED_OPTION, [ 'proxies' => [ '10.0.0.0/8' ], 'header' => 'X-Real-IP' ] );
		$this->assertSame( '198.51.100.5', ClientAddress::for_host()->key( $server ) );

		update_option( ClientAddress::SHARED_OPTION, [ 'proxies' => [ '10.0.0.0/8', 'nonsense' ], 'header' => 'X Real: IP' ] );
		$this->assertSame( '10.1.2.3', ClientAddress::for_host()->key( $server ), 'a name that is no header reads none' );
		delete_option( ClientAddress::SHARED_OPTION );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_hosts_constants_win_over_a_packages_setting(): void {
		update_option( ClientAddress::SHARED_OPTION, [ 'proxies' => [ '10.0.0.0/8' ], 'header' => 'X-Forwarded-For' ] );
		define( 'SHOP_TRUSTED_PROXIES', '192.0.2.0/24, 2001:db8::/32' );
		define( 'SHOP_TRUSTED_PROXY_HEADER', 'X-Real-IP' );

		$this->assertSame( [ [ '192.0.2.0/24', '2001:db8::/32' ], 'X-Real-IP' ], ClientAddress::configured( [ '10.0.0.0/8' ], 'Forwarded' ) );
		$server = [
			'REMOTE_ADDR'          => '192.0.2.10',
			'HTTP_X_REAL_IP'       => '198.51.100.5',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.6',
		];
		$this->assertSame( '198.51.100.5', ClientAddress::for_host()->key( $server ) );
	}
}
