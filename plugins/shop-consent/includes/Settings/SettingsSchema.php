<?php
/**
 * Defaults and JSON schema of the `shop_consent_settings` option.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Settings;

use ShopConsent\Embeds\Providers;
use ShopConsent\Geo\RegionModel;
use ShopConsent\Geo\VisitorRegion;

defined( 'ABSPATH' ) || exit;

/**
 * One source for the shape of the settings: the REST settings endpoint validates against schema(), and
 * Settings::get() fills what is missing from defaults().
 */
final class SettingsSchema {

	/** Categories whose markup admins may enter. */
	public const CATEGORIES = [ 'strict', 'thirdparty', 'advanced' ];

	/** Categories a visitor may refuse. */
	public const OPTIONAL_CATEGORIES = [ 'thirdparty', 'advanced' ];

	public const POSITIONS = [ 'bottom', 'top', 'bottom-left', 'bottom-right' ];

	private const TEXT_KEYS = [
		'bar_message',
		'accept',
		'reject',
		'settings',
		'save',
		'modal_title',
		'strict_title',
		'strict_text',
		'thirdparty_title',
		'thirdparty_text',
		'advanced_title',
		'advanced_text',
	];

	private const COLOUR_KEYS = [ 'background', 'text', 'button_background', 'button_text', 'link' ];

	private const HEX = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

