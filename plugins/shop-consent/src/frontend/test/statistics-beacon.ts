/**
 * Internal dependencies
 */
import { boot } from '../boot';
import type { ControllerEnv } from '../browser-env';
import { acceptAll, rejectAll } from '../consent-state';
import { startStatistics } from '../statistics-beacon';
import type { Categories, ConsentChange } from '../types';
import {
	ID,
	UI_MARKUP,
	flush,
	loadActions,
	resetPage,
	storeDecision,
} from './fixtures/controller-env';

const URL_ = 'https://shop.example/wp-content/plugins/shop-consent/collect.php';

const SETTINGS = { url: URL_, anonymous: false, page: 42, type: 'product' };

/**
 * A controller stand-in whose categories the test changes, and a browser whose beacons are recorded.
 *
 * @param categories The categories in force at first.
 * @param queued     What `sendBeacon` answers.
 */
function fakes( categories: Categories = rejectAll(), queued = true ) {
	let current = categories;
	const listeners: ( ( change: ConsentChange ) => void )[] = [];
	const source = {
		current: () => current,
		onChange: ( listener: ( change: ConsentChange ) => void ) => {
			listeners.push( listener );
			return () => {};
		},
	};
	const env = {
		win: window,
		fetch: jest.fn< typeof fetch >( () =>
			Promise.resolve( { ok: true } as Response )
		),
		reload: jest.fn(),
		navigate: jest.fn(),
		sendBeacon: jest.fn< ControllerEnv[ 'sendBeacon' ] >( () => queued ),
	} satisfies ControllerEnv;
	const change = ( next: Categories ) => {
		const previous = current;
		current = next;
		listeners.forEach( ( listener ) =>
			listener( { categories: next, previous } )
		);
	};
	const sent = () =>
		env.sendBeacon.mock.calls.map( ( [ url, body ] ) => ( {
			url,
			fields: Object.fromEntries( body ),
		} ) );
	return {
		source,
		env,
		change,
		set: ( next: Categories ) => ( current = next ),
		sent,
	};
}

function setReferrer( referrer: string ) {
	Object.defineProperty( document, 'referrer', {
		value: referrer,
		configurable: true,
	} );
}

