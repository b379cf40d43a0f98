<?php
/**
 * The "Cookie settings" block and the [shop_consent_settings] shortcode.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Blocks;

use ShopConsent\Kit\Blocks\EditorAssets;
use ShopConsent\Kit\Service;

use const ShopConsent\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * The block is dynamic (build/blocks/cookie-settings/block.json is the source of truth); block and shortcode print
 * the same link through SettingsLink.
 */
final class CookieSettings implements Service {

	/** The shortcode's tag. */
	public const SHORTCODE = 'shop_consent_settings';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_block' ] );
	}

	/**
	 * Registers the shortcode, and the block from the build folder (nothing when it has not been built).
	 */
	public function register_block(): void {
		add_shortcode( self::SHORTCODE, [ $this, 'render_shortcode' ] );
		$folder = DIR . 'build/blocks/cookie-settings';
		if ( is_readable( $folder . '/block.json' ) ) {
			EditorAssets::register_block_type( $folder, [ 'render_callback' => [ $this, 'render_block' ] ] );
		}
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render_block( $attributes ): string {
		$label = is_string( $attributes['label'] ?? null ) ? $attributes['label'] : '';
		return SettingsLink::render( $label, get_block_wrapper_attributes() );
	}

	/**
	 * Renders the shortcode: `[shop_consent_settings label="Privacy choices"]`.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function render_shortcode( $atts ): string {
		$atts = shortcode_atts( [ 'label' => '' ], is_array( $atts ) ? $atts : [], self::SHORTCODE );
		return SettingsLink::render( (string) $atts['label'] );
	}
}
