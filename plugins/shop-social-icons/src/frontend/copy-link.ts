/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { Alert } from './alert';
import type { CoreTexts } from './types';

/**
 * Whether the browser can write to the clipboard (a secure context with the async Clipboard API).
 *
 * @param nav The navigator.
 */
export function canCopy( nav: Navigator ): boolean {
	return typeof nav.clipboard?.writeText === 'function';
}

/**
 * Copies the page's address and says so. Spec: success shows the alert; failure is logged (a warning, never an
 * error) and returns false; we also announce the failure politely, so a screen-reader user is not left guessing.
 *
 * @param nav   The navigator.
 * @param url   The address to copy.
 * @param alert The core's alert.
 * @param texts The translated texts.
 * @return Whether the address was copied.
 */
export async function copyLink(
	nav: Navigator,
	url: string,
	alert: Alert,
	texts: CoreTexts
): Promise< boolean > {
	try {
		await nav.clipboard.writeText( url );
	} catch ( error ) {
		warn( 'the link could not be copied.', error );
		alert.show( texts.copyFailed, false );
		return false;
	}
	alert.show( texts.copied );
	return true;
}
