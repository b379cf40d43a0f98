/**
 * The filter's listing choices and its plain-form paths (spec consent-attribution-theme-filter.md, sections 2 and 5):
 * a sort order, a page size and a SKU chosen in the form redraw the products in place; without JavaScript the
 * "Start filtering" link draws the fields, a price range chosen from the radio list filters, the form goes to its
 * redirect target, and a link's category reference (`base`) keeps the listing inside that category.
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
import { decideConsent } from '../storefront/support/product-page';
import {
	catalogPrices,
	expectListedByPrice,
} from '../storefront/support/store-pages';
import {
	notReloaded,
	openListing,
	products,
	sidebarForm,
	withDefaultFilters,
} from './support/filter-page';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

/**
 * The names of the products listed, sorted (a listing's own order is not what these tests are about).
 *
 * @param page The page.
 */
const listedNames = async ( page: Page ) =>
	( await products( page ).getByRole( 'heading' ).allInnerTexts() ).sort();

/**
 * The form on a page's content.
 *
 * @param page The page.
 */
const pageForm = ( page: Page ) => page.locator( 'main form.shop-filter' );

test( 'a sort order, page size and SKU chosen in the filter form redraw the products without a reload @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	const prices = await catalogPrices( page );
	await withDefaultFilters(
		requestUtils,
		[ 'orderby', 'per_page', 'sku' ],
		async () => {
			expect( await openListing( page ) ).toBe( prices.size );
			const form = sidebarForm( page );
			const grid = page.locator(
				'.wp-block-woocommerce-product-collection'
			);

			await form
				.getByRole( 'combobox', { name: 'Sort by' } )
				.selectOption( { label: 'Sort by price: high to low' } );
			await expect( page ).toHaveURL( /orderby=price-desc/ );
			await expect( form.getByRole( 'status' ) ).toHaveText(
				`${ prices.size } products found`
			);
			await expectListedByPrice( grid, prices, -1 );

			await form
				.getByRole( 'combobox', { name: 'Products per page' } )
				.selectOption( '12' );
			await expect( page ).toHaveURL( /orderby=price-desc&per_page=12/ );
			await expect( products( page ) ).toHaveCount( prices.size );

			const sku = form.getByRole( 'searchbox', {
				name: 'Search by SKU',
			} );
			await sku.fill( 'belt' );
			await sku.press( 'Enter' );
			await expect( page ).toHaveURL( /sku=belt/ );
			await expect( products( page ) ).toHaveCount( 1 );
			await expect( products( page ).getByRole( 'heading' ) ).toHaveText(
				'Leather Belt'
			);
			await expect( form.locator( '[role="alert"]' ) ).toBeEmpty(); // No failure said.
			expect( await notReloaded( page ) ).toBe( true );
		}
	);
} );

test( 'without JavaScript, Start filtering draws the fields, a price range filters, and the form goes to its redirect target @woocommerce', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const filterPage = await requestUtils.createPage( {
		title: 'Find accessories',
		status: 'publish',
		content: `<!-- wp:shortcode -->[shop_filter facets="price" types="price:ranges-radio" price_ranges="0-20,20-100" start_button="1" redirect="${ baseURL }/product-category/accessories/"]<!-- /wp:shortcode -->`,
	} );
	const context = await browser.newContext( {
		javaScriptEnabled: false,
		baseURL,
		storageState: shopperState,
	} );
	try {
		const page = await context.newPage();
		await page.goto( `/?page_id=${ filterPage.id }` );
		const form = pageForm( page );
		await expect( form.getByRole( 'radio' ) ).toHaveCount( 0 );

		await form.getByRole( 'button', { name: 'Start filtering' } ).click();
		await expect( page ).toHaveURL( /start_filtering=1/ );
		await form.getByRole( 'radio', { name: /20\.00 – .*100\.00/ } ).check();
		await form
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();

		// The redirect target, Accessories, between 20 and 100: Leather Belt (35) and Sunglasses (60).
		await expect( page ).toHaveURL(
			/\/product-category\/accessories\/\?filter=1.*price_range=20-100/
		);
		await expect( products( page ) ).toHaveCount( 2 );
		expect( await listedNames( page ) ).toEqual( [
			'Leather Belt',
			'Sunglasses',
		] );

		// A link built on Clothing that lands on the shop: its category reference keeps the listing in Clothing.
		const [ clothing ] = ( await requestUtils.rest( {
			path: '/wp/v2/product_cat',
			params: { slug: 'clothing' },
		} ) ) as Array< { id: number } >;
		await page.goto( '/shop/?filter=1&min_price=30' );
		await expect( products( page ) ).toHaveCount( 4 ); // Belt, Hoodie, Sunglasses, Zip Hoodie.
		await page.goto(
			`/shop/?filter=1&min_price=30&base=${ clothing.id }-product_cat`
		);
		await expect( products( page ) ).toHaveCount( 2 );
		expect( await listedNames( page ) ).toEqual( [
			'Hoodie',
			'Zip Hoodie',
		] );
	} finally {
		await context.close();
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ filterPage.id }`,
			params: { force: true },
		} );
	}
} );
