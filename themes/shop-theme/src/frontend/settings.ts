/** What the theme's PHP tells the storefront core (ShopTheme\Behaviours\Core prints it, the same for every visitor). */
export interface Settings {
	reloadOnResize?: boolean;
}

/**
 * Reads `<script type="application/json" id="shop-theme-settings">`; nothing or broken JSON gives no settings.
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
