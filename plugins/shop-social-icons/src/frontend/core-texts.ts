/**
 * Internal dependencies
 */
import type { CoreTexts } from './types';

export const TEXTS_ELEMENT_ID = 'shop-social-icons-core';

/** English fallbacks: used only when the page lacks PHP's element (a cached page from before an update). */
const FALLBACK: CoreTexts = {
	copied: 'Link copied',
	copyFailed: 'The link could not be copied.',
};

/**
 * Reads the translated texts PHP printed, falling back per missing text.
 *
 * @param doc The document.
 */
export function readTexts( doc: Document ): CoreTexts {
	const element = doc.getElementById( TEXTS_ELEMENT_ID );
	let printed: Partial< CoreTexts > = {};
	try {
		printed = JSON.parse( element?.textContent || '{}' );
	} catch {
		// A broken element is treated as a missing one.
	}
	return { ...FALLBACK, ...printed };
}
