/**
 * Add to cart from the product grid after the filter redrew it, as a shopper sees it: the button's own feedback, the
 * header's mini-cart and the cart page.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';
import { cartReadsAnswered } from '../../support/cart-reads';
import { card } from '../../shop-theme/shop-page';
import {
	addButton,
	cartLine,
	expectCart,
} from '../../storefront/support/cart-views';

/**
 * Clicks a product's "Add to cart" in the grid and waits for WooCommerce's answer: the button counts the product
 * ("1 in cart") and the card gets "View cart" once the Store API answered. A button drawn without its Interactivity API
 * element does neither. It clicks once the page's own reads of the cart answered (`cartReadsAnswered`).
 *
 * @param page   The shopper's page.
 * @param name   The product's name.
 * @param inCart How many of it the cart holds afterwards.
 */
export async function addFromGrid(
	page: Page,
	name: string,
	inCart = 1
): Promise< void > {
	const add = addButton( page, name );
	await cartReadsAnswered( page );
	await add.click();
	await expect( add, `"${ name }" counted by its button` ).toHaveText(
		`${ inCart } in cart`
	);
	await expect(
		card( page, name ).getByRole( 'link', { name: 'View cart' } ),
		'"View cart" once WooCommerce answered'
	).toBeVisible();
}

/**
 * Fails unless the header's mini-cart and the stored cart hold these products for that subtotal, and a cart page
 * lists each of them with its quantity. Leaves the page on that cart page.
 *
 * The cart page is the seeded shortcode cart, which WooCommerce draws on the server from the same stored cart as the
 * block cart of `/cart/`: the block cart's scripts, which the mini-cart already stands for here, took this shared
 * 2-core machine more than 30 s to run under test load.
 *
 * @param page       The shopper's page.
 * @param quantities Quantity by product name.
 * @param subtotal   The subtotal as shown, e.g. `$15.00`.
 */
export async function expectInCart(
	page: Page,
	quantities: Record< string, number >,
	subtotal: string
): Promise< void > {
	await expectCart( page, quantities, subtotal );
	await page.goto( '/classic-cart/' );
	for ( const [ name, quantity ] of Object.entries( quantities ) ) {
		const line = cartLine( page, name );
		await expect( line, `"${ name }" on the cart page` ).toBeVisible();
		await expect( line.getByRole( 'spinbutton' ) ).toHaveValue(
			String( quantity )
		);
	}
}
