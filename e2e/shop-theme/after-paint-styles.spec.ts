/**
 * CSS that no first paint needs is not printed into every page (issue 27, defect 7: `theme.json` held about 16,000
 * characters of CSS, printed inline on every page). It comes from one stylesheet linked at the end of the body, with a
 * versioned address a browser keeps across pages, and it still styles what it is for once the page has loaded.
 */

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

/** Rules of the after-paint sheet (src/styles/after-paint.css) that no first paint shows. */
const AFTER_PAINT_RULES = [
	'.shop-theme-back-to-top',
	'.wc-block-mini-cart__drawer .wc-block-components-drawer__content',
];

const PAGES = [
	{ name: 'the front page', path: '/' },
	{ name: 'a post', path: '/caring-for-your-knitwear/' },
	{ name: 'the shop', path: '/shop/' },
];

for ( const { name, path } of PAGES ) {
	test( `${ name } links the CSS its first paint does not need, at the end of the body, and prints none of it inline @woocommerce`, async ( {
		page,
	} ) => {
		requireWooCommerce();
		const response = await page.goto( path );
		const html = ( await response!.text() ).toLowerCase();

		const link = page.locator( 'link#shop-theme-after-paint-css' );
		await expect( link ).toHaveCount( 1 );
		const href = ( await link.getAttribute( 'href' ) )!;
		// Versioned by the build's hash of the file: a browser keeps it across pages until the theme changes it.
		expect( href ).toMatch(
			/\/themes\/shop-theme\/build\/styles\/after-paint\.css\?ver=[0-9a-f]{8,}$/
		);
		// Linked after everything the page draws, so it never holds up the first paint.
		expect(
			await link.evaluate( ( node ) => {
				// In document order: the link comes after the header, the main part and the footer.
				const parts = Array.from(
					node.ownerDocument.querySelectorAll(
						'header, main, footer, link#shop-theme-after-paint-css'
					)
				);
				return (
					node.parentElement === node.ownerDocument.body &&
					parts[ parts.length - 1 ] === node
				);
			} )
		).toBe( true );

		const sheet = await page.request.get( href );
		expect( sheet.status() ).toBe( 200 );
		expect( sheet.headers()[ 'content-type' ] ).toContain( 'text/css' );
		const css = await sheet.text();
		const inline = await page
			.locator( 'style' )
			.evaluateAll( ( styles ) =>
				styles.map( ( style ) => style.textContent ?? '' ).join( '\n' )
			);
		for ( const rule of AFTER_PAINT_RULES ) {
			expect( css, `${ rule } in the after-paint sheet` ).toContain(
				rule
			);
			expect( inline, `${ rule } not printed inline` ).not.toContain(
				rule
			);
			expect( html ).not.toContain( `${ rule }{` );
		}

		// And it styles what it is for: back to top, printed hidden, is a fixed 44 px button once the sheet arrived.
		const backToTop = page.locator( '.shop-theme-back-to-top' );
		await expect( backToTop ).toHaveCSS( 'position', 'fixed' );
		await expect( backToTop ).toHaveCSS( 'width', '44px' );
	} );
}
