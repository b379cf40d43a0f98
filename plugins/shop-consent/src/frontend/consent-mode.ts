/**
 * Internal dependencies
 */
import type { Categories, OptionalCategory } from './types';

const state = ( granted: boolean ) => ( granted ? 'granted' : 'denied' );

/**
 * Google Consent Mode v2 storage types and the category that grants each. PHP prints the defaults in `<head>` from
 * its copy (`HeadSnippets::CONSENT_MODE_TYPES`); e2e/shop-consent/consent-mode.spec.ts proves both agree.
 */
export const GOOGLE_CONSENT_TYPES: Record< string, OptionalCategory > = {
	ad_storage: 'advanced',
	ad_user_data: 'advanced',
	ad_personalization: 'advanced',
	analytics_storage: 'thirdparty',
};

/**
 * Sends the consent to the tags on the page. Google Consent Mode v2 (when enabled; the defaults are printed in
 * `<head>` by PHP) as `GOOGLE_CONSENT_TYPES` maps it, through `gtag` or, before it is defined, `dataLayer` as gtag
 * does. Microsoft UET and the Meta pixel only when their globals exist.
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
		const update: Record< string, string > = {};
		for ( const [ type, category ] of Object.entries(
			GOOGLE_CONSENT_TYPES
		) ) {
			update[ type ] = state( categories[ category ] );
		}
		gtag( 'consent', 'update', update );
	}
	win.uetq?.push( 'consent', 'update', { ad_storage: ads } );
	if ( typeof win.fbq === 'function' ) {
		win.fbq( 'consent', categories.advanced ? 'grant' : 'revoke' );
	}
}
