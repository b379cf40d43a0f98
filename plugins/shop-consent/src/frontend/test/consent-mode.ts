/**
 * Internal dependencies
 */
import { acceptAll, rejectAll } from '../consent-state';
import { updateConsentMode } from '../consent-mode';

describe( 'updateConsentMode', () => {
	afterEach( () => {
		delete window.gtag;
		delete window.dataLayer;
		delete window.uetq;
		delete window.fbq;
	} );

	it.each( [
		[
			'third-party only',
			{ strict: true, thirdparty: true, advanced: false },
			'granted',
			'denied',
		],
		[
			'advanced only',
			{ strict: true, thirdparty: false, advanced: true },
			'denied',
			'granted',
		],
		[ 'everything', acceptAll(), 'granted', 'granted' ],
		[ 'a refusal', rejectAll(), 'denied', 'denied' ],
	] )( 'sends %s to gtag', ( _, categories, analytics, ads ) => {
		const gtag = jest.fn();
		window.gtag = gtag;

		updateConsentMode( categories, true, window );

		expect( gtag ).toHaveBeenCalledWith( 'consent', 'update', {
			analytics_storage: analytics,
			ad_storage: ads,
			ad_user_data: ads,
			ad_personalization: ads,
		} );
	} );

	it( 'pushes an Arguments object to dataLayer before gtag exists, as gtag.js expects', () => {
		updateConsentMode( acceptAll(), true, window );

		const [ entry ] = window.dataLayer as IArguments[];
		expect( Object.prototype.toString.call( entry ) ).toBe(
			'[object Arguments]'
		);
		expect( Array.from( entry ) ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( { analytics_storage: 'granted' } ),
		] );
	} );

	it( 'leaves Google alone when Consent Mode is off', () => {
		updateConsentMode( acceptAll(), false, window );

		expect( window.dataLayer ).toBeUndefined();
	} );

	it( 'tells Microsoft UET and the Meta pixel when they are on the page', () => {
		window.uetq = { push: jest.fn() };
		window.fbq = jest.fn();

		updateConsentMode( rejectAll(), false, window );
		updateConsentMode( acceptAll(), false, window );

		expect( window.uetq.push ).toHaveBeenNthCalledWith(
			1,
			'consent',
			'update',
			{ ad_storage: 'denied' }
		);
		expect( window.uetq.push ).toHaveBeenNthCalledWith(
			2,
			'consent',
			'update',
			{ ad_storage: 'granted' }
		);
		expect( window.fbq ).toHaveBeenNthCalledWith( 1, 'consent', 'revoke' );
		expect( window.fbq ).toHaveBeenNthCalledWith( 2, 'consent', 'grant' );
	} );
} );
