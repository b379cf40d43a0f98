/**
 * Two web nodes behind the page cache, each with its own copy of the code, sharing one object cache (Redis).
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { scaleFacts } from '../support/scale';
import { nodeOf, nodesInTurn } from './support';

test.use( { storageState: shopperState } );

test( 'the page cache hands requests to both nodes in turn', async ( {
	request,
} ) => {
	const nodes = await nodesInTurn( request, 6 );
	expect( new Set( nodes ) ).toEqual( new Set( [ 'a', 'b' ] ) );
	for ( let i = 1; i < nodes.length; i++ ) {
		expect( nodes[ i ], nodes.join( ' ' ) ).not.toBe( nodes[ i - 1 ] );
	}
} );

test( 'each node answers straight, under its own name, with the shop at its public address', async ( {
	request,
} ) => {
	const { front, nodes } = scaleFacts();
	for ( const id of [ 'a', 'b' ] as const ) {
		const response = await request.get( `${ nodes[ id ].url }/`, {
			maxRedirects: 0,
		} );
		expect( response.status() ).toBe( 200 );
		expect( nodeOf( response ) ).toBe( id );
		expect( await response.text() ).toContain( `${ front.url }/` );
	}
} );

test( 'both nodes use Redis as their object cache: a value set on node A is read on node B', async ( {
	request,
} ) => {
	const { nodes } = scaleFacts();
	const value = `v${ Date.now() }`;
	const probe = async ( id: 'a' | 'b', params: Record< string, string > ) =>
		( await (
			await request.get( `${ nodes[ id ].url }/`, {
				params: { shop_selftest: 'object-cache', ...params },
			} )
		).json() ) as { node: string; external: boolean; value: string };
	expect( await probe( 'a', { set: value } ) ).toEqual( {
		node: 'a',
		external: true,
		value,
	} );
	expect( await probe( 'b', {} ) ).toEqual( {
		node: 'b',
		external: true,
		value,
	} );
} );
