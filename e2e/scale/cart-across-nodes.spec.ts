/**
 * A shopper whose cart was started on node A checks out on node B: WooCommerce's session lives in the shared
 * database, so node B finds the cart, places the order (cash on delivery, block checkout) and the admin finds it.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { decideConsent } from '../storefront/support/product-page';
import {
	asAdmin,
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
	openOrderFromMenu,
	placeBlockOrder,
} from '../storefront/support/order';
import { addFromGrid } from '../journeys/support/shopper';
import { answersOf, pinToNode } from './pinned';

test.use( { storageState: shopperState } );
deleteGuestOrdersAfterEach();

test( 'a cart started on node A is checked out on node B, and the order is in wp-admin', async ( {
	page,
	context,
	baseURL,
	browser,
} ) => {
	test.setTimeout( 120_000 );
	await decideConsent( { context, baseURL } );
	const answers = answersOf( context );

	await pinToNode( context, 'a' );
	await page.goto( '/shop/' );
	await addFromGrid( page, 'Canvas Cap', 1 );
	const added = answers.filter( ( a ) => a.method === 'POST' );
	expect( added.length ).toBeGreaterThan( 0 );
	expect( new Set( added.map( ( a ) => a.node ) ) ).toEqual(
		new Set( [ 'a' ] )
	);

	await pinToNode( context, 'b' );
	answers.length = 0;
	await page.goto( '/checkout/' );
	await expect( page.getByRole( 'main' ) ).toContainText( 'Canvas Cap', {
		timeout: 60_000,
	} );
	await fillBlockCheckout( page );
	const id = await placeBlockOrder( page );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	expect(
		answers.filter(
			( a ) =>
				a.path.startsWith( '/wp-json/wc/store/v1/checkout' ) &&
				a.method === 'POST'
		)
	).toEqual( [ expect.objectContaining( { status: 200, node: 'b' } ) ] );
	expect( new Set( answers.map( ( a ) => a.node ) ) ).toEqual(
		new Set( [ 'b' ] )
	);

	await asAdmin( browser, async ( admin ) => {
		const { link } = await openOrderFromMenu( admin, id );
		await expect( link ).toBeVisible();
	} );
} );
