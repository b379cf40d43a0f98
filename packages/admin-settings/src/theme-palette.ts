/** A colour of the theme's palette as `wp_get_global_settings( [ 'color', 'palette', 'theme' ] )` gives it. */
export interface PaletteColour {
	name?: string;
	slug?: string;
	color?: string;
}

/** A swatch as ColorPalette takes it. */
export interface Swatch {
	name: string;
	color: string;
	slug?: string;
}

declare global {
	interface Window {
		/** Printed before a settings app by each plugin's AdminPage: the active theme's palette. */
		shopBundleThemePalette?: PaletteColour[] | null;
	}
}

/** The settings' colour pattern: `#rrggbb`, which every option of the bundle stores. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The theme's colours a setting can store: those written as `#rrggbb` (a palette may hold `var()` or `rgb()`
 * values no option takes), each with its name for the swatch's label.
 *
 * @param printed The palette PHP printed; anything else is read as none.
 */
export function themePalette(
	printed: unknown = window.shopBundleThemePalette
): Swatch[] {
	if ( ! Array.isArray( printed ) ) {
		return [];
	}
	return printed.flatMap( ( entry: PaletteColour ) =>
		typeof entry?.color === 'string' && HEX_COLOUR.test( entry.color )
			? [
					{
						name: entry.name || entry.color,
						slug: entry.slug,
						color: entry.color.toLowerCase(),
					},
				]
			: []
	);
}
