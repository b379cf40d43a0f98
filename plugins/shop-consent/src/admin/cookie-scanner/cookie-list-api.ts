/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { CookieList, CookieListItem, ScannerData } from './types';

/** Pages to scan and the known-cookie database (includes/Rest/CookieScannerController.php). */
export const SCANNER_PATH = '/shop-consent/v1/cookie-scanner';

/** The saved cookie list (includes/Rest/CookieListController.php). */
export const LIST_PATH = '/shop-consent/v1/cookie-list';

/** What the scanner needs. api-fetch sends the REST nonce; both routes need manage_options. */
export const fetchScannerData = () =>
	apiFetch< ScannerData >( { path: SCANNER_PATH } );

export const fetchCookieList = () =>
	apiFetch< CookieList >( { path: LIST_PATH } );

/**
 * Replaces the saved list; the server answers 400 with a message for a bad row and then keeps the old list.
 *
 * @param items The rows.
 */
export const saveCookieList = ( items: CookieListItem[] ) =>
	apiFetch< CookieList >( {
		path: LIST_PATH,
		method: 'POST',
		data: { items },
	} );
