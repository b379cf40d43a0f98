/**
 * The cart as a shopper sees it: add-to-cart buttons of listings, lines of the cart pages, and the header's
 * mini-cart (WooCommerce's block) with its drawer.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';
import { expectStoredCart } from './cart-state';

/**
 * The add-to-cart button of a product in a listing: the product grid's button, or the classic loop's link that
 * WooCommerce gives the button role while it adds through ajax.
 *
 * @param page The page.
 * @param name The product's name.
 */
export const addButton = ( page: Page, name: string ): Locator =>
	page.getByRole( 'button', { name: `Add to cart: “${ name }”` } );

/**
 * A product's line on a cart page (classic or block): the table row holding the link of its name.
 *
 * @param page The page.
 * @param name The product's name.
 */
export const cartLine = ( page: Page, name: string ): Locator =>
	page
		.getByRole( 'table' )
		.getByRole( 'row' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );

/**
 * The header's mini-cart (WooCommerce's block): its button and the count drawn on it.
 *
 * @param page The page.
 */
export function miniCart( page: Page ): { button: Locator; count: Locator } {
	const button = page
		.locator( 'header' )
		.getByRole( 'button', { name: /^Number of items in the cart/ } );
	return { button, count: button.locator( '.wc-block-mini-cart__badge' ) };
}

/**
 * Fails unless the mini-cart shows `count` items, and (opened) the subtotal `subtotal`; closes it again.
 *
 * @param page     The page.
 * @param count    Items in the cart.
 * @param subtotal The subtotal as shown, e.g. `$18.00`.
 */
async function expectMiniCart(
	page: Page,
	count: number,
	subtotal: string
): Promise< void > {
	const { button, count: badge } = miniCart( page );
	await expect( badge ).toHaveText( String( count ) );
	await expect( badge ).toBeVisible();
	await expect( button ).toHaveAccessibleName(
		`Number of items in the cart: ${ count }`
	);
	await button.click();
	const drawer = page.getByRole( 'dialog' ).filter( {
		has: page.getByRole( 'heading', { name: /^Your cart/ } ),
	} );
	await expect(
		drawer.getByRole( 'heading', { name: `Your cart (items: ${ count })` } )
	).toBeVisible();
	await expect(
		drawer.locator( '.wc-block-mini-cart__footer-subtotal' )
	).toContainText( subtotal );
	await drawer.getByRole( 'button', { name: 'Close' } ).click();
	await expect( drawer ).toBeHidden();
}

/**
 * Fails unless the shopper and WooCommerce see the same cart: the mini-cart shows the items and their subtotal, and
 * the stored cart holds these products for that subtotal. Leaves the mini-cart closed.
 *
 * @param page       The shopper's page.
 * @param quantities Quantity by product name.
 * @param subtotal   The subtotal as shown, e.g. `$18.00`.
 */
export async function expectCart(
	page: Page,
	quantities: Record< string, number >,
	subtotal: string
): Promise< void > {
	const count = Object.values( quantities ).reduce( ( a, b ) => a + b, 0 );
	await expectMiniCart( page, count, subtotal );
	const cents = Math.round(
		Number( subtotal.replace( /[^\d.]/g, '' ) ) * 100
	);
	await expectStoredCart( page, quantities, cents );
}
