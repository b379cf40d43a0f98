/**
 * WooCommerce > Shop Filter, "Default filters": the admin reorders, retypes and removes the filters the shop's
 * sidebar shows, saves, and the shop's sidebar form shows them in that order.
 */

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';
import { openListing, sidebarForm } from './support/filter-page';

const OPTION = 'shop_filter_settings';

test.beforeEach( requireWooCommerce );

/** The settings as stored before the test, written back after it. */
let before: Record< string, unknown > | undefined;

test.beforeEach( async ( { requestUtils } ) => {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	before = settings[ OPTION ] as Record< string, unknown >;
} );

test.afterEach( async ( { requestUtils } ) => {
	if ( before ) {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { [ OPTION ]: before },
		} );
	}
} );

test( 'the admin reorders the default filters, saves, and the shop sidebar shows them in that order @woocommerce', async ( {
	admin,
	page,
} ) => {
	await admin.visitAdminPage( 'admin.php', 'page=shop-filter' );
	const panel = page.locator( '.components-card', {
		has: page.getByRole( 'heading', { name: 'Default filters' } ),
	} );
	const names = panel.locator( '.shop-filter-defaults__name' );
	// This site's default: categories, its attributes, price, rating, stock, on sale.
	await expect( names ).toHaveText( [
		'Categories',
		'Color',
		'Size',
		'Price',
		'Rating',
		'In stock only',
		'On sale',
	] );

	// Price to the top, from the keyboard: focus stays on its "Move up" button.
	const priceUp = panel.getByRole( 'button', { name: 'Move Price up' } );
	await priceUp.click();
	await expect( priceUp ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await page.keyboard.press( 'Enter' );
	await expect( panel.getByRole( 'status' ) ).toHaveText(
		'Price moved to position 1 of 7.'
	);
	await panel
		.getByRole( 'combobox', { name: 'Show Color as' } )
		.selectOption( 'select' );
	await panel.getByRole( 'button', { name: 'Remove Rating' } ).click();
	await expect( names ).toHaveText( [
		'Price',
		'Categories',
		'Color',
		'Size',
		'In stock only',
		'On sale',
	] );
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page.locator( '.components-notice__content', {
			hasText: 'Settings saved.',
		} )
	).toBeVisible();

	await openListing( page );
	const facets = sidebarForm( page ).locator( 'fieldset.shop-filter__facet' );
	await expect( facets.locator( 'legend' ) ).toHaveText( [
		'Price',
		'Category',
		'Color',
		'Size',
		'Availability',
		'On sale',
	] );
	await expect(
		sidebarForm( page ).locator( 'fieldset[data-facet="pa_color"]' )
	).toHaveAttribute( 'data-type', 'select' );
	await expect(
		sidebarForm( page ).getByRole( 'combobox', { name: 'Color' } )
	).toBeVisible();
} );
