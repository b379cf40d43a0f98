/**
 * `shop_theme_options` as /wp/v2/settings gives it: ShopTheme\Options\ThemeOptions's schema is the one source of
 * the keys and their defaults; this type only names them for the screen.
 */
export interface ThemeOptions {
	preloader: boolean;
	reload_on_resize: boolean;
	back_to_top: boolean;
	sticky_sidebars: boolean;
	tooltips: boolean;
	quick_view: boolean;
	wishlist: boolean;
}
