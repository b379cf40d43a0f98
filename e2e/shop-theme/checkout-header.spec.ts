/**
 * The distraction-free checkout (issue 27): its header has the shop's name (and logo, when the site has one) linking
 * to the front page and a link back to the cart with the cart's count, and nothing else to leave the checkout by: no
 * menu, search, account or side bar, and no footer. On a desktop and a phone, on a first visit (the consent bar on
 * the screen), a shopper reaches the link by keyboard and it takes them to their cart, and the bar does not cover
 * Place order once the page is scrolled to its end.
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
import { isOnTop } from '../support/is-on-top';
import { addSimpleProduct, VIEWPORTS } from './shop-page';

test.describe( 'the checkout’s own header @woocommerce', () => {
	test.use( { storageState: shopperState } );
	test.beforeAll( () => requireWooCommerce() );

	for ( const viewport of VIEWPORTS ) {
		test( `on a ${ viewport.name }, the shop’s name and the way back to the cart, and no site navigation`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			const product = await addSimpleProduct( page );
			await page.goto( '/checkout/' );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'data-shop-theme',
				'ready'
			);

			const banner = page.getByRole( 'banner' );
			await expect( banner ).toHaveCount( 1 );
			const home = banner.getByRole( 'link', { name: 'Shop Bundle' } );
			await expect( home ).toBeVisible();
			await expect( home ).toHaveAttribute(
				'href',
				/^http:\/\/[^/]+\/?$/
			);
			const back = banner.getByRole( 'link', { name: 'Back to cart' } );
			await expect( back ).toBeVisible();
			await expect( back ).toContainText( 'Back to cart' );
			await expect(
				back.locator( '.wc-block-mini-cart__badge' )
			).toHaveText( '1' );

			// Nothing else to leave by.
			await expect( page.getByRole( 'navigation' ) ).toHaveCount( 0 );
			await expect( page.getByRole( 'search' ) ).toHaveCount( 0 );
			await expect( page.getByRole( 'contentinfo' ) ).toHaveCount( 0 );
			await expect( page.locator( '#shop-theme-side-bar' ) ).toHaveCount(
				0
			);
			await expect( banner.getByRole( 'link' ) ).toHaveCount( 2 );

			// The consent bar of a first visit leaves Place order clear at the page's end.
			await expect(
				page.getByRole( 'region', { name: 'Cookie consent' } )
			).toBeVisible();
			const placeOrder = page
				.locator( '.wp-block-woocommerce-checkout' )
				.getByRole( 'button', { name: /Place order/i } );
			await expect( placeOrder ).toBeVisible();
			// Once the cart has loaded (the page has its full height), at the page's end; the poll scrolls again if
			// the page grew meanwhile.
			await expect(
				page.locator( '.wc-block-components-skeleton__element' )
			).toHaveCount( 0 );
			await expect
				.poll(
					async () => {
						await page.evaluate( () =>
							window.scrollTo(
								0,
								document.documentElement.scrollHeight
							)
						);
						return isOnTop( placeOrder );
					},
					{ message: 'Place order drawn above the consent bar' }
				)
				.toBe( true );

			// By keyboard, from the shop's name, the next stop is the way back to the cart, and it leads there.
			await home.focus();
			await page.keyboard.press( 'Tab' );
			await expect( back ).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect( page ).toHaveURL( /\/cart\/$/ );
			await expect(
				page
					.locator( '.wp-block-woocommerce-cart' )
					.getByRole( 'link', { name: product.name } )
					.first()
			).toBeVisible();
		} );
	}
} );
