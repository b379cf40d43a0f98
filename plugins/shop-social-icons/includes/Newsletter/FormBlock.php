<?php
/**
 * The "Newsletter sign-up" block.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Blocks\EditorAssets;
use ShopSocialIcons\Kit\Service;

use const ShopSocialIcons\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Dynamic block `shop-social-icons/newsletter` (build/blocks/newsletter/block.json is the source of truth): PHP
 * renders the form through NewsletterForm, as the shortcode does; the editor shows that render.
 */
final class FormBlock implements Service {

	public const NAME = 'shop-social-icons/newsletter';

	/**
	 * Constructor.
	 *
	 * @param NewsletterForm $form Renders the form.
	 */
	public function __construct( private NewsletterForm $form ) {}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_block' ] );
	}

	/**
	 * Registers the block from the build folder (nothing when it has not been built).
	 */
	public function register_block(): void {
		$folder = DIR . 'build/blocks/newsletter';
		if ( is_readable( $folder . '/block.json' ) ) {
			EditorAssets::register_block_type( $folder, [ 'render_callback' => [ $this, 'render' ] ] );
		}
	}

	/**
	 * Renders the form; `showHeading: false` leaves the settings' heading out (the section around it has one).
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public function render( $attributes = [] ): string {
		$show_heading = false !== ( is_array( $attributes ) ? ( $attributes['showHeading'] ?? true ) : true );
		return $this->form->render( get_block_wrapper_attributes( [ 'class' => 'shop-newsletter' ] ), $show_heading );
	}
}
