/**
 * The shop's filter as the e2e specs find it: the sidebar form, the listed products, a term's count, and a page
 * opened with the filter's core ready and marked so a reload would show.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';

/**
 * The form in the shop sidebar (wide screens).
 * @param page
 */
export const sidebarForm = ( page: Page ) =>
	page.locator( '.shop-theme-shop-sidebar form.shop-filter' );

/**
 * The products listed.
 * @param page
 */
export const products = ( page: Page ) =>
	page.locator(
		'.wp-block-woocommerce-product-collection .wc-block-product'
	);

/**
 * Opens a listing with the core ready, and marks the window so a reload would show.
 *
 * @param page The page.
 * @param path The listing's path.
 * @return The number of products listed.
 */
export async function openListing(
	page: Page,
	path = '/shop/'
): Promise< number > {
	await page.goto( path );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-filter',
		'ready'
	);
	await page.evaluate( () => {
		( window as unknown as { notReloaded: boolean } ).notReloaded = true;
	} );
	return products( page ).count();
}

/**
 * Whether the page is still the one openListing() opened.
 *
 * @param page The page.
 */
export const notReloaded = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { notReloaded?: boolean } ).notReloaded ===
			true
	);

/**
 * The product count a term's label shows, "(4)".
 *
 * @param form The form.
 * @param name The term's name.
 */
export async function countOf(
	form: Locator,
	name: string
): Promise< number > {
	const item = form.locator( 'li', {
		has: form.page().getByRole( 'checkbox', { name, exact: true } ),
	} );
	// The innermost item: a parent category's item holds its children's.
	const text = await item
		.last()
		.locator( '> .shop-filter__count' )
		.textContent();
	return Number( text?.replace( /\D/g, '' ) );
}

/** The plugin's option, as `/wp/v2/settings` names it. */
export const SETTINGS_OPTION = 'shop_filter_settings';

/**
 * Runs `run` while the default filters (the shop sidebar's form) are `facets`, then puts the settings back.
 *
 * @param requestUtils The admin's REST helper.
 * @param facets       The filters, in order (facet keys: `orderby`, `pa_color`...).
 * @param run          What to do meanwhile.
 */
export async function withDefaultFilters(
	requestUtils: RequestUtils,
	facets: string[],
	run: () => Promise< void >
): Promise< void > {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	const before = settings[ SETTINGS_OPTION ] as Record< string, unknown >;
	const save = ( value: Record< string, unknown > ) =>
		requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { [ SETTINGS_OPTION ]: value },
		} );
	await save( {
		...before,
		default_filters: {
			facets: facets.map( ( facet ) => ( { facet } ) ),
			more_limit: 6,
		},
	} );
	try {
		await run();
	} finally {
		await save( before );
	}
}
