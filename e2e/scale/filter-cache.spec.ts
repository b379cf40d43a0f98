/**
 * The filter's answers behind the page cache: the GETs the shop's filter makes (the page at the filter's link, which
 * the block's Interactivity router draws; the REST results of the classic loop) are cache hits after the first, and a
 * product saved in wp-admin is in the next answers once its index is built: the filter purges its answers then
 * (`shop_bundle_purge`) and once more a few seconds later, and they live at most `s-maxage` seconds without a purge.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { scaleFacts } from '../support/scale';
import { decideConsent } from '../storefront/support/product-page';
import { asAdmin } from '../storefront/support/order';
import { wc } from '../storefront/support/checkout';
import { expectGrid, filterBy } from '../journeys/support/shopper';
import { cacheOf, setsSettled } from './support';

test.use( { storageState: shopperState } );

/** The REST answer the classic loop and "Start filtering" ask for. */
const RESULTS = '/wp-json/shop-filter/v1/results';

/**
 * Opens the shop as a new visitor (consent decided, so the bar covers nothing) and ticks a filter term, giving the
 * cache's verdict on the page GET the filter made for it.
 *
 * @param browser The browser.
 * @param baseURL The shop.
 * @param term    The term's checkbox.
 * @param names   The products the grid must then show.
 */
async function filterAsNewVisitor(
	browser: Browser,
	baseURL: string | undefined,
	term: string,
	names: string[]
): Promise< string | undefined > {
	const context = await browser.newContext( {
		baseURL,
		storageState: shopperState,
	} );
	try {
		await decideConsent( { context, baseURL } );
		const page: Page = await context.newPage();
		await page.goto( '/shop/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-filter',
			'ready'
		);
		const answer = page.waitForResponse(
			( response ) =>
				response.request().resourceType() === 'fetch' &&
				new URL( response.url() ).searchParams.has( 'filter' )
		);
		await filterBy( page, term, names );
		return cacheOf( await answer );
	} finally {
		await context.close();
	}
}

test( 'the filter’s GETs, as the block and the classic loop make them, are cache hits after the first', async ( {
	browser,
	baseURL,
	request,
	requestUtils,
} ) => {
	// A term no other spec filters by, and an address of this run, so the first is a miss.
	const stamp = String( Date.now() );
	await setsSettled( requestUtils );
	await request.fetch( '/shop/?filter=1&pa_color=green', {
		method: 'PURGE',
	} );
	const green = [ 'Hoodie' ];
	expect( await filterAsNewVisitor( browser, baseURL, 'Green', green ) ).toBe(
		'MISS'
	);
	expect( await filterAsNewVisitor( browser, baseURL, 'Green', green ) ).toBe(
		'HIT'
	);

	const params = { pa_color: 'green', per_page: '7', paged: '1', stamp };
	const first = await request.get( RESULTS, { params } );
	expect( first.status() ).toBe( 200 );
	expect( cacheOf( first ) ).toBe( 'MISS' );
	const second = await request.get( RESULTS, { params } );
	expect( cacheOf( second ) ).toBe( 'HIT' );
	expect( await second.json() ).toEqual( await first.json() );
} );

test( 'a product saved in wp-admin is in the filter’s next answers, cached or not', async ( {
	browser,
	baseURL,
	request,
	requestUtils,
} ) => {
	const { cron } = scaleFacts();
	await setsSettled( requestUtils );
	const [ cap ] = await wc< { id: number; categories: { id: number }[] }[] >(
		requestUtils,
		'GET',
		'/products',
		{ slug: 'canvas-cap' }
	);
	// The two answers the shop's filter gets for Hoodies: the REST results (classic loop) and the page at its link
	// (the block's router), each read through the cache as a shopper's script reads it.
	const answers = {
		rest: async () =>
			(
				( await (
					await request.get( RESULTS, {
						params: { product_cat: 'hoodies' },
					} )
				).json() ) as { products: string }
			 ).products,
		page: async () =>
			(
				await request.get( '/shop/?filter=1&product_cat=hoodies' )
			).text(),
	};
	const listCap = async () => ( {
		rest: ( await answers.rest() ).includes( 'Canvas Cap' ),
		page: ( await answers.page() ).includes( 'Canvas Cap' ),
	} );
	// Both answers cached before the save, without the cap.
	expect( await listCap() ).toEqual( { rest: false, page: false } );
	const cached = await request.get( RESULTS, {
		params: { product_cat: 'hoodies' },
	} );
	expect( cacheOf( cached ) ).toBe( 'HIT' );
	expect
		.soft( cached.headers()[ 'cache-control' ] )
		.toBe( 'public, max-age=0, s-maxage=300' );

	try {
		// The shop manager adds the cap to Hoodies on its edit screen.
		await asAdmin( browser, async ( admin ) => {
			await admin.goto(
				`/wp-admin/post.php?post=${ cap.id }&action=edit`
			);
			await admin
				.locator( '#product_catchecklist' )
				.getByRole( 'checkbox', { name: 'Hoodies' } )
				.check();
			await admin.getByRole( 'button', { name: 'Update' } ).click();
			await expect( admin.getByText( 'Product updated.' ) ).toBeVisible();
		} );

		// Shoppers filter at once, before the index's sets are built: they may get the sets stored before, and the
		// cache keeps those answers, the REST results and the page at the filter's link. The sets are built by the
		// cron loop and their purge takes both; an answer under way then, drawn from the old sets, is cached after that
		// purge and taken by its repeat at the loop's next run: within two runs every answer has the cap.
		await listCap();
		await expect
			.poll( listCap, {
				timeout: ( 2 * cron.intervalSeconds + 20 ) * 1000,
				intervals: [ 1000 ],
			} )
			.toEqual( { rest: true, page: true } );
		const context = await browser.newContext( {
			baseURL,
			storageState: shopperState,
		} );
		try {
			await decideConsent( { context, baseURL } );
			const page = await context.newPage();
			await page.goto( '/shop/?filter=1&product_cat=hoodies' );
			await expectGrid( page, [ 'Canvas Cap', 'Hoodie', 'Zip Hoodie' ] );
		} finally {
			await context.close();
		}
	} finally {
		await wc( requestUtils, 'PUT', `/products/${ cap.id }`, {
			categories: cap.categories.map( ( { id } ) => ( { id } ) ),
		} );
	}
} );
