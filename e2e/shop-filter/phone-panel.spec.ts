/**
 * The filter on a 390 px phone (README "Phones"): closed behind its "Filter products" button from the first paint,
 * so the products never move while the page loads; the button opens and closes the panel by click and keyboard; with
 * JavaScript off the form is shown open, with no button that could not work.
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
	openListing,
	openShopWithoutJavaScript,
	products,
} from './support/filter-page';
import {
	describeShifts,
	layoutShifts,
	recordLayoutShifts,
	shiftSum,
} from '../support/layout-shifts';

const PHONE = { width: 390, height: 844 };

test.use( { storageState: shopperState, viewport: PHONE } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

/**
 * The form of the theme's phone slot (the sidebar's copy is hidden on phones), its button and a term of it.
 *
 * @param page The page.
 */
function phoneFilter( page: Page ) {
	const form = page.locator(
		'.shop-theme-filter-overlay-slot form.shop-filter'
	);
	return {
		form,
		toggle: form.getByRole( 'button', { name: 'Filter products' } ),
		accessories: form.getByRole( 'checkbox', {
			name: 'Accessories',
			exact: true,
		} ),
	};
}

test( 'on a phone the shop does not move while it loads: the filter is closed behind its button from the first paint @woocommerce', async ( {
	page,
} ) => {
	await recordLayoutShifts( page );
	const listed = await openListing( page );
	// Load is over (goto waits for it) and the core has run; late styles, fonts and images get a second more.
	await page.waitForTimeout( 1000 );

	const { toggle, accessories } = phoneFilter( page );
	await expect( toggle ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( accessories ).toBeHidden();
	expect( listed ).toBeGreaterThan( 0 );
	const shifts = await layoutShifts( page );
	expect( shiftSum( shifts ), describeShifts( shifts ).join( '\n' ) ).toBe(
		0
	);
} );

test( 'on a phone the filter button opens and closes the panel by click and keyboard, Escape giving focus back @woocommerce', async ( {
	page,
} ) => {
	await openListing( page );
	const { form, toggle, accessories } = phoneFilter( page );
	const panelId = await toggle.getAttribute( 'aria-controls' );
	expect( panelId ).toBeTruthy();
	const panel = page.locator( `[id="${ panelId }"]` );
	await expect( panel ).toHaveClass( /shop-filter__panel/ );

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( panel ).toBeVisible();
	await expect( accessories ).toBeVisible();
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( panel ).toBeHidden();

	await toggle.focus();
	await page.keyboard.press( 'Enter' );
	await expect( accessories ).toBeVisible();
	await accessories.focus();
	await page.keyboard.press( 'Escape' );
	await expect( accessories ).toBeHidden();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();

	await page.keyboard.press( 'Space' );
	await expect( accessories ).toBeVisible();
	await accessories.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	// The redraw keeps the panel open with the shopper's choice in it.
	await expect( accessories ).toBeChecked();
	await expect(
		form.getByRole( 'button', { name: 'Filter products' } )
	).toHaveAttribute( 'aria-expanded', 'true' );
} );

test( 'on a phone without JavaScript the filter is shown open, with no button, and filters as a plain form @woocommerce', async ( {
	browser,
	baseURL,
} ) => {
	const page = await openShopWithoutJavaScript( browser, baseURL, PHONE );
	const all = await products( page ).count();
	const { form, toggle, accessories } = phoneFilter( page );

	await expect( toggle ).toBeHidden();
	await expect( accessories ).toBeVisible();
	await accessories.check();
	await form.getByRole( 'button', { name: 'Filter', exact: true } ).click();

	await expect( page ).toHaveURL( /product_cat%5B%5D=accessories/ );
	expect( await products( page ).count() ).toBeLessThan( all );
	await expect( phoneFilter( page ).accessories ).toBeChecked();
	await page.context().close();
} );
