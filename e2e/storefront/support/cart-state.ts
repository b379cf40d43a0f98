/**
 * The shopper's cart as the storefront specs set it up and read it back: through WooCommerce's Store API with the
 * browser's own cookies, so it is the cart the pages show.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';
import { markDocument } from './cart-requests';

const STORE_CART = '/wp-json/wc/store/v1/cart';

/** The cart as WooCommerce stored it. */
export interface StoredCart {
	items: { name: string; quantity: number }[];
	/** Sum of the line subtotals, in cents (the Store API's minor unit). */
	totalItems: number;
}

/**
 * Lets the shopper have decided on cookies already (necessary ones only), so the consent bar, which every new visitor
 * meets, covers no product card. Call before the first page load.
 *
 * @param context The shopper's browser context.
 * @param baseURL The site.
 */
export async function decideConsent(
	context: BrowserContext,
	baseURL: string | undefined
): Promise< void > {
	const record = { strict: 1, thirdparty: 0, advanced: 0, version: 1 };
	const value = encodeURIComponent(
		JSON.stringify( { ...record, id: 'c0ffee00c0ffee00' } )
	);
	await context.addCookies( [
		{ name: 'shop_consent', value, url: baseURL ?? '' },
	] );
}

/**
 * @param page The shopper's page.
 * @param sku  A seeded product's SKU.
 * @return The product's id.
 */
export async function productId( page: Page, sku: string ): Promise< number > {
	const response = await page.request.get(
		`/wp-json/wc/store/v1/products?sku=${ sku }`
	);
	const [ product ] = ( await response.json() ) as { id: number }[];
	expect( product, `a product with SKU ${ sku }` ).toBeDefined();
	return product.id;
}

/**
 * Puts one of each product in the shopper's cart, as another tab of the same browser would.
 *
 * @param page The shopper's page (its context holds the cart's session cookie afterwards).
 * @param skus SKUs of seeded simple products.
 */
export async function fillCart( page: Page, skus: string[] ): Promise< void > {
	const nonce = ( await page.request.get( STORE_CART ) ).headers().nonce;
	for ( const sku of skus ) {
		const response = await page.request.post( `${ STORE_CART }/add-item`, {
			headers: { Nonce: nonce },
			data: { id: await productId( page, sku ), quantity: 1 },
		} );
		expect( response.status(), `${ sku } added` ).toBe( 201 );
	}
}

/**
 * @param page The shopper's page.
 * @return The shopper's cart as WooCommerce stored it.
 */
async function storedCart( page: Page ): Promise< StoredCart > {
	const cart = await ( await page.request.get( STORE_CART ) ).json();
	return {
		items: cart.items.map(
			( item: { name: string; quantity: number } ) => ( {
				name: item.name,
				quantity: item.quantity,
			} )
		),
		totalItems: Number( cart.totals.total_items ),
	};
}

/**
 * Fails unless WooCommerce stored exactly these products in the shopper's cart.
 *
 * @param page       The shopper's page.
 * @param quantities Quantity by product name.
 * @param totalItems The lines' subtotals together, in cents, when it is checked too.
 */
export async function expectStoredCart(
	page: Page,
	quantities: Record< string, number >,
	totalItems?: number
): Promise< void > {
	const { items, totalItems: stored } = await storedCart( page );
	expect(
		Object.fromEntries(
			items.map( ( { name, quantity } ) => [ name, quantity ] )
		),
		'the stored cart'
	).toEqual( quantities );
	if ( totalItems !== undefined ) {
		expect( stored, 'the stored lines together, in cents' ).toBe(
			totalItems
		);
	}
}

/**
 * Fills the shopper's cart, opens a page and marks it.
 *
 * @param page The shopper's page.
 * @param path The page to open.
 * @param skus SKUs of the products put in the cart first.
 * @return The check of markDocument(): no page load since.
 */
export async function openWithCart(
	page: Page,
	path: string,
	skus: string[]
): Promise< () => Promise< void > > {
	await fillCart( page, skus );
	await page.goto( path );
	return markDocument( page );
}
