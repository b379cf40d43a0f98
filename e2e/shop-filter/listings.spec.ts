/**
 * The filter beyond the shop page: on a category archive (its base stays the archive's category, with JavaScript and
 * without), ajax pagination of a filtered listing, and a form behind the replaced plugin's "Start filtering" button
 * (spec consent-attribution-theme-filter.md, sections 4 and 5).
 */

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
import { catalogPrices } from '../storefront/support/store-pages';
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

test( 'on a category archive the filter narrows that category, and the filtered link keeps it @woocommerce', async ( {
	page,
} ) => {
	const all = await openListing( page, '/product-category/clothing/' );
	const form = sidebarForm( page );
	const heading = page.getByRole( 'heading', { level: 1 } );
	await expect( heading ).toHaveText( 'Clothing' );
	await expect(
		form.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
	).toHaveCount( 0 ); // Not a category of this archive.
	const tops = await countOf( form, 'Tops' );

	await form.getByRole( 'checkbox', { name: 'Tops', exact: true } ).check();

	await expect( page ).toHaveURL(
		// The current category travels as <term_id>-<taxonomy> (spec 2, link building).
		/\/product-category\/clothing\/\?filter=1&product_cat=tops&base=\d+-product_cat$/
	);
	await expect( products( page ) ).toHaveCount( tops );
	expect( tops ).toBeLessThan( all );
	expect( await notReloaded( page ) ).toBe( true );

	// The same link loaded as a page: WordPress would make it the Tops archive; it stays Clothing, narrowed.
	await page.reload();
	await expect( heading ).toHaveText( 'Clothing' );
	await expect( products( page ) ).toHaveCount( tops );
	await expect(
		form.getByRole( 'checkbox', { name: 'Tops', exact: true } )
	).toBeChecked();

	await form.getByRole( 'button', { name: 'Clear all' } ).click();
	await expect( page ).toHaveURL( /\/product-category\/clothing\/$/ );
	await expect( products( page ) ).toHaveCount( all );
} );

test( 'a pagination link of a filtered listing loads the next page in place @woocommerce', async ( {
	page,
} ) => {
	await openListing( page, '/shop/?filter=1&per_page=2' );
	const form = sidebarForm( page );
	const accessories = await countOf( form, 'Accessories' );
	expect( accessories ).toBeGreaterThan( 2 );
	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	await expect(
		page.getByText( `Showing 1–2 of ${ accessories }` )
	).toBeVisible();
	const first = await products( page ).allTextContents();
	const pagination = page.getByRole( 'navigation', { name: 'Pagination' } );

	// The pagination drawn by the filter's answer, for the filtered listing.
	await pagination
		.getByRole( 'link', { name: 'Page 2', exact: true } )
		.click();

	await expect( page ).toHaveURL( /paged=2|\/page\/2\// );
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	await expect(
		page.getByText(
			`Showing 3–${ Math.min( 4, accessories ) } of ${ accessories }`
		)
	).toBeVisible();
	await expect( products( page ) ).not.toHaveText( first );
	await expect( pagination.locator( '[aria-current="page"]' ) ).toHaveText(
		'2'
	);
	expect( await notReloaded( page ) ).toBe( true );

	await page.goBack();
	await expect( products( page ) ).toHaveText( first );
} );

test( "filtering keeps the sort order chosen in WooCommerce's sort dropdown @woocommerce", async ( {
	page,
} ) => {
	const prices = await catalogPrices( page );
	await openListing( page );
	const form = sidebarForm( page );
	const accessories = await countOf( form, 'Accessories' );

	await page
		.getByRole( 'combobox', { name: 'Shop order' } )
		.selectOption( { label: 'Sort by price: low to high' } );
	await expect( page ).toHaveURL( /orderby=price/ );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-filter',
		'ready'
	);
	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();

	await expect( page ).toHaveURL( /product_cat=accessories.*orderby=price/ );
	await expect( products( page ) ).toHaveCount( accessories );
	const names = await products( page ).getByRole( 'heading' ).allInnerTexts();
	const listed = names.map( ( name ) => prices.get( name )?.lowest ?? NaN );
	expect( listed, names.join( ', ' ) ).toEqual(
		[ ...listed ].sort( ( a, b ) => a - b )
	);
} );

test( "a multiple select's search box narrows its options and says when none match @woocommerce", async ( {
	page,
	requestUtils,
} ) => {
	const filterPage = await requestUtils.createPage( {
		title: 'Colours',
		status: 'publish',
		content:
			'<!-- wp:shortcode -->[shop_filter facets="pa_color" types="pa_color:multiselect"]<!-- /wp:shortcode -->',
	} );
	try {
		await page.goto( `/?page_id=${ filterPage.id }` );
		const form = page.locator( 'main form.shop-filter' );
		await expect( form ).toHaveClass( /is-ready/ );
		const search = form.getByRole( 'searchbox', { name: 'Search Color' } );
		const colours = form.getByRole( 'listbox', { name: 'Color' } );
		const address = page.url();

		await search.fill( 'bl' );
		await expect( colours.getByRole( 'option' ) ).toHaveText( [
			/^Blue/,
			/^Black/,
		] );
		await search.fill( 'purple' );
		await expect(
			form.getByRole( 'status' ).filter( { hasText: 'No results match' } )
		).toBeVisible();
		await expect( colours.getByRole( 'option' ) ).toHaveCount( 0 );
		await search.press( 'Enter' );
		await search.fill( '' );
		await expect( colours.getByRole( 'option' ) ).toHaveCount( 4 );
		expect( page.url() ).toBe( address ); // Typing is no filter change.
	} finally {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ filterPage.id }`,
			params: { force: true },
		} );
	}
} );

test( 'a form behind "Start filtering" loads its fields when pressed @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	const filterPage = await requestUtils.createPage( {
		title: 'Find a product',
		status: 'publish',
		content:
			'<!-- wp:shortcode -->[woof start_filtering_btn="1"]<!-- /wp:shortcode -->',
	} );
	try {
		await page.goto( `/?page_id=${ filterPage.id }` );
		const form = page
			.locator( '.entry-content form.shop-filter, main form.shop-filter' )
			.first();
		const start = form.getByRole( 'button', { name: 'Start filtering' } );
		await expect( form.getByRole( 'checkbox' ) ).toHaveCount( 0 );

		await start.click();

		await expect( start ).toBeHidden();
		const accessories = form.getByRole( 'checkbox', {
			name: 'Accessories',
			exact: true,
		} );
		await expect( accessories ).toBeVisible();
		expect( await countOf( form, 'Accessories' ) ).toBeGreaterThan( 0 );
	} finally {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ filterPage.id }`,
			params: { force: true },
		} );
	}
} );
