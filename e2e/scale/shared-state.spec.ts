/**
 * Two web nodes, one shop: what wp-admin changes through one node is what the other answers with. The filter's index
 * rebuilt from node B's wp-admin is what node A filters with, and a setting saved on node A is drawn by node B at
 * once, and by the page cache in front of both.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { runOnNode, scaleFacts } from '../support/scale';
import type { NodeId } from '../support/stack';
import { wc } from '../storefront/support/checkout';
import { answersOf, pinToNode } from './pinned';

/**
 * Runs `use` on a page of a new browser context held to one node: the admin's (stored login) or a new visitor's.
 *
 * @param browser The browser.
 * @param id      The node.
 * @param who     Whose session.
 * @param use     What to do there.
 */
async function onNode< T >(
	browser: Browser,
	id: NodeId,
	who: 'admin' | 'visitor',
	use: ( page: Page, answers: ReturnType< typeof answersOf > ) => Promise< T >
): Promise< T > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState:
			who === 'admin' ? process.env.STORAGE_STATE_PATH : shopperState,
		viewport: { width: 1280, height: 800 },
	} );
	try {
		await pinToNode( context, id );
		return await use( await context.newPage(), answersOf( context ) );
	} finally {
		await context.close();
	}
}

/**
 * Whether a node's filter, asked straight (no cache), lists a product among the accessories.
 *
 * @param request The request context.
 * @param id      The node.
 * @param name    The product.
 */
async function nodeLists(
	request: APIRequestContext,
	id: NodeId,
	name: string
): Promise< boolean > {
	const response = await request.get(
		`${ scaleFacts().nodes[ id ].url }/wp-json/shop-filter/v1/results`,
		{ params: { product_cat: 'accessories' } }
	);
	expect( response.status() ).toBe( 200 );
	return (
		( await response.json() ) as { products: string }
	 ).products.includes( name );
}

test( 'a filter index rebuilt from wp-admin on node B is what node A filters with', async ( {
	browser,
	request,
	requestUtils,
} ) => {
	const { cron } = scaleFacts();
	const wait = {
		timeout: ( cron.intervalSeconds + 30 ) * 1000,
		intervals: [ 1000 ],
	};
	// Two waits for the cron loop (the sets' build, then the rebuild's batches), whatever its interval on this stack.
	test.setTimeout( 2 * wait.timeout + 30_000 );
	const [ cap ] = await wc< { id: number }[] >(
		requestUtils,
		'GET',
		'/products',
		{
			slug: 'canvas-cap',
		}
	);
	expect( await nodeLists( request, 'a', 'Canvas Cap' ) ).toBe( true );
	runOnNode(
		'a',
		path.join( __dirname, 'fixtures', 'forget-indexed-product.php' ),
		[ String( cap.id ) ]
	);
	// Once the sets of the changed index are built (the cron loop), node A's filter has lost the cap.
	await expect
		.poll( () => nodeLists( request, 'a', 'Canvas Cap' ), wait )
		.toBe( false );

	await onNode( browser, 'b', 'admin', async ( admin, answers ) => {
		await admin.goto( '/wp-admin/admin.php?page=shop-filter' );
		await expect(
			admin.getByText(
				/^\d+ of \d+ published products indexed: rebuild the index/
			)
		).toBeVisible();
		await admin.getByRole( 'button', { name: 'Rebuild index' } ).click();
		await expect(
			admin.getByText( /^Up to date: \d+ products indexed\.$/ )
		).toBeVisible( { timeout: wait.timeout } );
		expect(
			answers.filter(
				( a ) =>
					a.method === 'POST' &&
					a.path.includes( 'shop-filter/v1/index' )
			)
		).toEqual( [ expect.objectContaining( { status: 202, node: 'b' } ) ] );
	} );

	await expect
		.poll( () => nodeLists( request, 'a', 'Canvas Cap' ), wait )
		.toBe( true );
	expect( await nodeLists( request, 'b', 'Canvas Cap' ) ).toBe( true );
} );

/**
 * Shop Consent's settings as stored, to put back after a test that changes them.
 *
 * @param requestUtils The admin's REST helper.
 */
async function consentSettings( requestUtils: RequestUtils ) {
	return (
		await requestUtils.rest< Record< string, Record< string, unknown > > >(
			{
				path: '/wp/v2/settings',
			}
		)
	).shop_consent_settings;
}

test( 'an accept label saved on node A’s settings screen is drawn at once by node B', async ( {
	browser,
	requestUtils,
} ) => {
	const label = `Yes to all ${ Date.now() }`;
	const stored = await consentSettings( requestUtils );
	try {
		await onNode( browser, 'a', 'admin', async ( admin, answers ) => {
			await admin.goto(
				'/wp-admin/options-general.php?page=shop-consent'
			);
			await admin
				.getByRole( 'textbox', { name: 'Accept button label' } )
				.fill( label );
			await admin.getByRole( 'button', { name: 'Save changes' } ).click();
			await expect(
				admin.locator( '.components-notice.is-success' )
			).toContainText( 'Settings saved.' );
			expect(
				answers.filter(
					( a ) =>
						a.method === 'POST' &&
						a.path.includes( 'wp/v2/settings' )
				)
			).toEqual( [
				expect.objectContaining( { status: 200, node: 'a' } ),
			] );
		} );
		await onNode( browser, 'b', 'visitor', async ( page ) => {
			await page.goto( '/' );
			await expect(
				page.getByRole( 'button', { name: label } )
			).toBeVisible();
		} );
	} finally {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { shop_consent_settings: stored },
		} );
	}
} );

test( 'a page cached before a settings save is drawn with the new setting', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const label = `Yes to all ${ Date.now() }`;
	const stored = await consentSettings( requestUtils );
	const visitor = await browser.newContext( {
		baseURL,
		storageState: shopperState,
	} );
	try {
		const front = await visitor.newPage();
		await front.goto( '/' );
		await expect(
			front.getByRole( 'button', { name: 'Accept all' } )
		).toBeVisible();
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				shop_consent_settings: {
					...stored,
					texts: { ...( stored.texts as object ), accept: label },
				},
			},
		} );
		await front.reload();
		await expect(
			front.getByRole( 'button', { name: label } )
		).toBeVisible();
	} finally {
		await visitor.close();
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { shop_consent_settings: stored },
		} );
	}
} );
