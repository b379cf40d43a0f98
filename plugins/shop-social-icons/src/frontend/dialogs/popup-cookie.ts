/**
 * External dependencies
 */
import {
	readCookie,
	writeCookie,
} from '@shop-bundle/storefront-runtime/cookie-jar';

/** Set when the popup is shown; while it lasts, the popup stays away. */
export const POPUP_COOKIE = 'shop_social_icons_popup';

/** Its lifetime: 30 days (spec: the replaced plugin's cookie, which never worked, meant the same). */
export const POPUP_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Ultimate Social Media Icons' cookie, set when a visitor closed its popup (its premium edition writes `yes` for the
 * time the owner chose; the free one compares a number). Whatever the value, the visitor dismissed a popup of this
 * site: ours stays away while the browser keeps it, so a shop that moved from that plugin does not ask again.
 */
export const REPLACED_POPUP_COOKIE = 'sfsi_popup';

/**
 * Whether this browser was shown the popup in the last 30 days, or dismissed the replaced plugin's.
 *
 * @param doc The page.
 */
export const popupSeen = ( doc: Document ): boolean =>
	readCookie( doc, POPUP_COOKIE ) !== null ||
	readCookie( doc, REPLACED_POPUP_COOKIE ) !== null;

/**
 * Remembers for 30 days that the popup was shown.
 *
 * @param doc The page.
 */
export function rememberPopup( doc: Document ): void {
	writeCookie( doc, POPUP_COOKIE, '1', { maxAge: POPUP_COOKIE_SECONDS } );
}
