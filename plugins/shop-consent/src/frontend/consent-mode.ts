/**
 * Internal dependencies
 */
import type { Categories } from './types';

const state = ( granted: boolean ) => ( granted ? 'granted' : 'denied' );

/**
 * Sends the consent to the tags on the page. Google Consent Mode v2 (when enabled; the defaults are printed in
 * `<head>` by PHP): `analytics_storage` from third-party, `ad_storage`, `ad_user_data` and `ad_personalization`
 * from advanced, through `gtag` or, before it is defined, `dataLayer` as gtag does. Microsoft UET and the Meta
 * pixel only when their globals exist.
 *
 * @param categories The categories in force.
 * @param googleMode Whether Google Consent Mode is enabled.
 * @param win        The window.
 */
export function updateConsentMode(
	categories: Categories,
	googleMode: boolean,
	win: Window
): void {
	const ads = state( categories.advanced );
	if ( googleMode ) {
		const gtag =
			win.gtag ??
			function () {
				// gtag.js reads the Arguments object, not an array.
				// eslint-disable-next-line prefer-rest-params
				( win.dataLayer = win.dataLayer ?? [] ).push( arguments );
			};
		gtag( 'consent', 'update', {
			analytics_storage: state( categories.thirdparty ),
			ad_storage: ads,
			ad_user_data: ads,
			ad_personalization: ads,
		} );
	}
	win.uetq?.push( 'consent', 'update', { ad_storage: ads } );
	if ( typeof win.fbq === 'function' ) {
		win.fbq( 'consent', categories.advanced ? 'grant' : 'revoke' );
	}
}
