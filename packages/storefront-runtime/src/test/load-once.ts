/**
 * Internal dependencies
 */
import { loadOnce } from '../load-once';

describe( 'loadOnce', () => {
	it( 'starts the load once, however often it is asked', async () => {
		const load = jest.fn( async () => 'module' );
		const once = loadOnce( load );

		const [ first, second ] = [ once(), once() ];

		expect( first ).toBe( second );
		expect( await first ).toBe( 'module' );
		expect( await once() ).toBe( 'module' );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'starts it again after a failed load, and keeps the one that worked', async () => {
		const load = jest
			.fn< () => Promise< string > >()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( 'module' );
		const once = loadOnce( load );

		await expect( once() ).rejects.toThrow( 'offline' );
		expect( await once() ).toBe( 'module' );
		expect( await once() ).toBe( 'module' );
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );
