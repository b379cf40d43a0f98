/**
 * Internal dependencies
 */
import { startOverlays } from './overlay-triggers';
import { startPopup } from './popup-trigger';
import { readData } from './read-data';
import type { OverlaysData, PopupData } from './types';

/** Ids of the data PHP prints (ShopSocialIcons\Popup\PopupPage, ShopSocialIcons\Overlays\OverlayData). */
export const POPUP_DATA_ID = 'shop-social-icons-popup-data';
export const OVERLAYS_DATA_ID = 'shop-social-icons-overlays-data';

/**
 * Starts the popup's trigger and the overlays' click triggers where the page has their data; nothing else runs
 * and nothing is loaded until a visitor or the popup's trigger needs it.
 *
 * @param win The window.
 */
export function startDialogs( win: Window ): void {
	const popup = readData< PopupData >( win.document, POPUP_DATA_ID );
	if ( popup ) {
		startPopup( win, popup );
	}
	const overlays = readData< OverlaysData >( win.document, OVERLAYS_DATA_ID );
	if ( overlays ) {
		startOverlays( win, overlays );
	}
}
