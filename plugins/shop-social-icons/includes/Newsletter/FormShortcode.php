<?php
/**
 * The `[shop_newsletter]` shortcode.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `[shop_newsletter]` prints the sign-up form of the settings, as the block does. It takes no attributes: the texts
 * are the settings' (Settings > Shop Social Icons, Newsletter).
 */
final class FormShortcode implements Service {

	public const TAG = 'shop_newsletter';

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
		add_shortcode( self::TAG, [ $this, 'render' ] );
	}

	/**
	 * Renders the form.
	 */
	public function render(): string {
		return $this->form->render();
	}
}
