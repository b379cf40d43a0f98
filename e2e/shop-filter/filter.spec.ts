/**
 * The product filter on the shop page as a shopper uses it (spec consent-attribution-theme-filter.md, sections 2,
 * 4, 5): terms redraw the products in place and update the address, chips and 'Clear all', the price slider,
 * rating, back and forward, the same form with JavaScript off, and axe. The phone panel: phone-panel.spec.ts.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { decideConsent } from '../storefront/support/product-page';
import {
	countOf,
	notReloaded,
	openListing,
	openShopWithoutJavaScript,
	products,
	sidebarForm,
} from './support/filter-page';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

/**
 * Opens the shop (see openListing()).
 * @param page
 */
const openShop = ( page: Page ) => openListing( page );

test( 'checking a term redraws the products without a reload and updates the address @woocommerce', async ( {
	page,
} ) => {
	const all = await openShop( page );
	const form = sidebarForm( page );
	const expected = await countOf( form, 'Accessories' );

	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();

	await expect( page ).toHaveURL( /\?filter=1&product_cat=accessories$/ );
	await expect( products( page ) ).toHaveCount( expected );
	expect( expected ).toBeLessThan( all );
	expect( await notReloaded( page ) ).toBe( true );
	await expect( form.getByRole( 'status' ) ).toHaveText(
		`${ expected } products found`
	);
} );

test( 'a chip removes its value, and Clear all removes every value @woocommerce', async ( {
	page,
} ) => {
	const all = await openShop( page );
	const form = sidebarForm( page );
	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );

	await form
		.getByRole( 'button', { name: 'Remove filter: Accessories' } )
		.click();
	await expect( page ).not.toHaveURL( /product_cat/ );
	await expect( products( page ) ).toHaveCount( all );

	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	await form.getByRole( 'checkbox', { name: 'In stock only' } ).check();
	await expect( page ).toHaveURL( /stock=instock/ );
	await form.getByRole( 'button', { name: 'Clear all' } ).click();
	await expect( page ).not.toHaveURL( /product_cat|stock/ );
	await expect(
		form.getByRole( 'button', { name: /^Remove filter/ } )
	).toHaveCount( 0 );
	expect( await notReloaded( page ) ).toBe( true );
} );

test( 'the price slider filters by its handles and shows one price chip @woocommerce', async ( {
	page,
} ) => {
	const all = await openShop( page );
	const form = sidebarForm( page );
	const max = form.getByRole( 'slider', { name: 'Maximum price' } );
	const top = Number( await max.getAttribute( 'max' ) );
	const bottom = Number( await max.getAttribute( 'min' ) );
	const limit = Math.round( ( top + bottom ) / 2 );

	await max.evaluate( ( input: HTMLInputElement, value: number ) => {
		input.value = String( value );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	}, limit );

	await expect( page ).toHaveURL( new RegExp( `max_price=${ limit }$` ) );
	await expect( form.getByRole( 'spinbutton', { name: 'Max' } ) ).toHaveValue(
		String( limit )
	);
	await expect(
		form.getByRole( 'button', { name: /^Remove filter: Price: / } )
	).toBeVisible();
	expect( await products( page ).count() ).toBeLessThan( all );
} );

test( 'a rating is chosen by a click and unchosen by a second click @woocommerce', async ( {
	page,
} ) => {
	await openShop( page );
	const form = sidebarForm( page );

	await form.getByRole( 'link', { name: '1 star & up' } ).click();
	await expect( page ).toHaveURL( /min_rating=1/ );
	await expect(
		form.getByRole( 'link', { name: '1 star & up' } )
	).toHaveAttribute( 'aria-current', 'true' );

	await form.getByRole( 'link', { name: '1 star & up' } ).click();
	await expect( page ).not.toHaveURL( /min_rating/ );
	expect( await notReloaded( page ) ).toBe( true );
} );

test( 'back and forward restore the filtered and unfiltered listing @woocommerce', async ( {
	page,
} ) => {
	const all = await openShop( page );
	const form = sidebarForm( page );
	const accessories = form.getByRole( 'checkbox', {
		name: 'Accessories',
		exact: true,
	} );
	const expected = await countOf( form, 'Accessories' );
	await accessories.check();
	await expect( products( page ) ).toHaveCount( expected );

	await page.goBack();
	await expect( page ).toHaveURL( /\/shop\/$/ );
	await expect( products( page ) ).toHaveCount( all );
	await expect( accessories ).not.toBeChecked();

	await page.goForward();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	await expect( products( page ) ).toHaveCount( expected );
	await expect( accessories ).toBeChecked();
} );

test( 'without JavaScript the form filters as a plain GET form @woocommerce', async ( {
	browser,
	baseURL,
} ) => {
	const page = await openShopWithoutJavaScript( browser, baseURL );
	const all = await products( page ).count();
	const form = sidebarForm( page );
	const expected = await countOf( form, 'Accessories' );

	await form
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await form.getByRole( 'button', { name: 'Filter', exact: true } ).click();

	await expect( page ).toHaveURL( /product_cat%5B%5D=accessories/ );
	await expect( products( page ) ).toHaveCount( expected );
	expect( expected ).toBeLessThan( all );
	await expect(
		form.getByRole( 'button', { name: 'Remove filter: Accessories' } )
	).toBeVisible();

	await form
		.getByRole( 'button', { name: 'Remove filter: Accessories' } )
		.click();
	await expect( products( page ) ).toHaveCount( all );
	await page.context().close();
} );

test( 'the shop page with the filter passes axe @woocommerce', async ( {
	page,
} ) => {
	await openShop( page );
	await sidebarForm( page )
		.getByRole( 'checkbox', { name: 'Accessories', exact: true } )
		.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	await expectNoAxeViolations( page, '.shop-theme-shop-sidebar' );
} );
