/** sessionStorage key set when the visitor hid the bar for the session (close behaviour 1). */
export const HIDDEN_KEY = 'shop_consent_hidden';

/**
 * Whether the bar was hidden for this session. Storage may be unavailable (privacy modes): then it was not.
 *
 * @param win Window.
 */
export function isHiddenForSession( win: Window ): boolean {
	try {
		return win.sessionStorage.getItem( HIDDEN_KEY ) === '1';
	} catch {
		return false;
	}
}

/**
 * Hides the bar for the rest of the session, where storage allows (otherwise for this page only).
 *
 * @param win Window.
 */
export function hideForSession( win: Window ): void {
	try {
		win.sessionStorage.setItem( HIDDEN_KEY, '1' );
	} catch {}
}
