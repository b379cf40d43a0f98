/**
 * A shop that moves from HUSKY (WOOF), and the index status the owner reads first (issue 28): pages with
 * `[woof_products]` draw the filtered products, a HUSKY link from a category page (`really_curr_tax`) keeps the
 * category, and the settings screen counts the products the freshly seeded shop has.
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
import { products } from './support/filter-page';

test.beforeEach( requireWooCommerce );

/**
 * The names of the products a listing of the shop theme shows.
 *
 * @param page The page.
 */
const listedNames = async ( page: Page ) =>
	( await products( page ).getByRole( 'heading' ).allInnerTexts() ).sort();

test( 'the settings screen counts the products the freshly seeded shop has in its index @woocommerce', async ( {
	admin,
	page,
	requestUtils,
} ) => {
	const published = await requestUtils.rest< unknown[] >( {
		path: '/wc/v3/products',
		params: { per_page: 100, status: 'publish', _fields: 'id' },
	} );
	expect( published.length ).toBeGreaterThan( 0 );

	await admin.visitAdminPage( 'admin.php', 'page=shop-filter' );

	await expect(
		page.getByText( `Up to date: ${ published.length } products indexed.` )
	).toBeVisible();
} );

test.describe( 'as a shopper', () => {
	test.use( { storageState: shopperState } );
	test.beforeEach( decideConsent );

	test( 'a HUSKY link from a category page keeps the category @woocommerce', async ( {
		page,
		requestUtils,
	} ) => {
		const [ accessories ] = await requestUtils.rest< { id: number }[] >( {
			path: '/wc/v3/products/categories',
			params: { slug: 'accessories' },
		} );
		await page.goto( '/product-category/accessories/' );
		const inCategory = await listedNames( page );
		await page.goto( '/shop/' );
		const all = await listedNames( page );
		expect( inCategory.length ).toBeLessThan( all.length );

		await page.goto(
			`/shop/?swoof=1&really_curr_tax=${ accessories.id }-product_cat`
		);

		expect( await listedNames( page ) ).toEqual( inCategory );
	} );

	test( 'a page written for HUSKY draws the filtered products of [woof_products] with its page size and columns @woocommerce', async ( {
		page,
		requestUtils,
	} ) => {
		const productsPage = await requestUtils.createPage( {
			title: 'Our products',
			status: 'publish',
			content:
				'<!-- wp:shortcode -->[woof_products per_page="3" columns="3"]<!-- /wp:shortcode -->',
		} );
		try {
			await page.goto( '/shop/?filter=1&product_cat=accessories' );
			const accessories = await listedNames( page );
			expect( accessories.length ).toBeGreaterThan( 0 );
			const grid = page.locator( '.shop-filter-products' );
			const cards = grid.locator( 'li.product' );

			await page.goto( `/?page_id=${ productsPage.id }` );
			await expect( page.getByText( '[woof_products' ) ).toHaveCount( 0 );
			await expect( grid ).toHaveClass( /columns-3/ );
			await expect( cards ).toHaveCount( 3 );
			await expect(
				grid.locator( '.woocommerce-pagination' )
			).toBeVisible();

			await page.goto(
				`/?page_id=${ productsPage.id }&swoof=1&product_cat=accessories&perpage=50`
			);
			const names = (
				await cards
					.locator( '.woocommerce-loop-product__title' )
					.allInnerTexts()
			).sort();
			expect( names ).toEqual( accessories );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ productsPage.id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'a filter form on a page written for HUSKY filters that page’s [woof_products] grid @woocommerce', async ( {
		page,
		requestUtils,
	} ) => {
		const productsPage = await requestUtils.createPage( {
			title: 'Filter our products',
			status: 'publish',
			content:
				'<!-- wp:shortcode -->[woof]<!-- /wp:shortcode --><!-- wp:shortcode -->[woof_products per_page="50" columns="3"]<!-- /wp:shortcode -->',
		} );
		try {
			await page.goto( '/shop/?filter=1&product_cat=accessories' );
			const accessories = await listedNames( page );
			const grid = page.locator( '.shop-filter-products' );
			const names = () =>
				grid
					.locator( '.woocommerce-loop-product__title' )
					.allInnerTexts()
					.then( ( all ) => all.sort() );

			await page.goto( `/?page_id=${ productsPage.id }` );
			const all = ( await names() ).length;
			expect( all ).toBeGreaterThan( accessories.length );
			await page
				.locator( 'form.shop-filter' )
				.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
				.check();

			// The same page, loaded with the filter: its grid shows the category's products, not the shop's listing.
			const { link } = ( await requestUtils.rest( {
				path: `/wp/v2/pages/${ productsPage.id }`,
			} ) ) as { link: string };
			await expect( page ).toHaveURL(
				`${ link }?filter=1&product_cat=accessories`
			);
			await expect.poll( names ).toEqual( accessories );
			await expect(
				page.locator( 'form.shop-filter' ).getByRole( 'checkbox', {
					name: 'Accessories',
					exact: true,
				} )
			).toBeChecked();
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ productsPage.id }`,
				params: { force: true },
			} );
		}
	} );
} );
