/**
 * External dependencies
 */
import {
	readCookie,
	writeCookie,
} from '@shop-bundle/storefront-runtime/cookie-jar';

/**
 * Session cookie set when the visitor hid the bar for the session (close behaviour 1). A cookie without a lifetime
 * lasts as long as the browser session and is shared by every tab, where sessionStorage would be per tab.
 */
export const HIDDEN_COOKIE = 'shop_consent_hidden';

/**
 * Whether the bar was hidden for this browser session.
 *
 * @param win Window.
 */
export function isHiddenForSession( win: Window ): boolean {
	return readCookie( win.document, HIDDEN_COOKIE ) === '1';
}

/**
 * Hides the bar for the rest of the browser session, in every tab.
 *
 * @param win Window.
 */
export function hideForSession( win: Window ): void {
	writeCookie( win.document, HIDDEN_COOKIE, '1' );
}
