<?php
/**
 * The network catalogue and what reads it.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Admin\AdminData;
use ShopSocialIcons\Icons\Labels;
use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Networks\Network;
use ShopSocialIcons\Networks\Networks;
use ShopSocialIcons\Settings\SettingsSchema;

/**
 * One row per network in networks.json, each with every field; the schema, the names, the drawings and the admin's
 * lists are the catalogue's.
 */
final class NetworksTest extends TestCase {

	/**
	 * The catalogue's rows as the file holds them.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function rows(): array {
		return json_decode( (string) file_get_contents( Networks::FILE ), true, 8, JSON_THROW_ON_ERROR );
	}

	public function test_every_network_has_every_field(): void {
		$rows = self::rows();
		$ids  = array_column( $rows, 'id' );
		$this->assertSame( array_values( array_unique( $ids ) ), $ids, 'each id once' );
		foreach ( $rows as $row ) {
			$id = (string) ( $row['id'] ?? '' );
			$this->assertSame( [ 'id', 'label', 'kinds', 'colour', 'share_url', 'follow_address', 'glyph', 'sfsi' ], array_keys( $row ), "$id: the fields, in order" );
			$this->assertMatchesRegularExpression( '/^[a-z0-9-]+$/', $id );
			$this->assertNotSame( '', trim( (string) $row['label'] ), "$id: label" );
			$this->assertNotSame( [], $row['kinds'], "$id: kinds" );
			$this->assertSame( [], array_diff( $row['kinds'], [ 'share', 'follow' ] ), "$id: kinds" );
			$this->assertMatchesRegularExpression( '/^#(?:[0-9a-f]{3}){1,2}$/', $row['colour'], "$id: colour" );
			$this->assertTrue( null === $row['share_url'] || in_array( 'share', $row['kinds'], true ), "$id: a share address for a share network only" );
			if ( null !== $row['share_url'] ) {
				$this->assertMatchesRegularExpression( '#^(https://|mailto:)\S*\{(url|title|text)\}#', $row['share_url'], "$id: share_url" );
			}
			$this->assertSame( in_array( 'follow', $row['kinds'], true ), in_array( $row['follow_address'], [ 'profile', 'feed', 'newsletter' ], true ), "$id: a follow address exactly when it is a follow network" );
			$this->assertTrue(
				isset( $row['glyph']['view_box'], $row['glyph']['markup'] ) || in_array( $row['glyph']['same_as'] ?? null, $ids, true ),
				"$id: a glyph, or the id of the network whose glyph it shares"
			);
			$this->assertTrue( null === $row['sfsi'] || ( is_string( $row['sfsi']['id'] ?? null ) && array_key_exists( 'profile_option', $row['sfsi'] ) ), "$id: sfsi" );
		}
	}

	public function test_every_network_reads_into_a_row_with_its_drawing(): void {
		$this->assertSame( array_column( self::rows(), 'id' ), array_keys( Networks::all() ) );
		foreach ( Networks::all() as $id => $network ) {
			$this->assertInstanceOf( Network::class, $network );
			$this->assertMatchesRegularExpression( '/^0 0 \d+ \d+$/', $network->glyph[0], "$id: viewBox" );
			$this->assertStringStartsWith( '<path', $network->glyph[1], "$id: drawing" );
			$this->assertStringContainsString( 'id="shop-social-icons-' . $id . '"', ( new Sprite() )->markup( [ $id ] ) );
		}
		$this->assertSame( Networks::get( 'email' )?->glyph, Networks::get( 'newsletter' )?->glyph, 'the newsletter draws the envelope' );
	}

	public function test_the_lists_are_the_ones_the_settings_always_took(): void {
		$this->assertSame( [ 'facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'telegram', 'reddit', 'email', 'wechat', 'bluesky', 'threads', 'mastodon', 'copy', 'native' ], Networks::ids( 'share' ) );
		$profiles = [ 'bluesky', 'facebook', 'instagram', 'linkedin', 'mastodon', 'pinterest', 'telegram', 'threads', 'tiktok', 'whatsapp', 'x', 'youtube' ];
		$this->assertEqualsCanonicalizing( $profiles, Networks::profile_ids() );
		$this->assertEqualsCanonicalizing( [ ...$profiles, 'rss', 'newsletter' ], Networks::ids( 'follow' ) );

		$schema = SettingsSchema::schema()['properties'];
		$this->assertSame( Networks::ids( 'share' ), $schema['share_networks']['items']['enum'] );
		$this->assertSame( Networks::ids( 'share' ), $schema['floating_networks']['items']['enum'] );
		$this->assertSame( Networks::ids( 'follow' ), $schema['follow_networks']['items']['enum'] );
		$this->assertSame( Networks::profile_ids(), array_keys( $schema['profiles']['properties'] ) );

		$admin = AdminData::get();
		$this->assertSame( Networks::ids( 'follow' ), array_column( $admin['follow'], 'key' ) );
		$this->assertSame( Networks::profile_ids(), array_column( $admin['profiles'], 'key' ) );
	}

	public function test_a_label_is_the_name_the_screen_shows_in_english(): void {
		foreach ( Networks::all() as $id => $network ) {
			$this->assertSame( $network->label, Labels::name( $id ), "$id: the catalogue's label is Labels' English" );
		}
		$this->assertSame( 'Share on WhatsApp', Labels::share( 'whatsapp' ) );
		$this->assertSame( 'Follow us on TikTok', Labels::follow( 'tiktok' ) );
	}
}
