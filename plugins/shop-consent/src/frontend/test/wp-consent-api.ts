/**
 * Internal dependencies
 */
import { updateWpConsentApi } from '../wp-consent-api';

describe( 'updateWpConsentApi', () => {
	afterEach( () => {
		delete window.wp_set_consent;
		delete window.wp_consent_type;
	} );

	it( 'does nothing without the WP Consent API', () => {
		updateWpConsentApi(
			{ strict: true, thirdparty: true, advanced: true },
			'optin',
			window
		);

		expect( window.wp_consent_type ).toBeUndefined();
	} );

	it( 'maps every category and sets allow or deny', () => {
		const setConsent = jest.fn();
		window.wp_set_consent = setConsent;

		updateWpConsentApi(
			{ strict: true, thirdparty: true, advanced: false },
			'optin',
			window
		);

		expect( setConsent.mock.calls ).toEqual( [
			[ 'functional', 'allow' ],
			[ 'statistics', 'allow' ],
			[ 'statistics-anonymous', 'allow' ],
			[ 'marketing', 'deny' ],
			[ 'preferences', 'deny' ],
		] );
	} );

	it( 'sets the consent type and announces it once', () => {
		window.wp_set_consent = jest.fn();
		const defined = jest.fn();
		document.addEventListener( 'wp_consent_type_defined', defined );

		updateWpConsentApi(
			{ strict: true, thirdparty: false, advanced: false },
			'optin',
			window
		);
		updateWpConsentApi(
			{ strict: true, thirdparty: true, advanced: false },
			'optin',
			window
		);

		expect( window.wp_consent_type ).toBe( 'optin' );
		expect( defined ).toHaveBeenCalledTimes( 1 );

		updateWpConsentApi(
			{ strict: true, thirdparty: true, advanced: true },
			'optout',
			window
		);

		expect( window.wp_consent_type ).toBe( 'optout' );
		expect( defined ).toHaveBeenCalledTimes( 2 );
		document.removeEventListener( 'wp_consent_type_defined', defined );
	} );
} );
