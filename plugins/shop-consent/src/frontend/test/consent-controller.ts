/**
 * Internal dependencies
 */
import { readConsentCookie } from '../consent-cookie';
import { CHANGE_EVENT } from '../decision-queue';
import { NOTHING, acceptAll, rejectAll } from '../consent-state';
import {
	ID,
	flush,
	resetPage,
	settle,
	setup,
	storeDecision,
} from './fixtures/controller-env';

const SCRIPTS_URL = 'http://localhost/wp-json/shop-consent/v1/scripts';
const stored = () => readConsentCookie( document );

describe( 'consent controller: boot', () => {
	beforeEach( resetPage );

	it( 'applies a returning visitor’s decision without loading the UI', async () => {
		storeDecision( { thirdparty: 1, advanced: 1 } );
		const { controller, urls, uiLoaded } = setup();

		await controller.start();
		await flush();

		expect( uiLoaded() ).toBe( false );
		expect( window.mountedWith ).toBeUndefined();
		expect( document.documentElement ).toHaveAttribute(
			'data-shop-consent-decided'
		);
		expect( urls() ).toEqual( [
			`${ SCRIPTS_URL }?categories=thirdparty%2Cadvanced`,
		] );
		expect( window.ran ).toEqual( [ 'analytics', 'ads' ] );
	} );

	it( 'shows the bar without a decision, without loading React, injecting nothing optional', async () => {
		const { controller, urls, uiLoaded } = setup();

		await controller.start();
		await flush();

		expect( uiLoaded() ).toBe( false );
		expect( controller.getState() ).toEqual( {
			view: 'banner',
			categories: rejectAll(),
			decided: false,
			model: 'optin',
		} );
		expect( document.documentElement ).not.toHaveAttribute(
			'data-shop-consent-decided'
		);
		expect( urls() ).toEqual( [] );
	} );

	it( 'keeps the bar the head snippet showed before first paint: its first view is the bar, never none', async () => {
		document.documentElement.setAttribute(
			'data-shop-consent-bar',
			'shown'
		);
		const { controller } = setup();
		const views: string[] = [ controller.getState().view ];
		controller.subscribe( ( state ) => views.push( state.view ) );

		await controller.start();

		expect( views.every( ( view ) => view === 'banner' ) ).toBe( true );
	} );

	it( 'hides a bar the head snippet showed when the core finds GPC honoured', async () => {
		document.documentElement.setAttribute(
			'data-shop-consent-bar',
			'shown'
		);
		Object.defineProperty( window.navigator, 'globalPrivacyControl', {
			value: true,
			configurable: true,
		} );
		const { controller } = setup();

		await controller.start();

		expect( controller.getState().view ).toBe( 'none' );
		Object.defineProperty( window.navigator, 'globalPrivacyControl', {
			value: undefined,
			configurable: true,
		} );
	} );

	it( 'asks again when the stored version is older than the configured one', async () => {
		storeDecision( { thirdparty: 1, version: 1 } );
		const { controller, urls, uiLoaded } = setup();

		await controller.start();

		expect( controller.getState().view ).toBe( 'banner' );
		expect( uiLoaded() ).toBe( false );
		expect( controller.decision() ).toBeNull();
		expect( controller.current().thirdparty ).toBe( false );
		expect( urls() ).toEqual( [] );
	} );

	it.each( [
		[ 'refuses without a banner when GPC is on and enabled', true, false ],
		[ 'shows the banner when GPC is ignored in the settings', false, true ],
	] )( '%s', async ( _, gpc, banner ) => {
		Object.defineProperty( window.navigator, 'globalPrivacyControl', {
			value: true,
			configurable: true,
		} );
		const { controller } = setup( { gpc } );

		await controller.start();

		expect( controller.getState().view ).toBe( banner ? 'banner' : 'none' );
		expect( controller.current() ).toEqual( rejectAll() );
		Object.defineProperty( window.navigator, 'globalPrivacyControl', {
			value: undefined,
			configurable: true,
		} );
	} );

	it.each( [
		[ 'optin', false, true ],
		[ 'optout', true, true ],
		[ 'none', true, false ],
	] as const )(
		'geo model %s: optional allowed %s, banner %s',
		async ( model, allowed, banner ) => {
			const { controller } = setup(
				{ geo: { enabled: true, url: '/wp-json/shop-consent/v1/geo' } },
				{ model, region: 'XX' }
			);

			await controller.start();

			expect( controller.current().thirdparty ).toBe( allowed );
			expect( window.ran ).toEqual(
				allowed ? [ 'analytics', 'ads' ] : []
			);
			expect( controller.getState().view ).toBe(
				banner ? 'banner' : 'none'
			);
		}
	);

	it.each( [
		[ 'optout', { model: 'optout', region: 'US-CA' }, [ true ] ],
		[
			'optout with Sec-GPC',
			{ model: 'optout', region: 'US-CA', gpc: true },
			[],
		],
		[ 'optin', { model: 'optin', region: 'DE' }, [] ],
	] as const )(
		"tells WooCommerce's attribution of a default that allows it, before a decision (geo model %s)",
		async ( _, geo, calls ) => {
			const setOrderTracking = jest.fn();
			// PHP's inline answer said "no": no decision stored.
			window.wc_order_attribution = {
				params: { allowTracking: false },
				setOrderTracking,
			};
			const { controller } = setup(
				{ geo: { enabled: true, url: '/wp-json/shop-consent/v1/geo' } },
				geo
			);

			await controller.start();
			await flush();

			expect( setOrderTracking.mock.calls ).toEqual(
				calls.map( ( allowed ) => [ allowed ] )
			);
			delete window.wc_order_attribution;
		}
	);

	it( 'refuses by default in an opt-out region when the server saw Sec-GPC, and still shows the notice', async () => {
		const { controller } = setup(
			{ geo: { enabled: true, url: '/wp-json/shop-consent/v1/geo' } },
			{ model: 'optout', region: 'US-CA', gpc: true }
		);

		await controller.start();

		expect( controller.current().thirdparty ).toBe( false );
		expect( controller.current().advanced ).toBe( false );
		expect( window.ran ).toEqual( [] );
		expect( controller.getState() ).toMatchObject( {
			view: 'banner',
			model: 'optout',
		} );
	} );

	it( 'falls back to opt-in with a warning when the geo lookup fails', async () => {
		const { controller } = setup(
			{ geo: { enabled: true, url: '/wp-json/shop-consent/v1/geo' } },
			new Error( 'offline' )
		);

		await controller.start();

		expect( console ).toHaveWarned();
		expect( controller.getState() ).toMatchObject( {
			view: 'banner',
			model: 'optin',
		} );
	} );

	it( "tells the integrations the state in force at boot; WooCommerce's attribution hears of changes only", async () => {
		storeDecision( { thirdparty: 1 } );
		const setOrderTracking = jest.fn();
		// PHP's inline answer gave WooCommerce the stored decision before its script ran.
		window.wc_order_attribution = {
			params: { allowTracking: true },
			setOrderTracking,
		};
		const { controller } = setup();

		await controller.start();
		await flush();

		expect( setOrderTracking ).not.toHaveBeenCalled();
		expect( Array.from( window.dataLayer?.[ 0 ] as IArguments ) ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( {
				analytics_storage: 'granted',
				ad_storage: 'denied',
			} ),
		] );

		controller.decide( { ...controller.current(), advanced: true }, 'api' );
		await settle();
		await flush();
		expect( setOrderTracking ).not.toHaveBeenCalled(); // Third-party unchanged.

		controller.rejectAll();
		await settle();
		await flush();
		expect( setOrderTracking ).toHaveBeenCalledTimes( 1 );
		expect( setOrderTracking ).toHaveBeenCalledWith( false );
		delete window.wc_order_attribution;
	} );
} );

