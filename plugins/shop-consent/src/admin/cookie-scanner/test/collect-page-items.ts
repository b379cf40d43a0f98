/**
 * Internal dependencies
 */
import { collectPageItems, mergeFound } from '../collect-page-items';
import { fakeFrameWindow } from './fixtures/fake-frame-window';

describe( 'collectPageItems', () => {
	it( 'lists cookies, storage keys and third-party hosts once each', () => {
		const win = fakeFrameWindow( {
			cookie: 'shop_consent=x; shop_scan_test=1; _ga=GA1.1',
			local: [ 'storeApiNonce', 'acme-prefs' ],
			session: [ 'wc_cart_created' ],
			resources: [
				'https://shop.example/wp-includes/js/jquery.js',
				'https://www.googletagmanager.com/gtag/js?id=G-1',
				'https://www.google-analytics.com/g/collect?v=2',
				'https://www.googletagmanager.com/gtm.js',
				'data:image/png;base64,AAAA',
			],
			html: '<iframe src="https://www.youtube.com/embed/x"></iframe><img src="/local.png"><link rel="preconnect" href="https://fonts.gstatic.com">',
		} );

		expect( collectPageItems( win ) ).toEqual( [
			{ name: 'shop_consent', type: 'cookie' },
			{ name: 'shop_scan_test', type: 'cookie' },
			{ name: '_ga', type: 'cookie' },
			{ name: 'storeApiNonce', type: 'localStorage' },
			{ name: 'acme-prefs', type: 'localStorage' },
			{ name: 'wc_cart_created', type: 'sessionStorage' },
			{ name: 'www.googletagmanager.com', type: 'host' },
			{ name: 'www.google-analytics.com', type: 'host' },
			{ name: 'www.youtube.com', type: 'host' },
			{ name: 'fonts.gstatic.com', type: 'host' },
		] );
	} );

	it( 'skips a storage the browser refuses and works without resource timing', () => {
		const win = fakeFrameWindow( { session: 'throws', local: [ 'k' ] } );
		( win as unknown as { performance?: unknown } ).performance = undefined;

		expect( collectPageItems( win ) ).toEqual( [
			{ name: 'k', type: 'localStorage' },
		] );
	} );
} );

describe( 'mergeFound', () => {
	it( 'adds only what is new, by type and name', () => {
		expect(
			mergeFound(
				[ { name: 'a', type: 'cookie' } ],
				[
					{ name: 'a', type: 'cookie' },
					{ name: 'a', type: 'localStorage' },
				]
			)
		).toEqual( [
			{ name: 'a', type: 'cookie' },
			{ name: 'a', type: 'localStorage' },
		] );
	} );
} );
