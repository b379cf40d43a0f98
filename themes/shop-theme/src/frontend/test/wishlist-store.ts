/**
 * Internal dependencies
 */
import {
	createWishlist,
	readLocal,
	STORAGE_KEY,
	toIds,
} from '../wishlist-store';

const server = { url: '/wp-json/shop-theme/v1/wishlist', nonce: 'n0nce' };

/**
 * A fake of the route: keeps the stored list, answers `{ items }`, records the calls.
 *
 * @param stored The list in user meta.
 * @param refuse Status to answer PUT with (a refused write).
 */
function fakeRoute( stored: number[], refuse = 0 ) {
	const calls: { method: string; body?: unknown; nonce: string }[] = [];
	globalThis.fetch = jest.fn( async ( _url: string, init: RequestInit ) => {
		const headers = init.headers as Record< string, string >;
		const body = init.body ? JSON.parse( init.body as string ) : undefined;
		calls.push( {
			method: init.method as string,
			body,
			nonce: headers[ 'X-WP-Nonce' ],
		} );
		if ( init.method === 'PUT' && refuse ) {
			return {
				ok: false,
				status: refuse,
				json: async () => ( { message: 'Product 9 cannot be added.' } ),
			};
		}
		if ( init.method === 'PUT' ) {
			stored = body.items;
		}
		return {
			ok: true,
			status: 200,
			json: async () => ( { items: stored } ),
		};
	} ) as unknown as typeof fetch;
	return calls;
}

beforeEach( () => localStorage.clear() );

describe( 'toIds', () => {
	it( 'keeps positive integers once, in order', () => {
		expect( toIds( [ 3, 1, 3, -2, 0, 1.5, '4', null, 7 ] ) ).toEqual( [
			3, 1, 7,
		] );
		expect( toIds( { 1: 1 } ) ).toEqual( [] );
	} );
} );

describe( 'a guest', () => {
	it( 'keeps the list in localStorage and toggles products in and out', async () => {
		globalThis.fetch = jest.fn() as unknown as typeof fetch;
		const wishlist = createWishlist( localStorage, null );
		expect( await wishlist.load() ).toEqual( [] );

		await wishlist.toggle( 12 );
		await wishlist.toggle( 15 );
		expect(
			JSON.parse( localStorage.getItem( STORAGE_KEY ) as string )
		).toEqual( [ 12, 15 ] );
		expect( wishlist.has( 12 ) ).toBe( true );

		await wishlist.toggle( 12 );
		expect( wishlist.has( 12 ) ).toBe( false );
		expect( readLocal( localStorage ) ).toEqual( [ 15 ] );

		// A new page reads the same list; the server is never asked.
		expect( await createWishlist( localStorage, null ).load() ).toEqual( [
			15,
		] );
		expect( globalThis.fetch ).not.toHaveBeenCalled();
	} );

	it( 'starts empty from damaged storage', async () => {
		localStorage.setItem( STORAGE_KEY, '{not json' );
		expect( await createWishlist( localStorage, null ).load() ).toEqual(
			[]
		);
	} );
} );

describe( 'a logged-in shopper', () => {
	it( 'reads and writes the stored list with the nonce, not localStorage', async () => {
		const calls = fakeRoute( [ 5 ] );
		const wishlist = createWishlist( localStorage, server );

		expect( await wishlist.load() ).toEqual( [ 5 ] );
		expect( await wishlist.toggle( 8 ) ).toEqual( [ 5, 8 ] );
		expect( await wishlist.toggle( 5 ) ).toEqual( [ 8 ] );

		expect( calls.map( ( c ) => c.method ) ).toEqual( [
			'GET',
			'PUT',
			'PUT',
		] );
		expect( calls[ 1 ].body ).toEqual( { items: [ 5, 8 ] } );
		expect( calls.every( ( c ) => c.nonce === 'n0nce' ) ).toBe( true );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
	} );

	it( 'merges the guest list once after login and clears it from the browser', async () => {
		localStorage.setItem( STORAGE_KEY, JSON.stringify( [ 7, 5 ] ) );
		const calls = fakeRoute( [ 5, 2 ] );

		expect( await createWishlist( localStorage, server ).load() ).toEqual( [
			5, 2, 7,
		] );
		expect( calls[ 1 ] ).toMatchObject( {
			method: 'PUT',
			body: { items: [ 5, 2, 7 ] },
		} );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();

		// The next page only reads.
		const next = fakeRoute( [ 5, 2, 7 ] );
		expect( await createWishlist( localStorage, server ).load() ).toEqual( [
			5, 2, 7,
		] );
		expect( next.map( ( c ) => c.method ) ).toEqual( [ 'GET' ] );
	} );

	it( 'sends nothing when the guest list holds only stored products', async () => {
		localStorage.setItem( STORAGE_KEY, JSON.stringify( [ 5 ] ) );
		const calls = fakeRoute( [ 5 ] );
		await createWishlist( localStorage, server ).load();
		expect( calls.map( ( c ) => c.method ) ).toEqual( [ 'GET' ] );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
	} );

	it( 'keeps the stored list when the route refuses the merged one', async () => {
		localStorage.setItem( STORAGE_KEY, JSON.stringify( [ 9 ] ) );
		fakeRoute( [ 5 ], 400 );
		expect( await createWishlist( localStorage, server ).load() ).toEqual( [
			5,
		] );
	} );

	it( 'rejects a refused toggle with the route message and keeps the list', async () => {
		fakeRoute( [ 5 ], 403 );
		const wishlist = createWishlist( localStorage, server );
		await wishlist.load();
		await expect( wishlist.toggle( 8 ) ).rejects.toThrow(
			'Product 9 cannot be added.'
		);
		expect( wishlist.items() ).toEqual( [ 5 ] );
	} );
} );
