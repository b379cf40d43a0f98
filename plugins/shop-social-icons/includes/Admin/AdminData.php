<?php
/**
 * What the settings app is handed before it starts.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Admin;

use ShopSocialIcons\Icons\Labels;
use ShopSocialIcons\Import\SfsiOptions;
use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * The networks on offer with their names (the catalogue's lists, which the schema takes, so the screen offers exactly what the server takes)
 * and whether an import from Ultimate Social Media Icons is possible. Printed as `window.shopSocialIconsAdmin`.
 */
final class AdminData {

	/**
	 * The data.
	 *
	 * @return array{share: list<array{key: string, label: string}>, follow: list<array{key: string, label: string}>, profiles: list<array{key: string, label: string}>, canImport: bool}
	 */
	public static function get(): array {
		return [
			'share'     => self::choices( Networks::ids( 'share' ) ),
			'follow'    => self::choices( Networks::ids( 'follow' ) ),
			'profiles'  => self::choices( Networks::profile_ids() ),
			'canImport' => SfsiOptions::exist(),
		];
	}

	/**
	 * Networks with their names.
	 *
	 * @param list<string> $networks Network keys.
	 * @return list<array{key: string, label: string}>
	 */
	private static function choices( array $networks ): array {
		return array_map(
			static fn ( string $key ): array => [
				'key'   => $key,
				'label' => Labels::name( $key ),
			],
			$networks
		);
	}
}
