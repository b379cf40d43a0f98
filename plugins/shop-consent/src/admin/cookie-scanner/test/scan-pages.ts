/**
 * Internal dependencies
 */
import {
	hiddenFrameLoader,
	ScanCancelled,
	scanPages,
	type LoadedPage,
} from '../scan-pages';
import type { ScanProgress } from '../types';
import { fakeFrameWindow } from './fixtures/fake-frame-window';

const PAGES = [
	{ label: 'Home page', url: 'https://shop.example/' },
	{ label: 'Cart', url: 'https://shop.example/cart/' },
	{ label: 'Shop', url: 'https://shop.example/shop/' },
];

describe( 'scanPages', () => {
	it( 'loads each page in turn, merges what they show, reports progress and unloads each page', async () => {
		const removed: string[] = [];
		const windows: Record< string, Window > = {
			'https://shop.example/': fakeFrameWindow( {
				cookie: 'shop_consent=x; _ga=1',
			} ),
			'https://shop.example/cart/': fakeFrameWindow( {
				cookie: 'shop_consent=x; woocommerce_cart_hash=abc',
				local: [ 'storeApiNonce' ],
			} ),
			'https://shop.example/shop/': fakeFrameWindow( {
				resources: [ 'https://js.stripe.com/v3/' ],
			} ),
		};
		const progress: ScanProgress[] = [];

		const result = await scanPages( PAGES, {
			load: async ( url ): Promise< LoadedPage > => ( {
				win: windows[ url ],
				remove: () => removed.push( url ),
			} ),
			settleMs: 0,
			signal: new AbortController().signal,
			onProgress: ( next ) => progress.push( next ),
		} );

		expect( result.found ).toEqual( [
			{ name: 'shop_consent', type: 'cookie' },
			{ name: '_ga', type: 'cookie' },
			{ name: 'woocommerce_cart_hash', type: 'cookie' },
			{ name: 'storeApiNonce', type: 'localStorage' },
			{ name: 'js.stripe.com', type: 'host' },
		] );
		expect( result.failed ).toEqual( [] );
		expect( removed ).toEqual( PAGES.map( ( page ) => page.url ) );
		expect( progress ).toEqual( [
			{ done: 0, total: 3, page: PAGES[ 0 ] },
			{ done: 1, total: 3, page: PAGES[ 1 ] },
			{ done: 2, total: 3, page: PAGES[ 2 ] },
			{ done: 3, total: 3, page: null },
		] );
	} );

	it( 'reports a page that cannot be read and goes on', async () => {
		const result = await scanPages( PAGES, {
			load: async ( url ) => {
				if ( url.endsWith( '/cart/' ) ) {
					throw new Error( 'Timed out' );
				}
				return {
					win: fakeFrameWindow( { cookie: 'a=1' } ),
					remove: () => undefined,
				};
			},
			settleMs: 0,
			signal: new AbortController().signal,
			onProgress: () => undefined,
		} );

		expect( result.failed ).toEqual( [ PAGES[ 1 ] ] );
		expect( result.found ).toEqual( [ { name: 'a', type: 'cookie' } ] );
	} );

	it( 'stops when cancelled during the settle time, unloading the page', async () => {
		jest.useFakeTimers();
		const abort = new AbortController();
		const remove = jest.fn();
		const load = jest.fn( async () => ( {
			win: fakeFrameWindow( {} ),
			remove,
		} ) );

		const scan = scanPages( PAGES, {
			load,
			settleMs: 2500,
			signal: abort.signal,
			onProgress: () => undefined,
		} );
		await Promise.resolve();
		await Promise.resolve();
		abort.abort();

		await expect( scan ).rejects.toBeInstanceOf( ScanCancelled );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( remove ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );
} );

describe( 'hiddenFrameLoader', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	const frame = () =>
		document.querySelector< HTMLIFrameElement >(
			'iframe.shop-consent-scan-frame'
		)!;

	it( 'loads the page in an iframe out of sight, out of the tab order and of the accessibility tree', async () => {
		const loading = hiddenFrameLoader( document )(
			'about:blank#home',
			new AbortController().signal
		);
		expect( frame().getAttribute( 'src' ) ).toBe( 'about:blank#home' );
		expect( frame().getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( frame().tabIndex ).toBe( -1 );

		frame().dispatchEvent( new Event( 'load' ) );
		const loaded = await loading;

		expect( loaded.win ).toBe( frame().contentWindow );
		loaded.remove();
		expect( document.querySelector( 'iframe' ) ).toBeNull();
	} );

	it( 'gives up after the timeout and removes the frame', async () => {
		jest.useFakeTimers();
		const loading = hiddenFrameLoader( document, 1000 )(
			'about:blank#slow',
			new AbortController().signal
		);
		jest.advanceTimersByTime( 1000 );

		await expect( loading ).rejects.toThrow( 'Timed out' );
		expect( document.querySelector( 'iframe' ) ).toBeNull();
		jest.useRealTimers();
	} );

	it( 'removes the frame when the scan is cancelled', async () => {
		const abort = new AbortController();
		const loading = hiddenFrameLoader( document )(
			'about:blank#cancel',
			abort.signal
		);
		abort.abort();

		await expect( loading ).rejects.toBeInstanceOf( ScanCancelled );
		expect( document.querySelector( 'iframe' ) ).toBeNull();
	} );
} );
