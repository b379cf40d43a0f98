/**
 * Internal dependencies
 */
import type { Categories, Category } from './types';

/** WP Consent API categories set from each of ours. */
export const WP_CONSENT_CATEGORIES: Record< Category, string[] > = {
	strict: [ 'functional' ],
	thirdparty: [ 'statistics', 'statistics-anonymous' ],
	advanced: [ 'marketing', 'preferences' ],
};

/**
 * Tells the WP Consent API (when its plugin is active) the consent type and the state of every category:
 * `window.wp_consent_type` plus the `wp_consent_type_defined` event, as the API's documentation asks of consent
 * managers, then `wp_set_consent( category, 'allow' | 'deny' )`.
 *
 * @param categories  The categories in force.
 * @param consentType `optin`, or `optout` where the opt-out model applies.
 * @param win         The window.
 */
export function updateWpConsentApi(
	categories: Categories,
	consentType: 'optin' | 'optout',
	win: Window
): void {
	const setConsent = win.wp_set_consent;
	if ( typeof setConsent !== 'function' ) {
		return;
	}
	if ( win.wp_consent_type !== consentType ) {
		win.wp_consent_type = consentType;
		win.document.dispatchEvent(
			new CustomEvent( 'wp_consent_type_defined' )
		);
	}
	for ( const category of Object.keys(
		WP_CONSENT_CATEGORIES
	) as Category[] ) {
		for ( const wpCategory of WP_CONSENT_CATEGORIES[ category ] ) {
			setConsent( wpCategory, categories[ category ] ? 'allow' : 'deny' );
		}
	}
}
