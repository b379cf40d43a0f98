<?php
/**
 * The scripts of quick view and the wishlist.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Assets;
use ShopTheme\Behaviours\SettingsPart;
use ShopTheme\BuiltScript;
use ShopTheme\Kit\Assets\HandleMarkup;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;
use const ShopTheme\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the quick view dialog (React, handle shop-theme-quick-view) without enqueuing it, and, once a shop button
 * or the wishlist list was rendered on a page, enqueues the storefront core and gives it, under `shop` in the core's
 * settings (printed by Behaviours\Core), the REST addresses, the labels, the dialog's tags (the core injects them on
 * the first click) and, for a logged-in shopper only, the `wp_rest` nonce that lets the core read and write the stored
 * list. A feature turned off gets an empty value. A guest's page carries no per-visitor value, so it is the same for
 * every guest and can be cached; pages of logged-in users are not served from page caches.
 */
final class ShopScripts implements Service, SettingsPart {

	/** Told that a shop button or the wishlist list rendered (a kept section tells it again: {@see \ShopTheme\Performance\KeptSections}). */
	public const NEEDED = 'shop_theme_shop_scripts_needed';

	/** Quick view dialog (React), loaded on the first click. */
	public const QUICK_VIEW = 'shop-theme-quick-view';

	/** The option keeping the dialog's drawn tags (Kit\Assets\HandleMarkupCache; forgotten on a theme switch). */
	public const MARKUP_OPTION = 'shop_theme_handle_markup';

	/** Draws the wishlist pattern's list, only where it is. */
	public const WISHLIST_PAGE = 'shop-theme-wishlist-page';

	/** Whether this page shows a shop button or the wishlist list. */
	private bool $needed = false;

	/**
	 * @param HandleMarkup $markup Tags of the dialog.
	 */
	public function __construct( private HandleMarkup $markup ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_scripts' ] );
		add_action( self::NEEDED, [ $this, 'needed' ] );
	}

	/**
	 * Registers the dialog (script and style) and the wishlist page's script, when they have been built.
	 */
	public function register_scripts(): void {
		if ( BuiltScript::register( self::QUICK_VIEW, 'quick-view', BuiltScript::DEFERRED ) ) {
			wp_set_script_translations( self::QUICK_VIEW, 'shop-theme', DIR . 'languages' );
			BuiltScript::register_style( self::QUICK_VIEW, 'quick-view' ); // The entry's version: the same on every web node.
		}
		BuiltScript::register( self::WISHLIST_PAGE, 'wishlist-page', BuiltScript::DEFERRED, [ Assets::FRONTEND ] );
	}

	/**
	 * The wishlist pattern's list is on the page: its script, and the core.
	 */
	public function need_wishlist_page(): void {
		wp_enqueue_script( self::WISHLIST_PAGE );
		$this->need();
	}

	/**
	 * A shop button or the wishlist list is on the page: the core runs, and its settings get the `shop` part.
	 */
	public function need(): void {
		$this->needed();
		do_action( self::NEEDED );
	}

	/**
	 * Notes that the page needs the core and its `shop` settings.
	 */
	public function needed(): void {
		$this->needed = true;
		wp_enqueue_script( Assets::FRONTEND );
	}

	/**
	 * The `shop` part of the core's settings, only on pages that need it.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		return $this->needed ? [ 'shop' => $this->shop() ] : [];
	}

	/**
	 * What quick view and the wishlist need to know.
	 *
	 * @return array<string, mixed>
	 */
	public function shop(): array {
		return [
			'wishlistUrl' => ThemeOptions::on( 'wishlist' ) ? rest_url( WishlistRoute::NAMESPACE . WishlistRoute::ROUTE ) : '',
			'storeUrl'    => rest_url( 'wc/store/v1/' ),
			'nonce'       => is_user_logged_in() ? wp_create_nonce( 'wp_rest' ) : '',
			'quickView'   => [ 'markup' => ThemeOptions::on( 'quick_view' ) ? $this->markup->markup( self::QUICK_VIEW ) : '' ],
			'labels'      => [
				'add'    => __( 'Add to wishlist', 'shop-theme' ),
				'remove' => __( 'Remove from wishlist', 'shop-theme' ),
				'failed' => __( 'The wishlist could not be saved. Try again.', 'shop-theme' ),
			],
		];
	}
}
