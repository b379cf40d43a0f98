<?php
/**
 * Defaults and JSON schema of the `shop_social_icons_settings` option.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Settings;

use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * One source for the shape of the settings: /wp/v2/settings validates against schema() (400 with a message for an
 * invalid value), Settings::get() fills what is missing from defaults(), and the settings screen (a later slice)
 * reads both over REST. The networks each list takes are the catalogue's (Networks\Networks).
 */
final class SettingsSchema {

	public const SHAPES = [ 'round', 'rounded', 'square' ];

	/** Brand: each network's colour; custom: icon_colour on background_colour; text: the surrounding text colour. */
	public const COLOUR_MODES = [ 'brand', 'custom', 'text' ];

	/** Where the share icons go on single posts by themselves (on products: under Add to cart, unless none). */
	public const AUTO_PLACEMENTS = [ 'none', 'before', 'after', 'both' ];

	/** How a tooltip appears: fading, growing, or both (the replaced plugin's three effects). */
	public const TOOLTIP_EFFECTS = [ 'fade_in', 'scale', 'combo' ];

	/** Where the floating widget sits in the viewport. */
	public const FLOATING_POSITIONS = [ 'top-left', 'top-right', 'center-top', 'center-left', 'center-right', 'bottom-left', 'bottom-right' ];

	/** follow: fixed to the viewport; sticky: scrolls with the page until it reaches its place, then sticks. */
	public const FLOATING_MODES = [ 'follow', 'sticky' ];

	/** The default share networks, also the floating widget's. */
	private const DEFAULT_SHARE = [ 'facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email', 'copy' ];

	public const MIN_SIZE = 16;

	public const MAX_SIZE = 96;

	/** An absolute http(s) URL without spaces, quotes or angle brackets (esc_url_raw() then keeps it as it is). */
	public const URL_PATTERN = '^https?://[^\s"<>]+$';

	/**
	 * Default settings. Share icons are on for posts and products (a shop's first use of them); follow icons and
	 * the floating widget wait for the owner. A site that saved its settings keeps what it saved (the kit's
	 * SchemaOption stores every field on a save); only a site that never saved follows a changed default.
	 *
	 * @return array{share_networks: list<string>, follow_networks: list<string>, profiles: array<string, string>, newsletter_url: string, shape: string, size: int, colour_mode: string, icon_colour: string, background_colour: string, auto_placement: string, auto_post_types: list<string>, tooltip_effect: string, floating_enabled: bool, floating_position: string, floating_mode: string, floating_networks: list<string>}
	 */
	public static function defaults(): array {
		return [
			'share_networks'    => self::DEFAULT_SHARE,
			'follow_networks'   => [ 'rss' ],
			'profiles'          => [],
			'newsletter_url'    => '',
			'shape'             => 'round',
			'size'              => 40,
			'colour_mode'       => 'brand',
			'icon_colour'       => '#ffffff',
			'background_colour' => '#1e1e1e',
			'auto_placement'    => 'after',
			'auto_post_types'   => [ 'post', 'product' ],
			'tooltip_effect'    => 'fade_in',
			'floating_enabled'  => false,
			'floating_position' => 'bottom-right',
			'floating_mode'     => 'follow',
			'floating_networks' => self::DEFAULT_SHARE,
		];
	}

	/**
	 * JSON schema of the option, as show_in_rest takes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$url    = [
			'type'    => 'string',
			'pattern' => self::URL_PATTERN,
		];
		$share  = self::ordered_list( Networks::ids( 'share' ) );
		$colour = [
			'type'    => 'string',
			'pattern' => '^#[0-9a-fA-F]{6}$',
		];
		return [
			'type'                 => 'object',
			'properties'           => [
				'share_networks'    => $share,
				'follow_networks'   => self::ordered_list( Networks::ids( 'follow' ) ),
				'profiles'          => [
					'type'                 => 'object',
					'properties'           => array_fill_keys( Networks::profile_ids(), $url ),
					'additionalProperties' => false,
				],
				'newsletter_url'    => [
					'type'    => 'string',
					'pattern' => '^$|' . self::URL_PATTERN,
				],
				'shape'             => self::one_of( self::SHAPES ),
				'size'              => [
					'type'    => 'integer',
					'minimum' => self::MIN_SIZE,
					'maximum' => self::MAX_SIZE,
				],
				'colour_mode'       => self::one_of( self::COLOUR_MODES ),
				'icon_colour'       => $colour,
				'background_colour' => $colour,
				'auto_placement'    => self::one_of( self::AUTO_PLACEMENTS ),
				'auto_post_types'   => [
					'type'        => 'array',
					'items'       => [
						'type'    => 'string',
						'pattern' => '^[a-z0-9_-]{1,20}$',
					],
					'uniqueItems' => true,
				],
				'tooltip_effect'    => self::one_of( self::TOOLTIP_EFFECTS ),
				'floating_enabled'  => [ 'type' => 'boolean' ],
				'floating_position' => self::one_of( self::FLOATING_POSITIONS ),
				'floating_mode'     => self::one_of( self::FLOATING_MODES ),
				'floating_networks' => $share,
			],
			'additionalProperties' => false,
		];
	}

	/**
	 * A string out of a fixed set.
	 *
	 * @param list<string> $values The values allowed.
	 * @return array<string, mixed>
	 */
	private static function one_of( array $values ): array {
		return [
			'type' => 'string',
			'enum' => $values,
		];
	}

	/**
	 * A list of networks in the order they show, each at most once.
	 *
	 * @param list<string> $networks The networks allowed.
	 * @return array<string, mixed>
	 */
	private static function ordered_list( array $networks ): array {
		return [
			'type'        => 'array',
			'items'       => [
				'type' => 'string',
				'enum' => $networks,
			],
			'uniqueItems' => true,
		];
	}
}
