/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { PopupSettings } from './types';

/** The route that draws the popup with includes/Popup/PopupDialog.php, as the storefront gets it. */
export const POPUP_PREVIEW_PATH = '/shop-social-icons/v1/popup-preview';

/**
 * The query of the popup settings being edited, as a string, so that a component can tell when it changed. Every
 * field goes: the route takes those the dialog is drawn from (PopupPreviewController::FIELDS) and keeps no list
 * here.
 *
 * @param popup The popup settings being edited.
 */
export function popupPreviewQuery( popup: PopupSettings ): string {
	return new URLSearchParams(
		Object.entries( popup ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	).toString();
}

/**
 * The dialog's markup (with the symbols of its icons) for a query of popupPreviewQuery(): fields the schema refuses
 * (a colour being typed) keep their stored value on the server.
 *
 * @param query The query.
 */
export const fetchPopupPreview = ( query: string ) =>
	apiFetch< { markup: string } >( {
		path: `${ POPUP_PREVIEW_PATH }?${ query }`,
	} ).then( ( answer ) => answer.markup );
