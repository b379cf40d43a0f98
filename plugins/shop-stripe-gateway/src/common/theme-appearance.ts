/**
 * The Payment Element's appearance for the page: the one the shop saved for the theme and checkout kind
 * (ClientSettings' `appearance`, the same for every visitor), else the one this browser measured earlier
 * (./local-appearance.ts), else computed from the page's fields (./appearance.ts), once per page view, and kept in
 * this browser. Only the shop's manager (./appearance-owner.ts) sends it to be saved for every shopper.
 */

/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { computeAppearance } from './appearance';
import { isAppearanceOwner } from './appearance-owner';
import type { ClientSettings } from './client-settings';
import {
	browserStorage,
	keepLocalAppearance,
	readLocalAppearance,
} from './local-appearance';
import { pageStyleReader, pageWebFonts } from './page-styles';
import type { CheckoutKind } from './page-styles';
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
 * @param kind     The page's kind (BLOCK_CHECKOUT or CLASSIC_PAGES).
 */
export function themeAppearance(
	settings: Partial<
		Pick<
			ClientSettings,
			'appearance' | 'ajax_url' | 'theme_name' | 'nonces'
		>
	>,
	doc: Document,
	kind: CheckoutKind
): Appearance | undefined {
	const { block } = kind;
	if ( settings.appearance ) {
		return settings.appearance;
	}
	if ( ! computed ) {
		const { ajax_url: url, theme_name: theme, nonces } = settings;
		const storage = theme ? browserStorage( doc ) : null;
		// The manager measures on every view until the shop has it saved; a kept one would never reach the shop.
		const owner = isAppearanceOwner( doc );
		computed =
			storage && theme && ! owner
				? readLocalAppearance( storage, theme, block, Date.now() )
				: null;
		if ( computed ) {
			return computed;
		}
		computed = computeAppearance(
			pageStyleReader( doc, kind.parts ),
			pageWebFonts( doc )
		);
		if ( computed && storage && theme ) {
			keepLocalAppearance( storage, theme, block, computed, Date.now() );
		}
		if ( computed && owner && url && theme && nonces ) {
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
