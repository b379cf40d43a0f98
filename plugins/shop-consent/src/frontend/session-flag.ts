/**
 * Internal dependencies
 */
import { cookieAttributes, readCookie } from './consent-cookie';

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
	return readCookie( win.document.cookie, HIDDEN_COOKIE ) === '1';
}

/**
 * Hides the bar for the rest of the browser session, in every tab.
 *
 * @param win Window.
 */
export function hideForSession( win: Window ): void {
	win.document.cookie = `${ HIDDEN_COOKIE }=1; ${ cookieAttributes(
		win.location.protocol === 'https:'
	) }`;
}