	/**
	 * Default settings. Texts are empty: the UI shows its translated defaults for empty texts. Colours are the
	 * active theme's (ThemeColours) until the owner saves some.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		$markup = [
			'head'   => '',
			'body'   => '',
			'footer' => '',
		];
		return [
			'texts'                => array_fill_keys( self::TEXT_KEYS, '' ),
			'colours'              => ThemeColours::defaults(),
			'position'             => 'bottom',
			'close_behaviour'      => 1,
			'close_redirect_url'   => '',
			'auto_accept'          => [
				'scroll'  => false,
				'timer'   => false,
				'seconds' => 30,
			],
			'cookie_lifetime_days' => 365,
			'consent_version'      => 1,
			'text_version'         => 1,
			'gpc'                  => true,
			'geo'                  => [
				'enabled'       => false,
				// Geo headers are read only from the CDN named here (VisitorRegion); none until the admin says.
				'cdn'           => 'none',
				'header'        => '',
				'region_header' => '',
				'optout_states' => RegionModel::US_OPTOUT_STATES,
			],
			'consent_mode'         => [
				'enabled'            => false,
				'url_passthrough'    => false,
				'ads_data_redaction' => false,
			],
			'wp_consent_api'       => true,
			'attribution_category' => 'thirdparty',
			'scripts'              => array_fill_keys( self::CATEGORIES, $markup ),
			'cookie_patterns'      => [
				'thirdparty' => [ '_ga', '_ga_*', '_gid', '_gat*', '_clck', '_clsk' ], // + sbjs_* under attribution_category (AttributionCookies).
				'advanced'   => [ '_fbp', '_fbc', '_uetsid', '_uetvid' ],
			],
			'log_retention_days'   => 365,
			// Proxies in front of the site, and the one header they write the client into (rate limits); none by default.
			'trusted_proxies'      => [],
			'trusted_header'       => '',
			'statistics'           => [
				'enabled'        => true,
				'anonymous'      => false,
				'retention_days' => 365,
			],
			// Today's behaviour: every shipped provider held back until third-party content is allowed.
			'embeds'               => array_fill_keys(
				Providers::BUILT_IN,
				[
					'blocked'  => true,
					'category' => 'thirdparty',
				]
			),
		];
	}

	/**
	 * JSON schema of the option, as show_in_rest takes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$strings = static fn ( array $keys ): array => array_fill_keys( $keys, [ 'type' => 'string' ] );
		$colour  = [
			'type'    => 'string',
			'pattern' => self::HEX,
		];
		$markup  = self::object(
			[
				'head'   => [ 'type' => 'string' ],
				'body'   => [ 'type' => 'string' ],
				'footer' => [ 'type' => 'string' ],
			]
		);
		$header  = [
			'type'    => 'string',
			'pattern' => '^[A-Za-z0-9-]{0,64}$',
		];
		$pattern = [
			'type'  => 'array',
			'items' => [
				'type'    => 'string',
				'pattern' => '^[A-Za-z0-9_.\-*]{1,100}$',
			],
		];

		return self::object(
			[
				'texts'                => self::object( $strings( self::TEXT_KEYS ) ),
				'colours'              => self::object( array_fill_keys( self::COLOUR_KEYS, $colour ) ),
				'position'             => [
					'type' => 'string',
					'enum' => self::POSITIONS,
				],
				'close_behaviour'      => [
					'type' => 'integer',
					'enum' => [ 1, 2, 3, 4 ],
				],
				'close_redirect_url'   => [ 'type' => 'string' ],
				'auto_accept'          => self::object(
					[
						'scroll'  => [ 'type' => 'boolean' ],
						'timer'   => [ 'type' => 'boolean' ],
						'seconds' => self::int( 1, 3600 ),
					]
				),
				'cookie_lifetime_days' => self::int( 1, 730 ),
				'consent_version'      => self::int( 1 ),
				'text_version'         => self::int( 1 ),
				'gpc'                  => [ 'type' => 'boolean' ],
				'geo'                  => self::object(
					[
						'enabled'       => [ 'type' => 'boolean' ],
						'cdn'           => [
							'type' => 'string',
							'enum' => VisitorRegion::CDNS,
						],
						'header'        => $header,
						'region_header' => $header,
						'optout_states' => [
							'type'        => 'array',
							'uniqueItems' => true,
							'items'       => [
								'type'    => 'string',
								'pattern' => '^[A-Z]{2}$',
							],
						],
					]
				),
				'consent_mode'         => self::object(
					[
						'enabled'            => [ 'type' => 'boolean' ],
						'url_passthrough'    => [ 'type' => 'boolean' ],
						'ads_data_redaction' => [ 'type' => 'boolean' ],
					]
				),
				'wp_consent_api'       => [ 'type' => 'boolean' ],
				'attribution_category' => [
					'type' => 'string',
					'enum' => self::OPTIONAL_CATEGORIES,
				],
				'scripts'              => self::object( array_fill_keys( self::CATEGORIES, $markup ) ),
				'cookie_patterns'      => self::object( array_fill_keys( self::OPTIONAL_CATEGORIES, $pattern ) ),
				'log_retention_days'   => self::int( 1, 3650 ),
				'trusted_proxies'      => [
					'type'     => 'array',
					'maxItems' => 100,
					'items'    => [
						'type'    => 'string',
						// An IPv4 or IPv6 address, maybe with a prefix length; TrustedProxies ignores what is no address.
						'pattern' => '^[0-9A-Fa-f:.]{2,45}(/[0-9]{1,3})?$',
					],
				],
				// A header name (the kit's ForwardedHeader::valid()), or '' to read none.
				'trusted_header'       => [
					'type'    => 'string',
					'pattern' => '^([A-Za-z0-9][A-Za-z0-9-]{0,62})?$',
				],
				'statistics'           => self::object(
					[
						'enabled'        => [ 'type' => 'boolean' ],
						'anonymous'      => [ 'type' => 'boolean' ],
						'retention_days' => self::int( 1, 3650 ),
					]
				),
				'embeds'               => self::object(
					array_fill_keys(
						Providers::BUILT_IN,
						self::object(
							[
								'blocked'  => [ 'type' => 'boolean' ],
								'category' => [
									'type' => 'string',
									'enum' => self::OPTIONAL_CATEGORIES,
								],
							]
						)
					)
				),
			]
		);
	}

	/**
	 * @param array<string, mixed> $properties Property schemas.
	 * @return array<string, mixed>
	 */
	private static function object( array $properties ): array {
		return [
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		];
	}

	/** @return array<string, mixed> */
	private static function int( int $minimum, ?int $maximum = null ): array {
		$schema = [
			'type'    => 'integer',
			'minimum' => $minimum,
		];
		if ( null !== $maximum ) {
			$schema['maximum'] = $maximum;
		}
		return $schema;
	}
}
