/**
 * The appearance a shopper's own browser measured, kept in that browser (localStorage) per theme and checkout kind
 * for a day, as the server keeps the shop manager's: later page views skip the measuring, and no visitor changes
 * what any other is shown. Storage that is full, switched off or holds something else only means measuring again.
 */

/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/** How long a kept appearance is used: a day, as SavedAppearance keeps the shop's. */
export const LOCAL_APPEARANCE_MS = 24 * 60 * 60 * 1000;

/** What is stored. */
interface Kept {
	at: number;
	appearance: Appearance;
}

/**
 * The storage key of a theme and checkout kind.
 *
 * @param theme The theme's slug.
 * @param block Whether the page is the block checkout.
 */
export function localAppearanceKey( theme: string, block: boolean ): string {
	return `shop-stripe-gateway:appearance:${
		block ? 'block' : 'classic'
	}:${ theme }`;
}

/**
 * The appearance kept for the theme and kind, or null when there is none younger than a day.
 *
 * @param storage The browser's storage.
 * @param theme   The theme's slug.
 * @param block   Whether the page is the block checkout.
 * @param now     The time, in ms.
 */
export function readLocalAppearance(
	storage: Storage,
	theme: string,
	block: boolean,
	now: number
): Appearance | null {
	try {
		const kept = JSON.parse(
			storage.getItem( localAppearanceKey( theme, block ) ) ?? 'null'
		) as Partial< Kept > | null;
		const fresh =
			typeof kept?.at === 'number' &&
			now - kept.at < LOCAL_APPEARANCE_MS &&
			now >= kept.at;
		return fresh && kept?.appearance && typeof kept.appearance === 'object'
			? kept.appearance
			: null;
	} catch {
		return null;
	}
}

/**
 * Keeps the measured appearance for the theme and kind.
 *
 * @param storage    The browser's storage.
 * @param theme      The theme's slug.
 * @param block      Whether the page is the block checkout.
 * @param appearance The measured appearance.
 * @param now        The time, in ms.
 */
export function keepLocalAppearance(
	storage: Storage,
	theme: string,
	block: boolean,
	appearance: Appearance,
	now: number
): void {
	try {
		const kept: Kept = { at: now, appearance };
		storage.setItem(
			localAppearanceKey( theme, block ),
			JSON.stringify( kept )
		);
	} catch {
		// Full or switched off: measured again on the next page view.
	}
}

/**
 * The page's localStorage, or null where reading it throws (storage switched off, a sandboxed frame).
 *
 * @param doc The page.
 */
export function browserStorage( doc: Document ): Storage | null {
	try {
		return doc.defaultView?.localStorage ?? null;
	} catch {
		return null;
	}
}