describe( 'startStatistics', () => {
	beforeEach( () => {
		resetPage();
		setReferrer( '' );
		window.history.replaceState( null, '', '/shop/blue-mug/?utm_source=x' );
	} );
	afterEach( () => {
		window.history.replaceState( null, '', '/' );
	} );

	it( 'sends one view with consent: page, type, path without query, referring domain, consent id', async () => {
		storeDecision( { thirdparty: 1 } );
		setReferrer( 'https://www.google.com/search?q=blue+mug' );
		const { source, env, change, sent } = fakes( acceptAll() );

		startStatistics( source, SETTINGS, env, Promise.resolve() );
		await flush();
		change( { ...acceptAll(), advanced: false } );

		expect( sent() ).toEqual( [
			{
				url: URL_,
				fields: {
					page: '42',
					type: 'product',
					path: '/shop/blue-mug/',
					ref: 'www.google.com',
					consent: '1',
					id: ID,
					counted: '0',
				},
			},
		] );
	} );

	it( 'sends nothing without consent while anonymous statistics are off, even after a refusal', async () => {
		const { source, env, change, sent } = fakes();

		startStatistics( source, SETTINGS, env, Promise.resolve() );
		await flush();
		change( rejectAll() );

		expect( sent() ).toEqual( [] );
		expect( env.fetch ).not.toHaveBeenCalled();
	} );

	it( 'sends the view once when consent is given later on the page', async () => {
		const { source, env, change, sent } = fakes();
		startStatistics( source, SETTINGS, env, Promise.resolve() );
		await flush();

		storeDecision( { thirdparty: 1 } );
		change( acceptAll() );
		change( { ...acceptAll(), advanced: false } );

		expect( sent() ).toHaveLength( 1 );
		expect( sent()[ 0 ].fields ).toMatchObject( {
			consent: '1',
			id: ID,
			counted: '0',
		} );
	} );

	it( 'counts anonymously without consent: no consent id, only the referring domain', async () => {
		storeDecision( { thirdparty: 0 } );
		setReferrer( 'https://news.example.org/article?id=7' );
		const { source, env, sent } = fakes();

		startStatistics(
			source,
			{ ...SETTINGS, anonymous: true },
			env,
			Promise.resolve()
		);
		await flush();

		expect( sent() ).toEqual( [
			{
				url: URL_,
				fields: {
					page: '42',
					type: 'product',
					path: '/shop/blue-mug/',
					ref: 'news.example.org',
				},
			},
		] );
	} );

	it( 'after an anonymous count, consent sends the view again marked as counted, once', async () => {
		const { source, env, change, sent } = fakes();
		startStatistics(
			source,
			{ ...SETTINGS, anonymous: true },
			env,
			Promise.resolve()
		);
		await flush();

		storeDecision( { thirdparty: 1 } );
		change( acceptAll() );
		change( rejectAll() );
		change( acceptAll() );

		expect( sent().map( ( { fields } ) => fields ) ).toEqual( [
			expect.not.objectContaining( { consent: expect.anything() } ),
			expect.objectContaining( { consent: '1', counted: '1', id: ID } ),
		] );
	} );

	it( 'waits for the boot when the region decides the categories (geo)', async () => {
		let finishBoot = () => {};
		const started = new Promise< void >(
			( resolve ) => ( finishBoot = resolve )
		);
		const { source, env, set, sent } = fakes();

		startStatistics( source, SETTINGS, env, started );
		expect( sent() ).toEqual( [] );
		set( acceptAll() ); // The region needs no opt-in.
		finishBoot();
		await flush();

		expect( sent() ).toHaveLength( 1 );
		expect( sent()[ 0 ].fields ).toMatchObject( {
			consent: '1',
			id: '',
		} );
	} );

	it( 'falls back to a keepalive fetch without cookies when the beacon is not queued', async () => {
		const { source, env } = fakes( acceptAll(), false );

		startStatistics( source, SETTINGS, env, Promise.resolve() );
		await flush();

		expect( env.fetch ).toHaveBeenCalledTimes( 1 );
		expect( env.fetch ).toHaveBeenCalledWith(
			URL_,
			expect.objectContaining( {
				method: 'POST',
				keepalive: true,
				credentials: 'omit',
				body: expect.any( URLSearchParams ),
			} )
		);
	} );

	it( 'sends nothing when the page gives no URL (statistics off, or an admin)', async () => {
		const { source, env, change, sent } = fakes( acceptAll() );

		startStatistics(
			source,
			{ ...SETTINGS, url: '', anonymous: true },
			env,
			Promise.resolve()
		);
		await flush();
		change( acceptAll() );

		expect( sent() ).toEqual( [] );
	} );

	it( 'is started by boot with the page settings: accepting in the banner sends one view', async () => {
		document.body.innerHTML = `<script type="application/json" id="shop-consent-settings">${ JSON.stringify(
			{ statistics: SETTINGS, ui: { markup: UI_MARKUP } }
		).replace( /</g, '\\u003C' ) }</script>`;
		const { env } = fakes();
		const { controller, started } = boot( env, loadActions );
		await started;
		const beacons = () =>
			env.sendBeacon.mock.calls.filter( ( [ url ] ) => url === URL_ );

		expect( beacons() ).toHaveLength( 0 );
		controller.acceptAll();
		await flush();

		expect( beacons() ).toHaveLength( 1 );
		expect( Object.fromEntries( beacons()[ 0 ][ 1 ] ) ).toMatchObject( {
			page: '42',
			type: 'product',
			consent: '1',
			id: expect.stringMatching( /^[0-9a-f]{32}$/ ),
		} );
		delete window.shopConsent;
	} );
} );
