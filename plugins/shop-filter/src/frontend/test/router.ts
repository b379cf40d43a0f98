/**
 * Internal dependencies
 */
import { ROUTER, routerLoader, routerMapped, type Router } from '../router';

type Load = ( name: string ) => Promise< { actions: Router } >;

describe( 'routerMapped', () => {
	it.each( [
		[
			'names the router',
			`{"imports":{"${ ROUTER }":"/router.js"}}`,
			true,
		],
		[
			'names other modules only',
			'{"imports":{"@wordpress/interactivity":"/i.js"}}',
			false,
		],
		[ 'is malformed', '{"imports":', false ],
	] )( 'is %s when the import map %s', ( _name, map, mapped ) => {
		document.head.innerHTML = `<script type="importmap">${ map }</script>`;
		expect( routerMapped( document ) ).toBe( mapped );
	} );
} );

describe( 'routerLoader', () => {
	const navigate = jest.fn( async () => {} );

	it( 'imports the router once, however often it is asked', async () => {
		const load = jest.fn< Load >( async () => ( {
			actions: { navigate },
		} ) );
		const router = routerLoader( load );

		await router();
		expect( await router() ).toEqual( { navigate } );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( load ).toHaveBeenCalledWith( ROUTER );
	} );

	it( 'tries again after a failed import', async () => {
		const load = jest
			.fn< Load >()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( { actions: { navigate } } );
		const router = routerLoader( load );

		await expect( router() ).rejects.toThrow( 'offline' );
		expect( await router() ).toEqual( { navigate } );
	} );
} );
