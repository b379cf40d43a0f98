/**
 * The front page as a shopper uses it, on a desktop and a phone: the hero's product image leads to the product, and
 * "Add to cart" in the new arrivals adds the product (the button and the mini-cart count follow, the cart holds it).
 * The grid's products enter WooCommerce's Interactivity state as the theme's light card entries
 * (`Shop\CardProductState`): these are what the button reads to add to the cart.
 */

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { DEVICES } from '../journeys/support/devices';
import {
	addFromGrid,
	decideConsent,
	openCartFromMiniCart,
} from '../journeys/support/shopper';
import { tap } from '../journeys/support/uncovered';

test.use( { storageState: shopperState } );

for ( const device of DEVICES ) {
	test.describe( `the front page on a ${ device.name } @woocommerce`, () => {
		test.use( { viewport: device.viewport } );
		test.beforeEach( requireWooCommerce );

		test( 'a shopper adds a new arrival to the cart from the grid and finds it in the cart', async ( {
			page,
		} ) => {
			test.setTimeout( 120_000 );
			await page.goto( '/' );
			await decideConsent( page, 'Accept all' );
			await addFromGrid( page, 'Logo T-Shirt', 1 );
			await openCartFromMiniCart( page, {
				'Logo T-Shirt': /\$25\.00/,
			} );
		} );

		test( "the hero's product image leads to the product", async ( {
			page,
		} ) => {
			await page.goto( '/' );
			await decideConsent( page, 'Accept all' );
			const hero = page.locator( '.shop-theme-hero' );
			const image = hero.getByRole( 'img', { name: 'Classic Beanie' } );
			await expect( image ).toBeVisible();
			expect(
				await image.evaluate(
					( img: HTMLImageElement ) =>
						img.complete && img.naturalWidth > 0
				),
				'the image has loaded'
			).toBe( true );
			await tap(
				hero.getByRole( 'link', { name: 'Classic Beanie' } ),
				'the hero product'
			);
			await expect(
				page.getByRole( 'heading', {
					level: 1,
					name: 'Classic Beanie',
				} )
			).toBeVisible();
		} );
	} );
}
