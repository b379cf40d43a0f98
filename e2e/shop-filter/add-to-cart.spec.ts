/**
 * Add to cart from the grid after the filter redrew it (issue 27, defect 1). WooCommerce's product button is an
 * Interactivity API element: a grid written into the page by hand shows the button but never adds. Each path a
 * shopper takes to a redrawn grid (a term, the sort select, a page number, "Clear all", back and forward) ends with a
 * click on "Add to cart", the button's feedback, the header's mini-cart and the cart page.
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
import { addButton } from '../storefront/support/cart-views';
import {
	notReloaded,
	openListing,
	products,
	sidebarForm,
} from './support/filter-page';
import { addFromGrid, expectInCart } from './support/grid-cart';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );
// Each test walks the shop, the mini-cart and the cart page.
test.beforeEach( () => test.slow() );

test( 'after a colour is ticked, Add to cart in the redrawn grid adds the product @woocommerce', async ( {
	page,
} ) => {
	await openListing( page );
	const form = sidebarForm( page );

	await form.getByRole( 'checkbox', { name: 'Red', exact: true } ).check();
	await expect( page ).toHaveURL( /\?filter=1&pa_color=red$/ );
	await expect( products( page ) ).toHaveCount( 3 );
	await expect( addButton( page, 'Canvas Cap' ) ).toHaveCount( 0 );

	await addFromGrid( page, 'Classic Beanie' );
	expect( await notReloaded( page ) ).toBe( true );
	await expectInCart( page, { 'Classic Beanie': 1 }, '$15.00' );
} );

test( "after a filter and WooCommerce's sort select, Add to cart adds the product @woocommerce", async ( {
	page,
} ) => {
	const prices = await catalogPrices( page );
	await openListing( page );
	const form = sidebarForm( page );
	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /product_cat=accessories$/ );

	await page
		.getByRole( 'combobox', { name: 'Shop order' } )
		.selectOption( { label: 'Sort by price: high to low' } );
	// WooCommerce 11 adds the order to the address; 10.6 submits its form, whose fields come first.
	await expect( page ).toHaveURL(
		/^(?=.*product_cat=accessories)(?=.*orderby=price-desc)/
	);
	const names = products( page ).getByRole( 'heading' );
	await expect( names.first() ).toHaveText( 'Sunglasses' );
	const listed = ( await names.allInnerTexts() ).map(
		( name ) => prices.get( name )?.highest ?? NaN
	);
	expect( listed ).toEqual( [ ...listed ].sort( ( a, b ) => b - a ) );

	await addFromGrid( page, 'Sunglasses' );
	await expectInCart( page, { Sunglasses: 1 }, '$60.00' );
} );

test( 'after a filter and a page number, Add to cart on the new page adds the product @woocommerce', async ( {
	page,
} ) => {
	await openListing( page, '/shop/?filter=1&per_page=2' );
	const form = sidebarForm( page );
	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	const first = await products( page ).getByRole( 'heading' ).allInnerTexts();

	await page
		.getByRole( 'navigation', { name: 'Pagination' } )
		.getByRole( 'link', { name: 'Page 2', exact: true } )
		.click();
	await expect( page ).toHaveURL( /page\/2\/|paged=2/ );
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	const names = products( page ).getByRole( 'heading' );
	await expect( names ).not.toHaveText( first );
	// The first product of page 2 that can be added (one accessory is out of stock: "Read more").
	const button = products( page )
		.getByRole( 'button', { name: /^Add to cart: / } )
		.first();
	const name = (
		( await button.getAttribute( 'aria-label' ) ) ?? ''
	).replace( /^Add to cart: “(.*)”$/, '$1' );
	expect( first ).not.toContain( name );
	const price = ( await catalogPrices( page ) ).get( name )?.lowest ?? NaN;

	await addFromGrid( page, name );
	expect( await notReloaded( page ) ).toBe( true );
	await expectInCart(
		page,
		{ [ name ]: 1 },
		`$${ ( price / 100 ).toFixed( 2 ) }`
	);
} );

test( 'after Clear all, Add to cart on a product the filter had hidden adds it @woocommerce', async ( {
	page,
} ) => {
	const all = await openListing( page );
	const form = sidebarForm( page );
	await form.getByRole( 'checkbox', { name: 'Red', exact: true } ).check();
	await expect( products( page ) ).toHaveCount( 3 );

	await form.getByRole( 'button', { name: 'Clear all' } ).click();
	await expect( page ).not.toHaveURL( /pa_color/ );
	await expect( products( page ) ).toHaveCount( all );

	await addFromGrid( page, 'Canvas Cap' );
	expect( await notReloaded( page ) ).toBe( true );
	await expectInCart( page, { 'Canvas Cap': 1 }, '$18.00' );
} );

test( 'after back and forward, Add to cart adds from the grid each step shows @woocommerce', async ( {
	page,
} ) => {
	const all = await openListing( page );
	const form = sidebarForm( page );
	const red = form.getByRole( 'checkbox', { name: 'Red', exact: true } );
	await red.check();
	await expect( products( page ) ).toHaveCount( 3 );

	await page.goBack();
	await expect( page ).toHaveURL( /\/shop\/$/ );
	await expect( products( page ) ).toHaveCount( all );
	await expect( red ).not.toBeChecked();
	await addFromGrid( page, 'Canvas Cap' );

	await page.goForward();
	await expect( page ).toHaveURL( /pa_color=red/ );
	await expect( products( page ) ).toHaveCount( 3 );
	await expect( red ).toBeChecked();
	await addFromGrid( page, 'Classic Beanie' );
	expect( await notReloaded( page ) ).toBe( true );
	await expectInCart(
		page,
		{ 'Canvas Cap': 1, 'Classic Beanie': 1 },
		'$33.00'
	);
} );
