/**
 * A package with nothing to do on a page makes the browser download nothing there. Shop Social Icons loads its core
 * only where icons render (by default a post's and a product's share icons), the popup is on or a newsletter form is
 * drawn (the front page's band): a search, the cart and the checkout have none of these
 * (e2e/shop-social-icons covers the pages that do); Shop Stripe Gateway's card gateway is off in the seeded shop, and
 * it loads only on the checkouts anyway; Shop Filter's core loads where its form renders (the shop) and nowhere else.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { recordScripts } from '../support/record-scripts';

// The theme is not idle any more: its header menu and side bar are on every page (e2e/shop-theme covers its scripts).
const IDLE_PACKAGES =
	/\/wp-content\/plugins\/(shop-social-icons|shop-filter|shop-stripe-gateway)\//;

/**
 * Opens a page and lets it load. Every script the HTML names is requested once the browser has parsed it, deferred
 * ones included; the page then loads completely so no request is cut off by the next visit. The block checkout's
 * scripts take long to run on a busy machine: the wait for them is longer than a navigation's.
 *
 * @param page The shopper's page.
 * @param path Path of the page.
 */
async function visit( page: Page, path: string ) {
	const response = await page.goto( path, { waitUntil: 'commit' } );
	expect( response?.status(), path ).toBe( 200 );
	await page.waitForLoadState( 'load', { timeout: 90_000 } );
}

test.describe( 'packages with nothing to do on a page', () => {
	test.use( { storageState: shopperState } );

	test( 'a search requests no script of theirs; the front page only the newsletter form’s, a post only the share icons’', async ( {
		page,
		requestUtils,
	} ) => {
		test.slow();
		const scripts = recordScripts( page );
		const [ post ] = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			params: { per_page: 1 },
		} ) ) as { link: string }[];

		await visit( page, '/?s=shirt' );

		// The consent core loads on every page: the recording works.
		expect(
			scripts.some( ( url ) => url.includes( '/shop-consent/' ) )
		).toBe( true );
		expect(
			scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
		).toEqual( [] );

		// The front page's newsletter band holds the sign-up form: its script, and nothing else of these packages.
		scripts.length = 0;
		await visit( page, '/' );
		expect(
			scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
		).toEqual( [
			expect.stringContaining( '/shop-social-icons/build/newsletter.js' ),
		] );

		// A post ends with its share icons: the icons' core.
		scripts.length = 0;
		await visit( page, post.link );
		expect(
			scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
		).toEqual( [
			expect.stringContaining( '/shop-social-icons/build/frontend.js' ),
		] );
	} );

	test(
		'the shop requests only the filter core, a product only the share icons’ core; the cart and the checkout no script of theirs',
		{ tag: '@woocommerce' },
		async ( { page, request } ) => {
			requireWooCommerce();
			// Five pages, the block checkout among them, on a shared machine.
			test.slow();
			const scripts = recordScripts( page );
			const [ product ] = ( await (
				await request.get( '/wp-json/wc/store/v1/products', {
					params: {
						per_page: 1,
						type: 'simple',
						stock_status: 'instock',
					},
				} )
			).json() ) as { id: number; permalink: string }[];

			await visit( page, '/shop/' );
			// The shop holds the filter form: its core, and nothing else of these packages.
			expect(
				scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
			).toEqual( [
				expect.stringContaining( '/shop-filter/build/frontend.js' ),
			] );
			// A product has its share icons under Add to cart: the icons' core.
			scripts.length = 0;
			await visit( page, product.permalink );
			expect(
				scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
			).toEqual( [
				expect.stringContaining(
					'/shop-social-icons/build/frontend.js'
				),
			] );
			// Adding to the cart lands on the front page (its newsletter form's script): not counted.
			await visit( page, `/?add-to-cart=${ product.id }` );
			scripts.length = 0;
			for ( const path of [ '/cart/', '/checkout/' ] ) {
				await visit( page, path );
			}

			expect(
				scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
			).toEqual( [] );
		}
	);
} );
