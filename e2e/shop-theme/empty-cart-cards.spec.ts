/**
 * The empty cart's "New in store" (WooCommerce's older product grid, woocommerce/product-new) draws the shop's cards
 * (issue 28, storefront details: one badge; one row of actions under a left-aligned title and price), on a desktop
 * and a 390 px phone: the title, price and button start at the picture's left edge, the title is not underlined, the
 * sale badge is the shop cards' pill and the button a 44 px target. WooCommerce drew them centred, the title
 * underlined, "Sale" in an outlined box and the button 43 px tall.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { card, openShop, VIEWPORTS } from './shop-page';
import {
	expect,
	requireWooCommerce,
	shopperState,
	test,
} from '../support/test';

test.beforeEach( requireWooCommerce );
test.use( { storageState: shopperState } );

/**
 * Background, corner and lettering of a sale badge.
 *
 * @param badge The badge.
 */
const badgeLook = ( badge: Locator ) =>
	badge.evaluate( ( node ) => {
		const style = getComputedStyle( node );
		return [
			style.backgroundColor,
			style.color,
			style.borderTopLeftRadius,
			style.fontSize,
			style.fontWeight,
			style.textTransform,
		];
	} );

/**
 * The left edge of an element that must be drawn.
 *
 * @param element The element.
 */
async function left( element: Locator ) {
	const box = await element.boundingBox();
	expect( box, 'the element is drawn' ).not.toBeNull();
	return ( box as NonNullable< typeof box > ).x;
}

for ( const viewport of VIEWPORTS ) {
	test( `on a ${ viewport.name } the empty cart's "New in store" cards are the shop's cards @woocommerce`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await openShop( page );
		const pill = await badgeLook(
			card( page, 'Classic Beanie' ).locator(
				'.wc-block-components-product-sale-badge'
			)
		);

		await page.goto( '/cart/' );
		await expect(
			page.getByRole( 'heading', { name: 'New in store' } )
		).toBeVisible();
		const cards = page.locator( '.wc-block-grid__product' );
		await expect( cards.first() ).toBeVisible();
		let sales = 0;
		for ( const item of await cards.all() ) {
			// The picture's edge is the card's (the list item is padded).
			const edge = await left(
				item.locator( '.wc-block-grid__product-image' )
			);
			const title = item.locator( '.wc-block-grid__product-title' );
			const name = ( await title.innerText() ).trim();
			for ( const [ what, element ] of [
				[ 'title', title ],
				[ 'price', item.locator( '.wc-block-grid__product-price' ) ],
				[ 'button', item.locator( '.wp-block-button__link' ) ],
			] as const ) {
				expect(
					Math.abs( ( await left( element ) ) - edge ),
					`${ name }: the ${ what } starts at the picture's left edge`
				).toBeLessThanOrEqual( 1 );
			}
			await expect(
				item.locator( '.wc-block-grid__product-link' ),
				`${ name }: the title is not underlined`
			).toHaveCSS( 'text-decoration-line', 'none' );
			const button = await item
				.locator( '.wp-block-button__link' )
				.boundingBox();
			expect(
				button?.height,
				`${ name }: the button is a 44 px target`
			).toBeGreaterThanOrEqual( 44 );
			const badge = item.locator( '.wc-block-grid__product-onsale' );
			if ( await badge.count() ) {
				sales++;
				expect(
					await badgeLook( badge ),
					`${ name }: the shop cards' sale pill`
				).toEqual( pill );
			}
		}
		expect( sales, 'a product on sale is among them' ).toBeGreaterThan( 0 );
	} );
}
