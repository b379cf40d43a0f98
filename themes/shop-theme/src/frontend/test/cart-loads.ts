/**
 * Internal dependencies
 */
import { watchCartLoads } from '../cart-loads';

/** A fetch whose answers the test gives, one per call, in order. */
function fakeFetch() {
	const answers: Array< ( body: string ) => void > = [];
	const calls: string[] = [];
	const fetch = jest.fn( ( input: RequestInfo | URL ) => {
		calls.push( String( input ) );
		return new Promise< Response >( ( resolve ) =>
			answers.push( ( body ) =>
				resolve( {
					clone: () => ( { text: async () => body } ),
				} as unknown as Response )
			)
		);
	} );
	return { fetch, answers, calls };
}

describe( 'watchCartLoads', () => {
	const original = window.fetch;
	afterEach( () => {
		window.fetch = original;
	} );

	it( 'settles only once the load of the cart in flight has ended, and not for the cart’s writes', async () => {
		const shop = fakeFetch();
		window.fetch = shop.fetch as unknown as typeof fetch;
		const loads = watchCartLoads( window );

		window.fetch( '/wp-json/wc/store/v1/cart' );
		window.fetch( '/wp-json/wc/store/v1/batch', { method: 'POST' } );
		let settled = false;
		loads.settled().then( () => ( settled = true ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		expect( settled ).toBe( false );

		shop.answers[ 1 ]( '{}' ); // The write ends: still waiting for the load.
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		expect( settled ).toBe( false );

		shop.answers[ 0 ]( '{"items_count":0}' );
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		expect( settled ).toBe( true );
		expect( shop.calls ).toEqual( [
			'/wp-json/wc/store/v1/cart',
			'/wp-json/wc/store/v1/batch',
		] );
	} );

	it( 'settles after a task when no load is in flight, and gives the page its fetch back', async () => {
		const shop = fakeFetch();
		window.fetch = shop.fetch as unknown as typeof fetch;
		const loads = watchCartLoads( window );
		expect( window.fetch ).not.toBe( shop.fetch );

		await expect( loads.settled() ).resolves.toBeUndefined();
		loads.stop();
		expect( window.fetch ).toBe( shop.fetch );
	} );

	it( 'leaves a fetch someone wrapped since in place', () => {
		const shop = fakeFetch();
		window.fetch = shop.fetch as unknown as typeof fetch;
		const loads = watchCartLoads( window );
		const theirs = jest.fn();
		window.fetch = theirs as unknown as typeof fetch;
		loads.stop();
		expect( window.fetch ).toBe( theirs );
	} );
} );
