/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { ShopConsentSettings } from './types';

/** The route that draws the bar with includes/Banner/BarMarkup.php, as the storefront gets it. */
export const BAR_PREVIEW_PATH = '/shop-consent/v1/bar-preview';

/**
 * The query of the settings the bar is drawn from (its texts, colours and position), as a string, so that a
 * component can tell when it changed.
 *
 * @param settings The settings being edited.
 */
export function barPreviewQuery( settings: ShopConsentSettings ): string {
	const { bar_message: message, accept, reject } = settings.texts;
	const params = new URLSearchParams( {
		'texts[bar_message]': message,
		'texts[accept]': accept,
		'texts[reject]': reject,
		'texts[settings]': settings.texts.settings,
		position: settings.position,
	} );
	for ( const [ key, value ] of Object.entries( settings.colours ) ) {
		params.set( `colours[${ key }]`, value );
	}
	return params.toString();
}

/**
 * The bar's markup for a query of barPreviewQuery(): fields the schema refuses (a colour being typed) keep their
 * stored value on the server.
 *
 * @param query The query.
 */
export const fetchBarPreview = ( query: string ) =>
	apiFetch< { markup: string } >( {
		path: `${ BAR_PREVIEW_PATH }?${ query }`,
	} ).then( ( answer ) => answer.markup );
