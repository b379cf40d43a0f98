/**
 * Internal dependencies
 */
import { createUiLoader } from '../ui-loader';

declare global {
	interface Window {
		loads?: number;
	}
}

const UI_MARKUP =
	'<script id="shop-consent-ui-js">window.loads = ( window.loads ?? 0 ) + 1; window.shopConsentUi = { mount() {} };</script>';

describe( 'createUiLoader', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.shopConsentUi;
		delete window.loads;
	} );

	it( 'loads nothing until asked', () => {
		const loader = createUiLoader( window, UI_MARKUP );

		expect( loader.started() ).toBe( false );
		expect( document.getElementById( 'shop-consent-ui-js' ) ).toBeNull();
	} );

	it( 'injects the UI tags once and returns what the UI registered', async () => {
		const loader = createUiLoader( window, UI_MARKUP );

		const [ first, second ] = await Promise.all( [
			loader.load(),
			loader.load(),
		] );

		expect( first ).toBe( window.shopConsentUi );
		expect( second ).toBe( first );
		expect( window.loads ).toBe( 1 );
	} );

	it( 'warns and gives null when the UI did not register', async () => {
		await expect( createUiLoader( window, '' ).load() ).resolves.toBeNull();
		expect( console ).toHaveWarnedWith(
			'Shop Consent: the banner UI did not register'
		);
	} );
} );
