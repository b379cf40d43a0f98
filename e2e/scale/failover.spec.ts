/**
 * One web node taken away: shoppers carry on through the other, and the node rejoins when it is back.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { startNode, stopNode } from '../support/scale';
import { decideConsent } from '../storefront/support/product-page';
import { wc } from '../storefront/support/checkout';
import {
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
	placeBlockOrder,
} from '../storefront/support/order';
import { addFromGrid } from '../journeys/support/shopper';
import { answersOf } from './pinned';
import { cacheOf, nodeOf, nodesInTurn, PASS } from './support';
import type { APIRequestContext } from '@playwright/test';

test.use( { storageState: shopperState } );

/**
 * Starts node A again and waits until the cache hands requests to both nodes in turn.
 *
 * @param request A request context.
 */
async function bringBackNodeA( request: APIRequestContext ): Promise< void > {
	startNode( 'a' );
	await expect
		.poll(
			async () => ( await nodesInTurn( request, 2 ) ).sort().join( ' ' ),
			{ timeout: 15_000 }
		)
		.toBe( 'a b' );
}

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
		await bringBackNodeA( request );
	}
} );

test.describe( 'a shopper', () => {
	deleteGuestOrdersAfterEach();

	test( 'whose node stops mid-visit browses on and checks out through the other: no error, the order is stored', async ( {
		page,
		context,
		baseURL,
		request,
		requestUtils,
	} ) => {
		test.setTimeout( 150_000 );
		await decideConsent( { context, baseURL } );
		const answers = answersOf( context );
		await page.goto( '/shop/' );
		await addFromGrid( page, 'Canvas Cap', 1 );
		const cart = answers.filter( ( a ) => a.method === 'POST' ).pop();
		expect( cart?.node ).toMatch( /^[ab]$/ );

		// The node that took the cart goes away (node A, or node B while node A answers alone).
		const gone = cart?.node === 'b' ? 'b' : 'a';
		stopNode( gone );
		const after = answers.length;
		try {
			await page.goto( '/product/hoodie/' );
			await expect(
				page.getByRole( 'heading', { level: 1, name: 'Hoodie' } )
			).toBeVisible();
			await page.goto( '/checkout/' );
			await fillBlockCheckout( page );
			const id = await placeBlockOrder( page );
			await expect(
				page.getByText( 'Thank you. Your order has been received.' )
			).toBeVisible();
			const order = await wc< {
				status: string;
				line_items: { name: string }[];
			} >( requestUtils, 'GET', `/orders/${ id }` );
			expect( order.status ).toBe( 'processing' );
			expect( order.line_items.map( ( { name } ) => name ) ).toEqual( [
				'Canvas Cap',
			] );
		} finally {
			if ( gone === 'b' ) {
				startNode( 'b' );
			}
			await bringBackNodeA( request );
		}
		expect( answers.filter( ( a ) => a.status >= 500 ) ).toEqual( [] );
		expect(
			answers.slice( after ).filter( ( a ) => a.node === gone )
		).toEqual( [] );
	} );
} );
