/**
 * The Payment Element's appearance for the page: the one saved for the theme and checkout kind (ClientSettings'
 * `appearance`), else computed from the page's fields (./appearance.ts) and sent to be saved, once per page view.
 */

/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { computeAppearance } from './appearance';
import type { ClientSettings } from './client-settings';
import { pageStyleReader, pageWebFonts } from './page-styles';
import { saveAppearance } from './save-appearance';

/**
 * The appearance computed on this page view, so it is computed and sent once (every method's element uses it).
 * Nothing is kept while the page has no field to read yet, so a later call can still compute it.
 */
let computed: Appearance | null = null;

/**
 * The appearance, or undefined for Stripe's own look (nothing saved and no field on the page to read).
 *
 * @param settings The client settings.
 * @param doc      The document.
 * @param block    Whether the page is the block checkout.
 */
export function themeAppearance(
	settings: Partial<
		Pick<
			ClientSettings,
			'appearance' | 'ajax_url' | 'theme_name' | 'nonces'
		>
	>,
	doc: Document,
	block: boolean
): Appearance | undefined {
	if ( settings.appearance ) {
		return settings.appearance;
	}
	if ( ! computed ) {
		computed = computeAppearance(
			pageStyleReader( doc, block ),
			pageWebFonts( doc )
		);
		const { ajax_url: url, theme_name: theme, nonces } = settings;
		if ( computed && url && theme && nonces ) {
			void saveAppearance(
				{ ajax_url: url, theme_name: theme, nonces },
				computed,
				block
			);
		}
	}
	return computed ?? undefined;
}

/** Forgets the computed appearance (tests). */
export function resetThemeAppearanceForTests(): void {
	computed = null;
}
