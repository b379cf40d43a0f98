/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { DRAWING_DELAY_MS, useServerDrawing } from '../use-server-drawing';

const FAILED = 'The preview could not be drawn.';

describe( 'useServerDrawing', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	/** Lets the pending answers and effects run. */
	const settle = () => act( async () => jest.advanceTimersByTimeAsync( 0 ) );

	it( 'draws the first query at once, then only the query that stayed unchanged for the delay', async () => {
		const draw = jest.fn( ( query: string ) =>
			Promise.resolve( `<p>${ query }</p>` )
		);
		const { result, rerender } = renderHook(
			( { query } ) => useServerDrawing( query, draw, FAILED ),
			{ initialProps: { query: 'a' } }
		);
		await settle();
		expect( result.current ).toEqual( {
			markup: '<p>a</p>',
			busy: false,
			error: undefined,
		} );

		rerender( { query: 'ab' } );
		await act( async () =>
			jest.advanceTimersByTimeAsync( DRAWING_DELAY_MS - 1 )
		);
		rerender( { query: 'abc' } );
		await act( async () =>
			jest.advanceTimersByTimeAsync( DRAWING_DELAY_MS )
		);
		await settle();

		expect( draw.mock.calls.map( ( [ query ] ) => query ) ).toEqual( [
			'a',
			'abc',
		] );
		expect( result.current.markup ).toBe( '<p>abc</p>' );
	} );

	it( 'keeps the last drawing and gives the reason when a drawing fails', async () => {
		const draw = jest
			.fn< ( query: string ) => Promise< string > >()
			.mockResolvedValueOnce( '<p>first</p>' )
			.mockRejectedValueOnce( { message: 'Not allowed.' } )
			.mockRejectedValueOnce( 'no message' );
		const { result, rerender } = renderHook(
			( { query } ) => useServerDrawing( query, draw, FAILED ),
			{ initialProps: { query: 'a' } }
		);
		await settle();

		rerender( { query: 'b' } );
		await act( async () =>
			jest.advanceTimersByTimeAsync( DRAWING_DELAY_MS )
		);
		await settle();
		expect( result.current ).toEqual( {
			markup: '<p>first</p>',
			busy: false,
			error: 'Not allowed.',
		} );

		rerender( { query: 'c' } );
		await act( async () =>
			jest.advanceTimersByTimeAsync( DRAWING_DELAY_MS )
		);
		await settle();
		expect( result.current.error ).toBe( FAILED );
		expect( result.current.markup ).toBe( '<p>first</p>' );
	} );
} );
