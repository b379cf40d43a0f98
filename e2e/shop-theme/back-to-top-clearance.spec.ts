/**
 * Back to top never lies over another control (issue 28): on a 390 px phone the button in the bottom-right corner lay
 * over the right-hand card's Add to cart and wishlist on the shop page. Each of the grid's buttons is scrolled to where
 * the button is drawn, and the element drawn at its centre must be the control itself; the button still shows where
 * nothing is beneath it.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';
import { isOnTop } from '../support/is-on-top';
import { openShop, PHONE } from './shop-page';

/**
 * Scrolls the page so the control's centre is at the given height of the viewport.
 *
 * @param page    The page.
 * @param control The control.
 * @param y       Viewport y for its centre.
 */
async function scrollCentreTo( page: Page, control: Locator, y: number ) {
	const box = ( await control.boundingBox() )!;
	await page.evaluate(
		( by ) => window.scrollBy( 0, by ),
		box.y + box.height / 2 - y
	);
}

test.describe( 'back to top on the shop grid @woocommerce', () => {
	test.beforeAll( () => requireWooCommerce() );

	test( 'on a phone, no button of a card is covered by back to top, which shows where nothing is beneath', async ( {
		page,
	} ) => {
		await page.setViewportSize( PHONE );
		await openShop( page );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-theme',
			'ready'
		);
		const top = page.locator( '.shop-theme-back-to-top' );
		const controls = page
			.locator( '.wc-block-product' )
			.locator( 'button, a.wp-element-button, a.button' );
		const count = await controls.count();
		expect( count ).toBeGreaterThan( 4 );

		// The end of the page: nothing under the corner there but the footer's text.
		await page.evaluate( () =>
			window.scrollTo( 0, document.body.scrollHeight )
		);
		await expect( top ).toBeVisible();
		const corner = ( await top.boundingBox() )!;
		const cornerY = corner.y + corner.height / 2;

		for ( let i = 0; i < count; i++ ) {
			const control = controls.nth( i );
			if ( ! ( await control.isVisible() ) ) {
				continue;
			}
			// Where back to top is drawn, and in the middle of the screen.
			for ( const y of [ cornerY, PHONE.height / 2 ] ) {
				await scrollCentreTo( page, control, y );
				const name =
					( await control.getAttribute( 'aria-label' ) ) ??
					( await control.innerText() );
				await expect
					.poll( () => isOnTop( control ), {
						message: `${ name } at y ${ Math.round( y ) }`,
					} )
					.toBe( true );
			}
		}
	} );
} );
