/**
 * A package with nothing to do on a page makes the browser download nothing there. Shop Social Icons draws icons (by
 * default a post's and a product's share icons) and the front page's sign-up form without downloading their scripts:
 * those load once a visitor reaches for the icons or the form (e2e/shop-social-icons/reach.spec.ts); its core loads
 * with the page only where the floating widget or the popup is on; Shop Stripe Gateway's card gateway is off in the seeded shop, and
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

	test( 'a search, the front page (with its sign-up form) and a post (with its share icons) request no script of theirs', async ( {
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

		// The front page's newsletter band holds the sign-up form, a post ends with its share icons: drawn, their
		// scripts waiting for a visitor who reaches for them.
		scripts.length = 0;
		await visit( page, '/' );
		await expect(
			page.locator( 'form.shop-newsletter__form' )
		).toHaveCount( 1 );
		expect(
			scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
		).toEqual( [] );

		scripts.length = 0;
		await visit( page, post.link );
		await expect(
			page.locator( '.shop-social-icons' ).first()
		).toBeVisible();
		expect(
			scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
		).toEqual( [] );
	} );

	test(
		'the shop requests only the filter core; a product (with its share icons), the cart and the checkout no script of theirs',
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
			// A product has its share icons under Add to cart: their core waits for a visitor who reaches for them.
			scripts.length = 0;
			await visit( page, product.permalink );
			await expect(
				page.locator( '.shop-social-icons' ).first()
			).toBeVisible();
			expect(
				scripts.filter( ( url ) => IDLE_PACKAGES.test( url ) )
			).toEqual( [] );
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
