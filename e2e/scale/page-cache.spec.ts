/**
 * The full-page cache in front of the scale stack (deploy/varnish/shop.vcl): what it keeps for everyone and what it
 * always hands to a node.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { cacheOf, PRIVATE_COOKIES, purge } from './support';

test.use( { storageState: shopperState } );

test( 'an anonymous visitor gets the front page from the cache: a miss, then a hit with the same page', async ( {
	request,
} ) => {
	await purge( request, '/' );
	const first = await request.get( '/' );
	expect( first.status() ).toBe( 200 );
	expect( cacheOf( first ) ).toBe( 'MISS' );
	const second = await request.get( '/' );
	expect( cacheOf( second ) ).toBe( 'HIT' );
	expect( Number( second.headers().age ) ).toBeGreaterThanOrEqual( 0 );
	expect( await second.text() ).toBe( await first.text() );
} );

test( 'campaign parameters and cookies read only in the browser share the cached page', async ( {
	request,
} ) => {
	const cached = await ( await request.get( '/' ) ).text();
	const campaign = await request.get(
		'/?utm_source=news&utm_medium=email&gclid=abc123&fbclid=xyz'
	);
	expect( cacheOf( campaign ) ).toBe( 'HIT' );
	expect( await campaign.text() ).toBe( cached );
	const decided = await request.get( '/', {
		headers: {
			Cookie: 'shop_consent=%7B%22strict%22%3A1%7D; _ga=GA1.1.1.1; shop_stripe_appearance_owner=1',
		},
	} );
	expect( cacheOf( decided ) ).toBe( 'HIT' );
	expect( await decided.text() ).toBe( cached );
} );

test( 'a visitor with a cart, a session, a login, a post password or a comment is never served from the cache', async ( {
	request,
} ) => {
	await request.get( '/' );
	for ( const cookie of PRIVATE_COOKIES ) {
		const response = await request.get( '/', {
			headers: { Cookie: cookie },
		} );
		expect.soft( cacheOf( response ), cookie ).toBe( 'PASS' );
	}
} );

test( 'writes, wp-admin, the login page, the cart and the checkout go to a node every time', async ( {
	request,
} ) => {
	expect( cacheOf( await request.post( '/', { data: 'a=1' } ) ) ).toBe(
		'PASS'
	);
	for ( const url of [
		'/wp-admin/',
		'/wp-login.php',
		'/cart/',
		'/checkout/',
	] ) {
		for ( let visit = 0; visit < 2; visit++ ) {
			const response = await request.get( url, { maxRedirects: 0 } );
			expect.soft( cacheOf( response ), url ).toBe( 'PASS' );
		}
	}
} );

test( 'a page marked DONOTCACHEPAGE while it renders is sent private and never kept', async ( {
	request,
} ) => {
	const url = '/?shop_selftest=donotcachepage';
	await purge( request, url );
	for ( let visit = 0; visit < 2; visit++ ) {
		const response = await request.get( url );
		expect( response.status() ).toBe( 200 );
		expect( response.headers()[ 'cache-control' ] ).toBe(
			'private, no-store'
		);
		expect( cacheOf( response ) ).not.toBe( 'HIT' );
	}
	// The same page without the mark is kept: the mark, not the address, made the difference.
	const plain = '/?shop_selftest=none';
	await purge( request, plain );
	await request.get( plain );
	expect( cacheOf( await request.get( plain ) ) ).toBe( 'HIT' );
} );

test( 'a visitor who adds to the cart leaves the cache for every page after', async ( {
	request,
} ) => {
	const products = ( await (
		await request.get( '/wp-json/wc/store/v1/products', {
			params: { type: 'simple', per_page: 1 },
		} )
	).json() ) as { id: number }[];
	test.skip( ! products.length, 'no simple product in the shop' );
	const added = await request.get( `/?add-to-cart=${ products[ 0 ].id }` );
	expect( cacheOf( added ) ).toBe( 'PASS' );
	expect(
		( await request.storageState() ).cookies.map( ( c ) => c.name )
	).toContain( 'woocommerce_items_in_cart' );
	expect( cacheOf( await request.get( '/' ) ) ).toBe( 'PASS' );
} );
