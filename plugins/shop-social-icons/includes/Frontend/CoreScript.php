<?php
/**
 * Enqueues the storefront core where icons render, with its texts.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Frontend;

use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The core (build/frontend.js, deferred, in the footer) is requested only by pages that render icons: the renderer
 * calls need() for each list it prints. Its translated texts go into one
 * `<script type="application/json" id="shop-social-icons-core">` in the footer, so the core needs no i18n script.
 */
final class CoreScript implements Service {

	public const TEXTS_ELEMENT_ID = 'shop-social-icons-core';

	/** Whether this page renders icons. */
	private bool $needed = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_footer', [ $this, 'print_texts' ], 1 );
	}

	/**
	 * The page renders icons: the core and the icons' stylesheet are enqueued (both printed once however often this
	 * is called; a list rendered after wp_head gets its stylesheet in the footer).
	 */
	public function need(): void {
		$this->needed = true;
		wp_enqueue_style( Scripts::FRONTEND );
		wp_enqueue_script( Scripts::FRONTEND );
	}

	/**
	 * Prints the texts, once, when the page renders icons.
	 */
	public function print_texts(): void {
		if ( ! $this->needed ) {
			return;
		}
		$this->needed = false;
		printf(
			'<script type="application/json" id="%s">%s</script>' . "\n",
			esc_attr( self::TEXTS_ELEMENT_ID ),
			wp_json_encode( self::texts(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with < > & escaped.
		);
	}

	/**
	 * The core's texts (src/frontend/types.ts, CoreTexts).
	 *
	 * @return array<string, string>
	 */
	public static function texts(): array {
		return [
			'copied'          => __( 'Link copied', 'shop-social-icons' ),
			'copyFailed'      => __( 'The link could not be copied.', 'shop-social-icons' ),
		];
	}
}
