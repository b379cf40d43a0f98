/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';

/**
 * Internal dependencies
 */
import { ADDED_EVENT } from '../share-buttons';
import { assetsMarkup } from './assets-markup';
import { fetchCampaign } from './campaign';
import { popupSeen, rememberPopup } from './popup-cookie';
import { schedulePopup } from './popup-schedule';
import type { PopupData, PopupUi } from './types';

/** The dialog's id (ShopSocialIcons\Popup\PopupDialog::ID). */
export const POPUP_ID = 'shop-social-icons-popup';

/** The global build/popup.js sets. */
export const POPUP_GLOBAL = 'shopSocialIconsPopup';

/**
 * Resolves once the page has loaded (at once when it has).
 *
 * @param win The window.
 */
const loaded = ( win: Window ) =>
	new Promise< void >( ( resolve ) => {
		if ( win.document.readyState === 'complete' ) {
			resolve();
		} else {
			win.addEventListener( 'load', () => resolve(), { once: true } );
		}
	} );

/**
 * Runs the popup's trigger: nothing when the cookie says it was shown in the last 30 days; else, when it is due,
 * loads the popup's script (and, with page-cache compatibility, the dialog and campaign files fetched after the
 * page's load), opens the dialog and sets the cookie. Returns a function that cancels the trigger.
 *
 * @param win     The window.
 * @param data    The page's popup data.
 * @param fetcher `fetch` (for page-cache compatibility).
 */
export function startPopup(
	win: Window,
	data: PopupData,
	fetcher: typeof fetch = ( ...args ) => win.fetch( ...args )
): () => void {
	const doc = win.document;
	if ( popupSeen( doc ) ) {
		return () => {};
	}
	const { campaign, assets } = data;
	let markup: Promise< string | null >;
	if ( campaign ) {
		markup = loaded( win ).then( () =>
			fetchCampaign( fetcher, campaign, doc )
		);
	} else {
		markup = Promise.resolve( assets ? assetsMarkup( doc, assets ) : null );
	}
	return schedulePopup( win, data, async () => {
		const tags = await markup;
		// Another tab may have shown it meanwhile.
		if ( tags === null || popupSeen( doc ) ) {
			return;
		}
		const ui = await createUiLoader< PopupUi >(
			win,
			tags,
			POPUP_GLOBAL
		).load();
		const dialog = doc.getElementById( POPUP_ID );
		if ( ui && dialog instanceof HTMLDialogElement ) {
			rememberPopup( doc );
			// Its copy link and WeChat buttons, when it came from the REST route after the core ran.
			dialog.dispatchEvent( new Event( ADDED_EVENT, { bubbles: true } ) );
			ui.open( dialog );
		}
	} );
}
