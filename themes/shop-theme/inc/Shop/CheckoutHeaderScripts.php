<?php
/**
 * The header on the checkout, without the Interactivity API.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The checkout shows the same header as every page (issue 28), and the header's menu and account icon are the only
 * Interactivity API blocks there: their script modules brought WordPress's Interactivity runtime (14 kB gzipped) to
 * the page for a submenu's toggle and an icon, and the checkout's first-visit JavaScript to 29.6 kB over bare
 * WooCommerce (budget 15). On the checkout they are left out: the menu's submenus still open on hover and on focus
 * (WordPress's navigation CSS; arrow keys and Escape from the theme's core) and the account icon is a link.
 */
final class CheckoutHeaderScripts implements Service {

	/** The modules of the header's blocks. */
	public const MODULES = [ '@wordpress/block-library/navigation/view', 'woocommerce/customer-account' ];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// Late: the blocks enqueued their modules while the template rendered.
		add_action( 'wp_enqueue_scripts', [ $this, 'leave_out' ], 100 );
		add_filter( 'render_block_data', [ $this, 'plain_menu' ] );
	}

	/**
	 * On the checkout, the menu without its submenu toggles: WordPress's navigation is then not interactive (no
	 * module, no directives), and a submenu opens on hover and on focus by CSS.
	 *
	 * @param array<string, mixed>|mixed $block The parsed block.
	 * @return array<string, mixed>|mixed
	 */
	public function plain_menu( $block ) {
		if ( is_array( $block ) && 'core/navigation' === ( $block['blockName'] ?? null ) && self::on_checkout() ) {
			$block['attrs']['showSubmenuIcon'] = false;
		}
		return $block;
	}

	/**
	 * Whether this is the checkout (the order-pay page included; not the order received).
	 */
	private static function on_checkout(): bool {
		return function_exists( 'is_checkout' ) && is_checkout() && ! is_wc_endpoint_url( 'order-received' );
	}

	/**
	 * Leaves the header's modules out on the checkout (the order-pay page included; not the order received).
	 */
	public function leave_out(): void {
		if ( self::on_checkout() ) {
			array_map( 'wp_dequeue_script_module', self::MODULES );
		}
	}
}
