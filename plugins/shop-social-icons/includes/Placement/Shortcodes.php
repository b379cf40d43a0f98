<?php
/**
 * The icons' shortcodes.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Placement;

use ShopSocialIcons\Icons\Renderer;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `[shop_social_icons kind="share|follow" networks="facebook,x"]`, and the replaced plugin's
 * `[DISPLAY_ULTIMATE_SOCIAL_ICONS]`, kept so pages written for it still show icons: it prints what
 * `[shop_social_icons]` without attributes prints (the share icons of the settings).
 */
final class Shortcodes implements Service {

	public const TAG = 'shop_social_icons';

	public const LEGACY_TAG = 'DISPLAY_ULTIMATE_SOCIAL_ICONS';

	/**
	 * Constructor.
	 *
	 * @param Renderer $renderer Renders the icons.
	 */
	public function __construct( private Renderer $renderer ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_shortcode( self::TAG, [ $this, 'render' ] );
		add_shortcode( self::LEGACY_TAG, [ $this, 'render_legacy' ] );
	}

	/**
	 * Renders `[shop_social_icons]`.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes ('' when there are none).
	 */
	public function render( $atts ): string {
		$atts = shortcode_atts(
			[
				'kind'     => 'share',
				'networks' => '',
			],
			is_array( $atts ) ? $atts : [],
			self::TAG
		);
		$networks = array_filter( array_map( 'trim', explode( ',', strtolower( (string) $atts['networks'] ) ) ) );
		return $this->renderer->render( (string) $atts['kind'], array_values( $networks ) );
	}

	/**
	 * Renders `[DISPLAY_ULTIMATE_SOCIAL_ICONS]`: its attributes meant the other plugin's widget and are ignored.
	 */
	public function render_legacy(): string {
		return $this->render( [] );
	}
}
