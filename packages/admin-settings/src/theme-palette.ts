/**
 * Internal dependencies
 */
import { HEX_COLOUR } from './colour-rule';

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

/**
 * The theme's colours a setting can store: those its rule takes (a palette may hold `var()` or `rgb()` values no
 * option takes), each with its name for the swatch's label.
 *
 * @param printed The palette PHP printed; anything else is read as none.
 * @param rule    The values the setting stores (colour-rule.ts), `#rrggbb` by default.
 */
export function themePalette(
	printed: unknown = window.shopBundleThemePalette,
	rule: RegExp = HEX_COLOUR
): Swatch[] {
	if ( ! Array.isArray( printed ) ) {
		return [];
	}
	return printed.flatMap( ( entry: PaletteColour ) =>
		typeof entry?.color === 'string' && rule.test( entry.color )
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
