/**
 * Helpers of the quick view, wishlist and header specs: the shop as a shopper sees it.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../support/test';

/** The phone of the phone-width tests (390 x 844; a click stands for a tap, touch is not emulated). */
export const PHONE = { width: 390, height: 844 };

/** The desktop and the phone of the screenshots (`npm run screenshots`), for tests run at both. */
export const VIEWPORTS = [
	{ name: 'desktop', width: 1440, height: 900 },
	{ name: 'phone', ...PHONE },
];

/** Smallest touch target on a phone, in CSS px (WCAG 2.5.5). */
const TOUCH_TARGET = 44;

/**
 * Puts a simple product of the seeded catalogue in the page's cart (WooCommerce's add-to-cart link, through the
 * page's own request context, whose cookies are the browser's).
 *
 * @param page The page.
 * @return The product.
 */
export async function addSimpleProduct(
	page: Page
): Promise< { id: number; name: string } > {
	const [ product ]: { id: number; name: string }[] = await (
		await page.request.get(
			'/wp-json/wc/store/v1/products?per_page=1&type=simple'
		)
	).json();
	expect(
		( await page.request.get( `/?add-to-cart=${ product.id }` ) ).ok()
	).toBe( true );
	return product;
}

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

/**
 * Fails when the element scrolls sideways (content wider than its box).
 *
 * @param element The element: the page's `html`, a dialog.
 * @param what    What it is, for the failure message.
 */
export async function expectNoSidewaysScroll(
	element: Locator,
	what: string
): Promise< void > {
	const overflow = await element.evaluate(
		( node ) => node.scrollWidth - node.clientWidth
	);
	expect( overflow, `${ what } scrolls sideways` ).toBeLessThanOrEqual( 0 );
}

/**
 * Fails when an element does not lie within the viewport's width, or is smaller than a touch target when `touch`.
 *
 * @param page    The page.
 * @param element The element.
 * @param what    What it is, for the failure message.
 * @param touch   Whether it must be a 44 px touch target.
 */
export async function expectWithinWidth(
	page: Page,
	element: Locator,
	what: string,
	touch = false
): Promise< void > {
	const box = await element.boundingBox();
	const width = page.viewportSize()?.width ?? 0;
	expect( box, `${ what } is drawn` ).not.toBeNull();
	if ( ! box ) {
		return;
	}
	expect(
		box.x,
		`${ what } starts inside the viewport`
	).toBeGreaterThanOrEqual( 0 );
	expect(
		box.x + box.width,
		`${ what } ends inside the viewport`
	).toBeLessThanOrEqual( width );
	if ( touch ) {
		expect(
			box.width,
			`${ what } is wide enough to tap`
		).toBeGreaterThanOrEqual( TOUCH_TARGET );
		expect(
			box.height,
			`${ what } is high enough to tap`
		).toBeGreaterThanOrEqual( TOUCH_TARGET );
	}
}
