/**
 * Internal dependencies
 */
import { readConsentCookie } from '../../../frontend/consent-cookie';
import { allowEverything } from '../consent-swap';

const clear = () => {
	document.cookie = 'shop_consent=; path=/; max-age=0';
};

describe( 'allowEverything', () => {
	afterEach( clear );

	it( 'allows every category of the current version during the scan and puts the admin’s record back', () => {
		const admin = encodeURIComponent(
			JSON.stringify( {
				strict: 1,
				thirdparty: 0,
				advanced: 0,
				version: 2,
				id: '0123456789abcdef0123456789abcdef',
			} )
		);
		document.cookie = `shop_consent=${ admin }; path=/`;

		const restore = allowEverything( document, 3, 365 );

		expect( readConsentCookie( document ) ).toMatchObject( {
			strict: 1,
			thirdparty: 1,
			advanced: 1,
			version: 3,
		} );
		restore();
		expect( readConsentCookie( document ) ).toEqual( {
			strict: 1,
			thirdparty: 0,
			advanced: 0,
			version: 2,
			id: '0123456789abcdef0123456789abcdef',
		} );
	} );

	it( 'removes the scan’s record when the admin had none', () => {
		const restore = allowEverything( document, 1, 365 );
		expect( readConsentCookie( document )?.advanced ).toBe( 1 );

		restore();

		expect( document.cookie ).not.toContain( 'shop_consent=' );
	} );
} );