describe( 'consent controller: decisions', () => {
	beforeEach( resetPage );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'accept all stores the record, injects the newly allowed scripts, logs and notifies', async () => {
		const { controller, env, urls } = setup();
		await controller.start();
		const listener = jest.fn();
		const onEvent = jest.fn();
		controller.onChange( listener );
		document.addEventListener( CHANGE_EVENT, onEvent );

		controller.acceptAll();
		await flush();

		expect( stored() ).toEqual( {
			strict: 1,
			thirdparty: 1,
			advanced: 1,
			version: 2,
			id: expect.stringMatching( /^[0-9a-f]{32}$/ ),
		} );
		expect( urls() ).toEqual( [
			`${ SCRIPTS_URL }?categories=thirdparty%2Cadvanced`,
		] );
		expect( window.ran ).toEqual( [ 'analytics', 'ads' ] );
		// The log entry itself: test/consent-effects.ts.
		expect(
			Object.fromEntries( env.sendBeacon.mock.calls[ 0 ][ 1 ] )
		).toMatchObject( {
			region: '',
			source: 'banner',
		} );
		const change = { categories: acceptAll(), previous: rejectAll() };
		expect( listener ).toHaveBeenCalledWith( change );
		expect(
			( onEvent.mock.calls[ 0 ][ 0 ] as CustomEvent ).detail
		).toEqual( change );
		expect( controller.getState().view ).toBe( 'none' );
		expect( document.documentElement ).toHaveAttribute(
			'data-shop-consent-decided'
		);
		expect( env.reload ).not.toHaveBeenCalled();
		document.removeEventListener( CHANGE_EVENT, onEvent );
	} );

	it( 'keeps the consent id of the stored record', async () => {
		storeDecision( { version: 1 } );
		const { controller } = setup();
		await controller.start();

		controller.save( { strict: true, thirdparty: true, advanced: false } );
		await settle();

		expect( stored() ).toMatchObject( {
			id: ID,
			thirdparty: 1,
			advanced: 0,
			version: 2,
		} );
	} );

	it( 'lowering clears cookies, calls the server and the log, then reloads after 800 ms', async () => {
		storeDecision( { thirdparty: 1, advanced: 1 } );
		document.cookie = '_ga=GA1; path=/';
		document.cookie = '_fbp=fb; path=/';
		const { controller, env, urls } = setup();
		await controller.start();
		jest.useFakeTimers();

		controller.save( { strict: true, thirdparty: true, advanced: false } );
		await settle();

		expect( document.cookie ).toContain( '_ga=GA1' );
		expect( document.cookie ).not.toContain( '_fbp' );
		const [ clearUrl, init ] = env.fetch.mock.calls[ 1 ] as unknown as [
			string,
			RequestInit,
		];
		expect( clearUrl ).toBe( '/wp-json/shop-consent/v1/clear-cookies' );
		expect( String( init.body ) ).toBe( 'categories=advanced' );
		expect( env.sendBeacon ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 799 );
		expect( env.reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( env.reload ).toHaveBeenCalledTimes( 1 );
		expect( urls() ).toHaveLength( 2 );
	} );

	it( 'all three at 0 deletes every tracking cookie, also through the server', async () => {
		storeDecision( {} );
		document.cookie = '_ga=GA1; path=/';
		document.cookie = 'sbjs_first=x; path=/';
		const { controller, env } = setup();
		await controller.start();
		expect( document.cookie ).not.toContain( '_ga=' );
		document.cookie = '_ga=GA2; path=/';

		controller.save( NOTHING );
		await settle();

		expect( stored() ).toMatchObject( {
			strict: 0,
			thirdparty: 0,
			advanced: 0,
		} );
		expect( document.cookie ).not.toContain( '_ga=' );
		expect( document.cookie ).not.toContain( 'sbjs_first' );
		const [ url, init ] = env.fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( '/wp-json/shop-consent/v1/clear-cookies' );
		expect( String( init.body ) ).toBe(
			'categories=thirdparty%2Cadvanced'
		);
	} );

	it( 'a first reject changes nothing that runs: no server call, no reload', async () => {
		const { controller, env } = setup();
		await controller.start();

		controller.rejectAll();
		await flush();

		expect( stored() ).toMatchObject( {
			strict: 1,
			thirdparty: 0,
			advanced: 0,
		} );
		expect( env.fetch ).not.toHaveBeenCalled();
		expect( env.reload ).not.toHaveBeenCalled();
	} );
} );

