<?php
/**
 * The social networks: one table, read by every other place.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * The catalogue is networks.json, in the order the settings offer the networks. PHP reads it here (the schema's
 * lists, the names, the share addresses, the drawings, the import's keys) and the build reads it too: the
 * stylesheet's brand colours are written from it (bin/write-brand-colours.js, into src/frontend/_brand-colours.scss),
 * as Sass cannot read PHP. Adding a network is one row there, plus a translated word in Icons\Labels when its name
 * is a word rather than a brand.
 *
 * The file is read once per request (about 19 kB of JSON, decoded in well under a millisecond).
 */
final class Networks {

	/** The catalogue's file. */
	public const FILE = __DIR__ . '/networks.json';

	/**
	 * The rows read so far (the file does not change during a request).
	 *
	 * @var array<string, Network>|null
	 */
	private static ?array $all = null;

	/**
	 * Every network, by id, in the catalogue's order.
	 *
	 * @return array<string, Network>
	 */
	public static function all(): array {
		if ( null === self::$all ) {
			self::$all = self::read();
		}
		return self::$all;
	}

	/**
	 * One network, or null for an id that is not one.
	 *
	 * @param string $id Network key.
	 */
	public static function get( string $id ): ?Network {
		return self::all()[ $id ] ?? null;
	}

	/**
	 * The ids of the networks of a kind, in the catalogue's order.
	 *
	 * @param string $kind share or follow.
	 * @return list<string>
	 */
	public static function ids( string $kind ): array {
		return array_keys( array_filter( self::all(), static fn ( Network $network ): bool => $network->is( $kind ) ) );
	}

	/**
	 * The ids of the follow networks that link to a profile address the admin types.
	 *
	 * @return list<string>
	 */
	public static function profile_ids(): array {
		return array_keys( array_filter( self::all(), static fn ( Network $network ): bool => 'profile' === $network->follow_address ) );
	}

	/**
	 * The rows of networks.json. A glyph `{ "same_as": id }` is that network's drawing (the newsletter's envelope).
	 *
	 * @return array<string, Network>
	 */
	private static function read(): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$rows     = json_decode( (string) file_get_contents( self::FILE ), true, 8, JSON_THROW_ON_ERROR );
		$glyphs   = array_column( $rows, 'glyph', 'id' );
		$networks = [];
		foreach ( $rows as $row ) {
			$glyph                  = $glyphs[ $row['glyph']['same_as'] ?? $row['id'] ];
			$networks[ $row['id'] ] = new Network(
				$row['id'],
				$row['label'],
				$row['kinds'],
				$row['colour'],
				$row['share_url'],
				$row['follow_address'],
				[ $glyph['view_box'], $glyph['markup'] ],
				$row['sfsi']['id'] ?? null,
				$row['sfsi']['profile_option'] ?? null
			);
		}
		return $networks;
	}
}
