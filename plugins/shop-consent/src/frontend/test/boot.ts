/**
 * Internal dependencies
 */
import { boot } from '../boot';
import { readConsentCookie } from '../consent-cookie';
import {
	loadActions,
	queueBarClicks,
	resetPage,
	settle,
	storeDecision,
	UI_MARKUP,
} from './fixtures/controller-env';

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

	const printBar = () =>
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div id="shop-consent-bar" role="region" aria-label="Cookie consent"><p aria-live="polite"></p><button type="button" data-shop-consent-action="reject">Reject all</button></div>'
		);

	it( 'wires the bar the head snippet showed, with the actions, and hides it on a decision', async () => {
		printBar();
		document.documentElement.setAttribute(
			'data-shop-consent-bar',
			'shown'
		);
		const { started } = boot( env(), loadActions );
		await started;
		await settle();

		document
			.querySelector< HTMLButtonElement >( '#shop-consent-bar button' )
			?.click();
		await settle();

		expect( readConsentCookie( document ) ).toMatchObject( {
			thirdparty: 0,
		} );
		expect( document.documentElement ).not.toHaveAttribute(
			'data-shop-consent-bar'
		);
	} );

	it( 'keeps a click on the bar made before the core and its actions ran, and decides with it', async () => {
		printBar();
		document.documentElement.setAttribute(
			'data-shop-consent-bar',
			'shown'
		);
		queueBarClicks(
			document.querySelector< HTMLElement >( '#shop-consent-bar' )!
		);
		document
			.querySelector< HTMLButtonElement >( '#shop-consent-bar button' )
			?.click();
		let release = () => {};
		const actionsIn = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		const { started } = boot( env(), () => actionsIn.then( loadActions ) );
		await settle();
		expect( readConsentCookie( document ) ).toBeNull();

		release();
		await started;
		await settle();

		expect( readConsentCookie( document ) ).toMatchObject( {
			thirdparty: 0,
			advanced: 0,
		} );
		expect( document.documentElement ).not.toHaveAttribute(
			'data-shop-consent-bar'
		);
	} );

	it( 'loads no actions for a visitor who decided: the bar stays hidden and unwired', async () => {
		printBar();
		storeDecision( {} );
		const load = jest.fn( loadActions );
		const { started } = boot( env(), load );
		await started;

		expect( load ).not.toHaveBeenCalled();
		expect( document.documentElement ).not.toHaveAttribute(
			'data-shop-consent-bar'
		);
	} );

	it( 'installs window.shopConsent and marks the page ready', async () => {
		const { started } = boot( env(), loadActions );
		await started;

		expect( window.shopConsent?.get() ).toBeNull();
		expect( document.documentElement.dataset.shopConsent ).toBe( 'ready' );
	} );

	it.each( [ '#gdpr-accept-cookies', '#shop-consent-accept' ] )(
		'only offers the bar, Accept all focused, for %s in the address: anyone can send that link',
		async ( hash ) => {
			window.history.replaceState( null, '', `/${ hash }` );

			const { controller, started } = boot( env(), loadActions );
			await started;

			expect( readConsentCookie( document ) ).toBeNull();
			expect( controller.decision() ).toBeNull();
			expect( controller.getState() ).toMatchObject( {
				view: 'banner',
				focus: 'accept',
			} );
			expect( window.location.hash ).toBe( '' );
		}
	);

	it( 'keeps the settings a settings hash in the address opened, without auto-accept, while the actions load', async () => {
		jest.useFakeTimers();
		const json = JSON.stringify( {
			ui: { markup: UI_MARKUP },
			autoAccept: { seconds: 5 },
		} ).replace( /</g, '\\u003C' );
		document.body.innerHTML = `<script type="application/json" id="shop-consent-settings">${ json }</script>`;
		window.history.replaceState( null, '', '/#shop-consent-settings' );

		const { controller, started } = boot( env(), loadActions );
		await started;
		jest.advanceTimersByTime( 5000 );
		await settle();
		jest.useRealTimers();

		expect( controller.getState().view ).toBe( 'settings' );
		expect( controller.decision() ).toBeNull();
		controller.closeSettings();
		expect( controller.getState().view ).toBe( 'banner' );
	} );

	it( 'offers the bar to a visitor who decided, on an accept hash in the address', async () => {
		storeDecision( {} );
		window.history.replaceState( null, '', '/#shop-consent-accept' );

		const { controller, started } = boot( env(), loadActions );
		await started;

		expect( readConsentCookie( document )?.thirdparty ).toBe( 0 );
		expect( controller.getState() ).toMatchObject( {
			view: 'banner',
			focus: 'accept',
			decided: true,
		} );
	} );

	it( 'rejects on a reject hash in the address', async () => {
		window.history.replaceState( null, '', '/#gdpr-reject-cookies' );

		const { started } = boot( env(), loadActions );
		await started;
		await settle();

		expect( readConsentCookie( document ) ).toMatchObject( {
			strict: 1,
			thirdparty: 0,
			advanced: 0,
		} );
	} );

	it( 'applies a decision made under the replaced plugin without asking again', async () => {
		document.cookie = `moove_gdpr_popup=${ encodeURIComponent(
			'{"strict":"1","thirdparty":"0","advanced":"1"}'
		) }; path=/`;

		const { controller, started } = boot( env(), loadActions );
		await started;

		expect( controller.decision() ).toEqual( {
			strict: true,
			thirdparty: false,
			advanced: true,
		} );
		expect( controller.getState().view ).toBe( 'none' );
		expect( document.getElementById( 'shop-consent-ui-js' ) ).toBeNull();
		expect( document.cookie ).not.toContain( 'moove_gdpr_popup' );
	} );

	const clickLink = async ( hash: string, drawn = true ) => {
		const { controller, started } = boot( env(), loadActions );
		await started;
		document.body.insertAdjacentHTML(
			'beforeend',
			`<a href="${ hash }"${
				drawn ? ' data-shop-consent-link="accept"' : ''
			}>Cookies</a>`
		);
		document.querySelector( 'a' )?.click();
		await settle();
		return controller;
	};

	it( 'only offers the bar from a click on an accept link a post or comment wrote', async () => {
		const controller = await clickLink( '#gdpr-accept-cookies', false );

		expect( readConsentCookie( document ) ).toBeNull();
		expect( controller.getState().view ).toBe( 'banner' );
	} );

	it( 'accepts all from a click on an accept link the admin drew', async () => {
		const controller = await clickLink( '#gdpr-accept-cookies' );

		expect( readConsentCookie( document ) ).toMatchObject( {
			thirdparty: 1,
			advanced: 1,
		} );
		expect( controller.getState().view ).toBe( 'none' );
	} );

	it( 'opens the settings from a link click', async () => {
		const controller = await clickLink( '#shop-consent-settings' );

		expect( controller.getState().view ).toBe( 'settings' );
	} );
} );