describe( 'consent controller: the banner', () => {
	beforeEach( resetPage );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it.each( [
		[ 2, '', rejectAll(), false ],
		[ 3, '', acceptAll(), false ],
		[ 4, '/privacy/', rejectAll(), true ],
		[ 4, '', rejectAll(), false ],
	] )(
		'close behaviour %s (redirect "%s") decides %o',
		async ( behaviour, redirectUrl, categories, redirects ) => {
			const { controller, env } = setup( {
				close: { behaviour, redirectUrl },
			} );
			await controller.start();

			controller.close();
			await settle();

			expect( controller.decision() ).toEqual( categories );
			expect( env.navigate ).toHaveBeenCalledTimes( redirects ? 1 : 0 );
			expect(
				Object.fromEntries( env.sendBeacon.mock.calls[ 0 ][ 1 ] ).source
			).toBe( 'close' );
		}
	);

	it( 'close behaviour 1 hides the bar for the session without deciding', async () => {
		const { controller } = setup( { close: { behaviour: 1 } } );
		await controller.start();

		controller.close();

		expect( controller.getState().view ).toBe( 'none' );
		expect( stored() ).toBeNull();

		delete window.shopConsentUi;
		document.body.innerHTML = '';
		const next = setup();
		await next.controller.start();
		expect( next.controller.getState().view ).toBe( 'none' );
	} );

	it( 'accepts all after the configured seconds without a decision', async () => {
		jest.useFakeTimers();
		const { controller, env } = setup( { autoAccept: { seconds: 30 } } );
		const started = controller.start();
		await settle(); // The actions load before the bar and its timer.

		jest.advanceTimersByTime( 30000 );
		await started;
		await settle();

		expect( stored() ).toMatchObject( { thirdparty: 1, advanced: 1 } );
		expect(
			Object.fromEntries( env.sendBeacon.mock.calls[ 0 ][ 1 ] ).source
		).toBe( 'auto' );
	} );

	it( 'does not auto-accept for a visitor who decided', async () => {
		storeDecision( {} );
		jest.useFakeTimers();
		const { controller, env } = setup( {
			autoAccept: { seconds: 30, scroll: true },
		} );
		const started = controller.start();

		jest.advanceTimersByTime( 60000 );
		await started;

		expect( env.sendBeacon ).not.toHaveBeenCalled();
		expect( stored() ).toMatchObject( { thirdparty: 0 } );
	} );

	it.each( [
		[
			'the settings are opened',
			( c: ReturnType< typeof setup >[ 'controller' ] ) =>
				c.openSettings(),
		],
		[
			'the visitor touches the bar',
			( c: ReturnType< typeof setup >[ 'controller' ] ) => c.interact(),
		],
	] )( 'auto-accept stops for good once %s', async ( _, touch ) => {
		jest.useFakeTimers();
		const { controller, env } = setup( {
			autoAccept: { seconds: 30, scroll: true },
		} );
		const started = controller.start();

		jest.advanceTimersByTime( 10000 );
		touch( controller );
		controller.closeSettings();
		jest.advanceTimersByTime( 60000 );
		Object.defineProperty( window, 'scrollY', {
			value: 1000,
			configurable: true,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
		await started;

		expect( env.sendBeacon ).not.toHaveBeenCalled();
		expect( stored() ).toBeNull();
		expect( controller.getState().view ).toBe( 'banner' );
		Object.defineProperty( window, 'scrollY', {
			value: 0,
			configurable: true,
		} );
	} );

	it( 'opening the settings loads the modal and hands it its part of the settings as printed', async () => {
		const { controller, uiLoaded } = setup( {
			banner: { colours: { link: '#123456' } },
		} );
		await controller.start();
		expect( uiLoaded() ).toBe( false );

		controller.openSettings();
		await flush();

		expect( uiLoaded() ).toBe( true );
		expect( window.mountedWith ).toBe( controller );
		// The UI does not read the page again: it parses this part (parseBanner).
		expect( window.mountedSettings ).toEqual( {
			colours: { link: '#123456' },
		} );
	} );

	it( 'opening the settings loads the UI for a decided visitor; closing them shows nothing', async () => {
		storeDecision( {} );
		const { controller, uiLoaded } = setup();
		await controller.start();
		const views: string[] = [];
		controller.subscribe( ( state ) => views.push( state.view ) );

		controller.openSettings();
		await flush();
		controller.closeSettings();

		expect( uiLoaded() ).toBe( true );
		expect( window.mountedWith ).toBe( controller );
		expect( views ).toEqual( [ 'settings', 'none' ] );
	} );

	it( 'closing the settings goes back to the bar without a decision', async () => {
		const { controller } = setup();
		await controller.start();

		controller.openSettings();
		controller.closeSettings();

		expect( controller.getState().view ).toBe( 'banner' );
	} );
} );
