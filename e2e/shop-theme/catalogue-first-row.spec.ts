/**
 * The shop's largest paint, its first card's picture, is asked for while the HTML is read (issue 27, LCP ≤ bare + 50
 * ms): the catalogue's first row is not lazy, the first picture is fetched first, each at the width it is drawn, and
 * the rows below stay lazy (`themes/shop-theme/inc/Shop/CatalogueFirstRow.php`).
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
import { VIEWPORTS } from './shop-page';

declare global {
	interface Window {
		shopThemeLargest: string[];
	}
}

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );

for ( const { name, width, height } of VIEWPORTS ) {
	test( `shop (${ name }): the first row's pictures come with the page, the first one first, at the width drawn @woocommerce`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height } );
		await page.addInitScript( () => {
			window.shopThemeLargest = [];
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as any[] ) {
					window.shopThemeLargest.push(
						entry.element?.getAttribute( 'alt' ) ?? ''
					);
				}
			} ).observe( { type: 'largest-contentful-paint', buffered: true } );
		} );
		await page.goto( '/shop/' );

		const pictures = page.locator(
			'.wc-block-product [data-testid="product-image"]'
		);
		await expect( pictures.nth( 3 ) ).toBeAttached();
		const first = pictures.first();
		await expect( first ).toHaveAttribute( 'fetchpriority', 'high' );
		for ( const index of [ 0, 1, 2 ] ) {
			await expect( pictures.nth( index ) ).not.toHaveAttribute(
				'loading',
				'lazy'
			);
		}
		await expect( pictures.nth( 1 ) ).not.toHaveAttribute(
			'fetchpriority',
			'high'
		);
		await expect( pictures.nth( 3 ), 'the second row' ).toHaveAttribute(
			'loading',
			'lazy'
		);

		// The file chosen is as wide as the picture is drawn (times the screen's density), not WooCommerce's 1024 px.
		await expect
			.poll( () =>
				first.evaluate( ( img: HTMLImageElement ) => img.complete )
			)
			.toBe( true );
		const drawn = await first.evaluate( ( img: HTMLImageElement ) => ( {
			width: img.getBoundingClientRect().width * window.devicePixelRatio,
			file: img.naturalWidth,
		} ) );
		expect( drawn.file ).toBeGreaterThanOrEqual(
			Math.floor( drawn.width )
		);
		expect( drawn.file ).toBeLessThan( 1024 );

		// The largest paint is a card's picture (the first card's on a desktop, where the row is the largest).
		const alt = await first.getAttribute( 'alt' );
		if ( name === 'desktop' ) {
			await expect
				.poll( () =>
					page.evaluate( () => window.shopThemeLargest.at( -1 ) )
				)
				.toBe( alt );
		}
	} );
}
