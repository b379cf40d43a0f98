/**
 * One web node taken away: shoppers carry on through the other, and the node rejoins when it is back.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { startNode, stopNode } from '../support/scale';
import { cacheOf, nodeOf, nodesInTurn, PASS } from './support';

test.use( { storageState: shopperState } );

test( 'with node A stopped every request is answered by node B, and node A is back in turn once started', async ( {
	request,
} ) => {
	stopNode( 'a' );
	try {
		// At once, before the cache's probes have noticed: a request that meets node A is retried on node B.
		for ( let i = 0; i < 6; i++ ) {
			const handed = await request.get( '/', { headers: PASS } );
			expect( handed.status() ).toBe( 200 );
			expect( cacheOf( handed ) ).toBe( 'PASS' );
			expect( nodeOf( handed ) ).toBe( 'b' );
			expect( ( await request.get( '/shop/' ) ).status() ).toBe( 200 );
		}
	} finally {
		startNode( 'a' );
	}
	await expect
		.poll(
			async () => ( await nodesInTurn( request, 2 ) ).sort().join( ' ' ),
			{
				timeout: 15_000,
			}
		)
		.toBe( 'a b' );
} );
