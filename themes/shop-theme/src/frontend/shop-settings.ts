/**
 * Settings of quick view and the wishlist, printed by PHP (ShopTheme\Shop\ShopScripts) before the core on pages that
 * show a shop button or the wishlist list.
 */

export interface ShopSettings {
	wishlistUrl: string;
	storeUrl: string;
	/** `wp_rest` nonce of a logged-in shopper; empty for a guest. */
	nonce: string;
	quickView: { markup: string };
	labels: { add: string; remove: string; failed: string };
}

/**
 * The settings, or null on pages without a shop button.
 *
 * @param win Window.
 */
export const shopSettings = ( win: Window ): ShopSettings | null =>
	( win as unknown as { shopThemeShop?: ShopSettings } ).shopThemeShop ??
	null;
