/**
 * The one source of the storefront scripts' settings: `<script type="application/json" id="shop-theme-settings">`,
 * printed by ShopTheme\Behaviours\Core before the footer scripts, merged from the parts of the theme's services.
 */

/** Quick view and the wishlist (ShopTheme\Shop\ShopScripts): on pages that show a shop button or the wishlist list. */
export interface ShopSettings {
	wishlistUrl: string;
	storeUrl: string;
	/** `wp_rest` nonce of a logged-in shopper; empty for a guest. */
	nonce: string;
	quickView: { markup: string };
	labels: { add: string; remove: string; failed: string };
}

/** What the theme's PHP tells the storefront scripts; a part the page does not need is absent. */
export interface Settings {
	shop?: ShopSettings;
}

/**
 * Reads the settings element; nothing or broken JSON gives no settings.
 *
 * @param doc The document.
 */
export function readSettings( doc: Document ): Settings {
	try {
		const parsed: unknown = JSON.parse(
			doc.getElementById( 'shop-theme-settings' )?.textContent || '{}'
		);
		return parsed && typeof parsed === 'object'
			? ( parsed as Settings )
			: {};
	} catch {
		return {};
	}
}
