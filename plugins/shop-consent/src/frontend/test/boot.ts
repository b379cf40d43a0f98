/**
 * Internal dependencies
 */
import { boot } from '../boot';
import { readConsentCookie } from '../consent-cookie';
import { resetPage, UI_MARKUP } from './fixtures/controller-env';

const env = () => ( {
	win: window,
	fetch: jest.fn( () => Promise.reject( new Error( 'no network' ) ) ),
	reload: jest.fn(),
	navigate: jest.fn(),
	sendBeacon: jest.fn( () => true ),
} );

// As PHP prints it: wp_json_encode( $settings, JSON_HEX_TAG ), so the UI's `</script>` cannot end the element.
const printSettings = () => {
	const json = JSON.stringify( { ui: { markup: UI_MARKUP } } ).replace(
		/</g,
		'\\u003C'
	);
	document.body.innerHTML = `<script type="application/json" id="shop-consent-settings">${ json }</script>`;
};

describe( 'boot', () => {
	beforeEach( () => {
		resetPage();
		printSettings();
	} );
	afterEach( () => {
		delete window.shopConsent;
		window.history.replaceState( null, '', '/' );
	} );

	it( 'installs window.shopConsent and marks the page ready', async () => {
		const { started } = boot( env() );
		await started;

		expect( window.shopConsent?.get() ).toBeNull();
		expect( document.documentElement.dataset.shopConsent ).toBe( 'ready' );
	} );

	it( 'acts on an accept hash link in the address', async () => {
		window.history.replaceState( null, '', '/#gdpr-accept-cookies' );

		const { started } = boot( env() );
		await started;

		expect( readConsentCookie( document ) ).toMatchObject( {
			thirdparty: 1,
			advanced: 1,
		} );
		expect( window.location.hash ).toBe( '' );
	} );

	it( 'opens the settings from a link click', async () => {
		const { controller, started } = boot( env() );
		await started;
		document.body.insertAdjacentHTML(
			'beforeend',
			'<a href="#shop-consent-settings">Cookie settings</a>'
		);

		document.querySelector( 'a' )?.click();

		expect( controller.getState().view ).toBe( 'settings' );
	} );
} );
