<?php
/**
 * The "Social icons" block.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Placement;

use ShopSocialIcons\Icons\Renderer;
use ShopSocialIcons\Kit\Blocks\EditorAssets;
use ShopSocialIcons\Kit\Service;

use const ShopSocialIcons\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Dynamic block (build/blocks/share/block.json is the source of truth): PHP renders the icons through Renderer,
 * as the shortcodes and the automatic placement do.
 */
final class IconsBlock implements Service {

	/** The block's name. */
	public const NAME = 'shop-social-icons/share';

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
		add_action( 'init', [ $this, 'register_block' ] );
	}

	/**
	 * Registers the block from the build folder (nothing when it has not been built).
	 */
	public function register_block(): void {
		$folder = DIR . 'build/blocks/share';
		if ( is_readable( $folder . '/block.json' ) ) {
			EditorAssets::register_block_type( $folder, [ 'render_callback' => [ $this, 'render' ] ] );
		}
	}

	/**
	 * Renders the block: nothing when it has no icon to show.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( $attributes ): string {
		$attributes = (array) $attributes;
		$networks   = is_array( $attributes['networks'] ?? null ) ? $attributes['networks'] : [];
		$icons      = $this->renderer->render( (string) ( $attributes['kind'] ?? 'share' ), $networks );
		return '' === $icons ? '' : sprintf( '<div %s>%s</div>', get_block_wrapper_attributes(), $icons );
	}
}
