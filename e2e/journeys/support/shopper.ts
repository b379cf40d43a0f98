/**
 * The steps of a shopper's journey across the bundle, each done as the shopper does it (a tap on what is drawn,
 * checked to be uncovered first) and each checking what the shopper sees afterwards: the consent bar, the header's
 * menu, the shop's filter (sidebar on a desktop, its panel on a phone), the grid's add-to-cart buttons, quick view,
 * the mini-cart and the cart page.
 */

/**
 * External dependencies
 */
import type { Browser, Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { collectBrowserErrors, expect } from '../../support/test';
import { cartReadsAnswered } from '../../support/cart-reads';
import {
	addButton,
	cartLine,
	miniCart,
} from '../../storefront/support/cart-views';
import {
	asAdmin,
	fillBlockCheckout,
	openOrderFromMenu,
	placeBlockOrder,
} from '../../storefront/support/order';
import { expectUncovered, tap } from './uncovered';

/**
 * @param page The shopper's page.
 * @return Whether the page has the phone layout.
 */
const onPhone = ( page: Page ) => ( page.viewportSize()?.width ?? 0 ) < 782;

/**
 * The consent bar (Shop Consent), as a screen reader finds it.
 *
 * @param page The shopper's page.
 */
export const consentBar = ( page: Page ): Locator =>
	page.getByRole( 'region', { name: 'Cookie consent' } );

/**
 * Answers the consent bar with one of its buttons and checks that it is gone.
 *
 * @param page   The shopper's page, with the bar shown.
 * @param answer The bar's button.
 */
export async function decideConsent(
	page: Page,
	answer: 'Accept all' | 'Reject all'
): Promise< void > {
	const bar = consentBar( page );
	await expect( bar ).toBeVisible();
	await tap( bar.getByRole( 'button', { name: answer } ), answer );
	await expect( bar ).toBeHidden();
}

/**
 * Goes to a page of the header's navigation: its link on a desktop, through the "Menu" side bar on a phone.
 *
 * @param page The shopper's page.
 * @param name The link's text.
 */
export async function openFromMenu(
	page: Page,
	name: string
): Promise< void > {
	const header = page.getByRole( 'banner' );
	if ( onPhone( page ) ) {
		await tap(
			header.getByRole( 'button', { name: 'Menu', exact: true } ),
			'Menu'
		);
		const menu = page.getByRole( 'complementary', { name: 'Side bar' } );
		await tap(
			menu.getByRole( 'link', { name, exact: true } ).first(),
			`${ name } in the menu`
		);
	} else {
		await tap(
			header.getByRole( 'link', { name, exact: true } ).first(),
			`${ name } in the header`
		);
	}
	await expect(
		page.getByRole( 'heading', { level: 1, name, exact: true } )
	).toBeVisible();
}

/**
 * The cards of the product grid.
 *
 * @param page The shopper's page.
 */
export const gridCards = ( page: Page ): Locator =>
	page.getByRole( 'main' ).locator( '.wc-block-product' );

/**
 * The card of one product of the grid (its exact name: "Hoodie" is not "Zip Hoodie").
 *
 * @param page The shopper's page.
 * @param name The product.
 */
export const gridCard = ( page: Page, name: string ): Locator =>
	gridCards( page ).filter( {
		has: page.getByRole( 'link', { name, exact: true } ),
	} );

/**
 * The filter form the shopper sees: the sidebar's on a desktop, the panel's on a phone (opened first).
 *
 * @param page The shopper's page, on a product listing.
 */
export async function openFilter( page: Page ): Promise< Locator > {
	const form = page.locator( 'form.shop-filter' ).filter( { visible: true } );
	await expect( form ).toHaveCount( 1 );
	const toggle = form.getByRole( 'button', { name: 'Filter products' } );
	if (
		onPhone( page ) &&
		( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true'
	) {
		await tap( toggle, 'Filter products' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	}
	return form;
}

/**
 * Closes the phone's filter panel (nothing to do on a desktop) with its "Show N results" button, so the grid is in
 * view again.
 *
 * @param page The shopper's page.
 */
export async function closeFilter( page: Page ): Promise< void > {
	if ( ! onPhone( page ) ) {
		return;
	}
	const form = page.locator( 'form.shop-filter' ).filter( { visible: true } );
	const toggle = form.getByRole( 'button', { name: 'Filter products' } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'true' ) {
		await tap(
			page
				.getByRole( 'dialog', { name: 'Filter products' } )
				.getByRole( 'button', { name: /^Show \d+ results?$/ } ),
			'Show N results'
		);
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
}

/**
 * Ticks a term of the filter and waits for the grid to show exactly the products expected.
 *
 * @param page     The shopper's page, on a product listing.
 * @param term     The term's checkbox, e.g. "Red".
 * @param expected The products the grid must then show, in any order.
 */
export async function filterBy(
	page: Page,
	term: string,
	expected: string[]
): Promise< void > {
	const form = await openFilter( page );
	const box = form.getByRole( 'checkbox', { name: term, exact: true } );
	await tap( box, `the filter's ${ term }` );
	await expect( box ).toBeChecked();
	await closeFilter( page );
	await expectGrid( page, expected );
}

/**
 * Fails unless the grid shows exactly these products (in any order).
 *
 * @param page     The shopper's page.
 * @param expected Product names.
 */
export async function expectGrid(
	page: Page,
	expected: string[]
): Promise< void > {
	const titles = gridCards( page ).getByRole( 'heading', { level: 3 } );
	await expect
		.poll( async () => ( await titles.allInnerTexts() ).sort() )
		.toEqual( [ ...expected ].sort() );
}

/**
 * Adds a simple product from the grid with its button, and checks the button's feedback, the "View cart" link that
 * WooCommerce shows once the cart has the product (the count and "1 in cart" come at once, before its answer: a page
 * left before it would lose the item), and the mini-cart's count. It taps once the page's own reads of the cart
 * answered (`cartReadsAnswered`).
 *
 * @param page  The shopper's page, on a listing.
 * @param name  The product.
 * @param count The number of items the cart then holds.
 */
export async function addFromGrid(
	page: Page,
	name: string,
	count: number
): Promise< void > {
	await cartReadsAnswered( page );
	await tap( addButton( page, name ), `Add to cart of ${ name }` );
	await expect( gridCard( page, name ) ).toContainText( /\d+ in cart/ );
	await expect(
		gridCard( page, name ).getByRole( 'link', { name: 'View cart' } )
	).toBeVisible();
	await expect( miniCart( page ).count ).toHaveText( String( count ) );
}

/**
 * Opens quick view on a variable product's card, chooses a variation and adds it; closes the dialog.
 *
 * @param page      The shopper's page, on a listing.
 * @param name      The product.
 * @param variation Option label by attribute label, e.g. `{ Color: 'Red', Size: 'M' }`.
 * @param count     The number of items the cart then holds.
 */
export async function addWithQuickView(
	page: Page,
	name: string,
	variation: Record< string, string >,
	count: number
): Promise< void > {
	const opener = gridCard( page, name ).getByRole( 'button', {
		name: 'Quick view',
	} );
	await tap( opener, `Quick view of ${ name }` );
	const dialog = page.getByRole( 'dialog', { name } );
	await expect( dialog ).toBeVisible();
	for ( const [ attribute, option ] of Object.entries( variation ) ) {
		await dialog.getByLabel( attribute ).selectOption( { label: option } );
	}
	await tap(
		dialog.getByRole( 'button', { name: 'Add to cart' } ),
		'Add to cart in quick view'
	);
	await expect( dialog.getByRole( 'status' ) ).toHaveText(
		`“${ name }” was added to your cart.`
	);
	await expect( miniCart( page ).count ).toHaveText( String( count ) );
	await tap(
		dialog.getByRole( 'button', { name: 'Close' } ).first(),
		'Close quick view'
	);
	await expect( dialog ).toBeHidden();
	await expect( opener, 'focus goes back to the opener' ).toBeFocused();
}

/**
 * Opens the cart page from the header's mini-cart drawer and checks its lines.
 *
 * @param page  The shopper's page.
 * @param lines The text each product's line must hold (variation attributes, quantity), by product name.
 */
export async function openCartFromMiniCart(
	page: Page,
	lines: Record< string, RegExp >
): Promise< void > {
	await tap( miniCart( page ).button, 'the mini-cart' );
	const drawer = page.getByRole( 'dialog' ).filter( {
		has: page.getByRole( 'heading', { name: /^Your cart/ } ),
	} );
	await expect( drawer ).toBeVisible();
	await tap(
		drawer.getByRole( 'link', { name: 'View my cart' } ),
		'View my cart'
	);
	await page.waitForURL( /\/(classic-)?cart\/$/, { waitUntil: 'commit' } );
	for ( const [ name, text ] of Object.entries( lines ) ) {
		// The block cart renders in the browser: slow on a busy machine.
		await expect( cartLine( page, name ) ).toContainText( text, {
			timeout: 60_000,
		} );
	}
}

/**
 * Fails unless the order-received page shows the order's total.
 *
 * @param page  The shopper's page, on the order-received page.
 * @param total The total as shown, e.g. `$38.00`.
 */
export async function expectOrderTotal(
	page: Page,
	total: string
): Promise< void > {
	await expect(
		page
			.getByRole( 'main' )
			.getByRole( 'listitem' )
			.filter( { hasText: 'Total:' } )
	).toHaveText( `Total: ${ total }` );
}

/**
 * The origin WooCommerce > Orders shows for an order (its Origin column), as the admin finds it from the menu.
 *
 * @param browser The browser.
 * @param id      The order.
 */
export function orderOrigin( browser: Browser, id: number ): Promise< string > {
	return asAdmin( browser, async ( admin ) => {
		// The admin's browser is not the test's page, which the guard watches: its errors are checked here.
		const errors = collectBrowserErrors( admin );
		const origin = await (
			await openOrderFromMenu( admin, id )
		).origin.innerText();
		expect( errors, 'browser errors in wp-admin' ).toEqual( [] );
		return origin;
	} );
}

/**
 * Goes from the block cart to the block checkout with its button, fills the guest's details and places the order.
 *
 * @param page The shopper's page, on the block cart.
 * @return The order's id.
 */
export async function payOnBlockCheckout( page: Page ): Promise< number > {
	await tap(
		page.getByRole( 'link', { name: 'Proceed to Checkout' } ),
		'Proceed to Checkout'
	);
	await fillBlockCheckout( page );
	// Place order is the tap that matters most: nothing fixed may lie over it (placeBlockOrder then clicks it).
	await expectUncovered(
		page.getByRole( 'button', { name: /place order/i } ),
		'Place order'
	);
	return placeBlockOrder( page );
}
