/**
 * Helpers of the quick view and wishlist specs: the shop as a shopper sees it.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Opens the shop and accepts the consent bar (Shop Consent), so it covers no card.
 *
 * @param page The page.
 */
export async function openShop( page: Page ): Promise< void > {
	await page.goto( '/shop/' );
	await page
		.getByRole( 'button', { name: 'Accept all' } )
		.click( { timeout: 5000 } )
		.catch( () => {} );
}

/**
 * The card of a product (its exact name: "Hoodie" is not "Zip Hoodie").
 *
 * @param page The page.
 * @param name Product name.
 */
export const card = ( page: Page, name: string ): Locator =>
	page
		.locator( '.wc-block-product' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );
