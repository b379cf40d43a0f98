<?php
/**
 * One social network, as the icons, the settings, the import and the stylesheet know it.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * A row of networks.json, no behaviour: Networks reads the rows, everything else reads Networks.
 */
final class Network {

	/**
	 * Constructor.
	 *
	 * @param string                  $id             Key in settings, classes (`is-<id>`) and symbol ids.
	 * @param string                  $label          The network's name: a brand name (not translated), or the
	 *                                                English of a word that Icons\Labels translates.
	 * @param list<string>            $kinds          `share`, `follow`: the lists it can be in.
	 * @param string                  $colour         Brand colour, `#rgb` or `#rrggbb` (the stylesheet's brand mode).
	 * @param string|null             $share_url      Share address template ({url}, {title}, {text}, {image}), or null
	 *                                                when the storefront core shares (WeChat, copy link, native).
	 * @param string|null             $follow_address Where its follow icon links: `profile` (the address the admin
	 *                                                types), `feed` (the site's RSS), `newsletter`; null: no follow icon.
	 * @param array{0: string, 1: string} $glyph      [viewBox, inner SVG markup]: trusted constant markup.
	 * @param string|null             $sfsi           Ultimate Social Media Icons' key of the same network, or null.
	 * @param string|null             $sfsi_profile   Their option holding its profile address (section 2), or null.
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $label,
		public readonly array $kinds,
		public readonly string $colour,
		public readonly ?string $share_url,
		public readonly ?string $follow_address,
		public readonly array $glyph,
		public readonly ?string $sfsi,
		public readonly ?string $sfsi_profile,
	) {}

	/**
	 * Whether it can be in a list of a kind.
	 *
	 * @param string $kind share or follow.
	 */
	public function is( string $kind ): bool {
		return in_array( $kind, $this->kinds, true );
	}
}
