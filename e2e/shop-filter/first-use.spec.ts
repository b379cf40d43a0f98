/**
 * The filter's drawing code (plugins/shop-filter/src/frontend/form-submit.ts) is a chunk of its own, loaded as the
 * shopper reaches for the filter: the shop loads only the core, and the first change is still drawn in place. The
 * chunk's address follows the core's, wherever the page loaded that from (a site in a folder, a CDN).
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
import { decideConsent } from '../storefront/support/product-page';
import {
	countOf,
	notReloaded,
	openListing,
	products,
	sidebarForm,
} from './support/filter-page';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

/**
 * The filter's scripts among those recorded.
 *
 * @param scripts The recorded scripts.
 */
const filterScripts = ( scripts: string[] ) =>
	scripts.filter( ( url ) => url.includes( '/shop-filter/build/' ) );

/** The drawing code's chunk: its content hash is in its name. */
const CHUNK = /\/shop-filter\/build\/form-submit\.[0-9a-f]{20}\.js$/;

/**
 * Checks Accessories in the sidebar form and expects the listing drawn in place.
 *
 * @param page The shop.
 */
async function filterAccessories( page: Page ) {
	const form = sidebarForm( page );
	const expected = await countOf( form, 'Accessories' );
	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /\?filter=1&product_cat=accessories$/ );
	await expect( products( page ) ).toHaveCount( expected );
	await expect( form.getByRole( 'status' ) ).toHaveText(
		`${ expected } products found`
	);
	expect( await notReloaded( page ) ).toBe( true );
}

test( 'the shop loads the filter core only; the drawing code comes when the shopper reaches for the filter, and the first change draws @woocommerce', async ( {
	page,
} ) => {
	const scripts = recordScripts( page );
	await openListing( page );
	// Every request of the page as loaded, deferred and idle ones included, has ended.
	await page.waitForLoadState( 'networkidle' );
	expect( filterScripts( scripts ) ).toEqual( [
		expect.stringContaining( '/shop-filter/build/frontend.js' ),
	] );

	await filterAccessories( page );

	expect( filterScripts( scripts ) ).toEqual( [
		expect.stringContaining( '/shop-filter/build/frontend.js' ),
		expect.stringMatching( CHUNK ),
	] );
} );

test( 'on a site in a folder behind a CDN, the drawing code loads from next to the core @woocommerce', async ( {
	page,
	baseURL,
} ) => {
	const site = `${ baseURL }/wp-content/plugins/shop-filter/build/`;
	const cdn =
		'http://cdn.shop.test/folder/wp-content/plugins/shop-filter/build/';
	// The page as a CDN rewriter serves it: the filter's files from another host, under a folder.
	await page.route(
		( url ) => url.pathname === '/shop/',
		async ( route ) => {
			if ( ! route.request().isNavigationRequest() ) {
				return route.fallback();
			}
			const response = await route.fetch();
			const body = ( await response.text() ).replaceAll( site, cdn );
			return route.fulfill( { response, body } );
		}
	);
	await page.route( `${ cdn }**`, async ( route ) =>
		route.fulfill( {
			response: await route.fetch( {
				url: route.request().url().replace( cdn, site ),
			} ),
		} )
	);
	const scripts = recordScripts( page );
	await openListing( page );
	expect( filterScripts( scripts ) ).toEqual( [
		expect.stringContaining( `${ cdn }frontend.js` ),
	] );

	await filterAccessories( page );

	expect( filterScripts( scripts ) ).toEqual( [
		expect.stringContaining( `${ cdn }frontend.js` ),
		expect.stringMatching( CHUNK ),
	] );
	expect( filterScripts( scripts )[ 1 ] ).toContain( cdn );
} );
