/**
 * The fixture's count of the cart reads on their way (`cartReadsAnswered`), which the helpers that add a product wait
 * on: it waits while a read is held, lets go once it answered or failed, and refuses a page it does not watch.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { cartReadsAnswered, isCartRead } from '../support/cart-reads';

test.use( { storageState: shopperState } );

const CART = '/wp-json/wc/store/v1/cart';

/**
 * Holds the page's reads of the cart until released, then answers them with an empty cart or fails them.
 *
 * @param page The page.
 */
async function holdCartReads( page: Page ) {
	let release: ( how: 'answer' | 'fail' ) => void = () => {};
	const released = new Promise< 'answer' | 'fail' >(
		( resolve ) => ( release = resolve )
	);
	await page.route( `**${ CART }`, async ( route ) =>
		( await released ) === 'answer'
			? route.fulfill( { json: { items: [] } } )
			: route.abort()
	);
	return release;
}

/**
 * Whether `cartReadsAnswered` resolved within a moment.
 *
 * @param waiting The wait.
 */
const settledSoon = ( waiting: Promise< void > ) =>
	Promise.race( [
		waiting.then(
			() => true,
			() => false
		),
		new Promise< boolean >( ( resolve ) =>
			setTimeout( () => resolve( false ), 1500 )
		),
	] );

test( 'tells a cart read from the other Store API requests', () => {
	const request = ( method: string, url: string ) => ( {
		method: () => method,
		url: () => url,
	} );
	expect( isCartRead( request( 'GET', `http://shop${ CART }` ) ) ).toBe(
		true
	);
	expect(
		isCartRead(
			request(
				'GET',
				'http://shop/?rest_route=%2Fwc%2Fstore%2Fv1%2Fcart'
			)
		)
	).toBe( true );
	expect(
		isCartRead( request( 'POST', 'http://shop/wp-json/wc/store/v1/batch' ) )
	).toBe( false );
	expect( isCartRead( request( 'GET', `http://shop${ CART }/items` ) ) ).toBe(
		false
	);
	expect( isCartRead( request( 'POST', `http://shop${ CART }` ) ) ).toBe(
		false
	);
} );

/**
 * Holds a read of the cart, checks that `cartReadsAnswered` waits for it, then lets it answer or fail.
 *
 * @param page The page.
 * @param how  How the read ends.
 */
async function waitsForRead( page: Page, how: 'answer' | 'fail' ) {
	await page.goto( '/' );
	expect( await settledSoon( cartReadsAnswered( page ) ) ).toBe( true );

	const release = await holdCartReads( page );
	const read = page.evaluate(
		( address ) =>
			fetch( address ).then(
				( answer ) => answer.status,
				() => 0
			),
		CART
	);
	await expect
		.poll( () => settledSoon( cartReadsAnswered( page ) ) )
		.toBe( false );

	release( how );
	expect( await read ).toBe( how === 'answer' ? 200 : 0 );
	expect( await settledSoon( cartReadsAnswered( page ) ) ).toBe( true );
}

test( 'waits while a read of the cart is on its way, until it answered', async ( {
	page,
} ) => waitsForRead( page, 'answer' ) );

test.describe( () => {
	// Chromium logs the failed read.
	test.use( {
		expectedConsoleErrors: [ { message: /Failed to load/, url: CART } ],
	} );

	test( 'waits while a read of the cart is on its way, until it failed', async ( {
		page,
	} ) => waitsForRead( page, 'fail' ) );
} );

test( 'refuses a page whose browser context it does not watch', async ( {
	browser,
	baseURL,
} ) => {
	const context = await browser.newContext( { baseURL } );
	try {
		const page = await context.newPage();
		await expect( cartReadsAnswered( page ) ).rejects.toThrow(
			/not watched/
		);
	} finally {
		await context.close();
	}
} );
