/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useRestResource } from '../use-rest-resource';

const FALLBACK = 'The thing could not be loaded.';

/** A request whose answer the test gives when it wants. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

describe( 'useRestResource', () => {
	it( 'is loading until the answer, then holds it', async () => {
		const request = deferred< string[] >();
		const load = () => request.promise;
		const { result } = renderHook( () =>
			useRestResource( load, FALLBACK )
		);

		expect( result.current.resource ).toEqual( { status: 'loading' } );
		await act( async () => request.resolve( [ 'a', 'b' ] ) );

		expect( result.current.resource ).toEqual( {
			status: 'done',
			data: [ 'a', 'b' ],
		} );
	} );

	it.each( [
		[
			'the server message',
			{ message: 'Range too long.' },
			'Range too long.',
		],
		[ 'the fallback', new TypeError(), FALLBACK ],
	] )( 'shows %s when the request fails', async ( _, error, expected ) => {
		const load = () => Promise.reject( error );
		const { result } = renderHook( () =>
			useRestResource( load, FALLBACK )
		);

		await waitFor( () =>
			expect( result.current.resource ).toEqual( {
				status: 'error',
				message: expected,
			} )
		);
	} );

	it( 'awaits an asynchronous error message', async () => {
		const load = () => Promise.reject( 'raw response' );
		const messageOf = async ( error: unknown, fallback: string ) =>
			`${ fallback } (${ String( error ) })`;
		const { result } = renderHook( () =>
			useRestResource( load, FALLBACK, messageOf )
		);

		await waitFor( () =>
			expect( result.current.resource ).toEqual( {
				status: 'error',
				message: `${ FALLBACK } (raw response)`,
			} )
		);
	} );

	it( 'loads again when the request changes and drops the late answer of the old one', async () => {
		const first = deferred< string >();
		const second = deferred< string >();
		const { result, rerender } = renderHook(
			( { load } ) => useRestResource( load, FALLBACK ),
			{ initialProps: { load: () => first.promise } }
		);

		rerender( { load: () => second.promise } );
		await act( async () => second.resolve( 'second range' ) );
		await act( async () => first.resolve( 'first range' ) );

		expect( result.current.resource ).toEqual( {
			status: 'done',
			data: 'second range',
		} );
	} );

	it( 'shows loading for a new request, not for a reload', async () => {
		const answers = [ 'first', 'second', 'third' ].map( () =>
			deferred< string >()
		);
		let calls = 0;
		const load = () => answers[ calls++ ].promise;
		const { result, rerender } = renderHook(
			( { request } ) => useRestResource( request, FALLBACK ),
			{ initialProps: { request: load } }
		);
		await act( async () => answers[ 0 ].resolve( 'first' ) );

		act( () => result.current.reload() );
		expect( result.current.resource ).toEqual( {
			status: 'done',
			data: 'first',
		} );
		await act( async () => answers[ 1 ].resolve( 'second' ) );
		expect( result.current.resource ).toEqual( {
			status: 'done',
			data: 'second',
		} );

		rerender( { request: () => load() } );
		expect( result.current.resource ).toEqual( { status: 'loading' } );
		expect( calls ).toBe( 3 );
	} );
} );
