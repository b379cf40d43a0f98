/**
 * The same header on every page (issue 28): the header's cart icon was hidden on the cart (WooCommerce prints the
 * mini-cart there disabled and invisible), leaving a gap, and the checkout had a header of its own. On a desktop and a
 * phone, each item of the header (the side bar's opener, the shop's name, the menu, the search, the account and the
 * cart) stands at the same place on the shop, the cart and the checkout, and the cart icon is shown on each.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

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

/** The header's items, by what a shopper calls them. */
const ITEMS = {
	'side bar opener': '.shop-theme-sidebar-opener',
	"shop's name": '.wp-block-site-title',
	menu: '.shop-theme-header-nav',
	search: '.shop-theme-header-search',
	account: '.wp-block-woocommerce-customer-account a',
	cart: '.wc-block-mini-cart__button',
};

/**
 * The box of each header item that is drawn, rounded to the pixel ("hidden" for one that is not).
 *
 * @param page The page, loaded.
 */
function headerItems( page: Page ): Promise< Record< string, string > > {
	return page.evaluate( ( items ) => {
		const header = document.querySelector( '.shop-theme-header-row' );
		return Object.fromEntries(
			Object.entries( items ).map( ( [ name, selector ] ) => {
				const element = header?.querySelector( selector );
				const box = element?.getBoundingClientRect();
				const drawn =
					element?.checkVisibility( { visibilityProperty: true } ) &&
					box &&
					box.width > 0;
				return [
					name,
					drawn
						? [ box.x, box.y, box.width, box.height ]
								.map( Math.round )
								.join( ',' )
						: 'hidden',
				];
			} )
		);
	}, ITEMS );
}

test.describe( 'the header on the shop, cart and checkout @woocommerce', () => {
	test.use( { storageState: shopperState } );
	test.beforeAll( () => requireWooCommerce() );

	for ( const viewport of VIEWPORTS ) {
		test( `on a ${ viewport.name }, every item stands where it does on the shop`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			const [ product ]: { id: number }[] = await (
				await page.request.get(
					'/wp-json/wc/store/v1/products?per_page=1&type=simple'
				)
			).json();
			expect(
				(
					await page.request.get( `/?add-to-cart=${ product.id }` )
				).ok()
			).toBe( true );

			const seen: Record< string, Record< string, string > > = {};
			for ( const path of [ '/shop/', '/cart/', '/checkout/' ] ) {
				await page.goto( path );
				await expect( page.locator( 'html' ) ).toHaveAttribute(
					'data-shop-theme',
					'ready'
				);
				const cart = page
					.locator( '.shop-theme-header-row' )
					.locator( ITEMS.cart );
				await expect( cart ).toBeVisible();
				seen[ path ] = await headerItems( page );
			}
			expect( seen[ '/shop/' ].cart ).not.toBe( 'hidden' );
			expect( seen[ '/cart/' ] ).toEqual( seen[ '/shop/' ] );
			expect( seen[ '/checkout/' ] ).toEqual( seen[ '/shop/' ] );

			// On the checkout the cart icon is the way back to the cart.
			await page
				.locator( '.shop-theme-header-row' )
				.getByRole( 'link', { name: 'Cart' } )
				.click();
			await expect( page ).toHaveURL( /\/cart\/$/ );
		} );
	}

	test( 'on the checkout the menu works without the Interactivity API: a submenu opens on hover and on focus, and the count shows', async ( {
		page,
	} ) => {
		await page.setViewportSize( VIEWPORTS[ 0 ] );
		const modules: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				/script-modules|blocks\/woocommerce\//.test( request.url() )
			) {
				modules.push( request.url() );
			}
		} );
		const [ product ]: { id: number }[] = await (
			await page.request.get(
				'/wp-json/wc/store/v1/products?per_page=1&type=simple'
			)
		).json();
		await page.request.get( `/?add-to-cart=${ product.id }` );
		await page.goto( '/checkout/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-theme',
			'ready'
		);
		const menu = page
			.locator( '.shop-theme-header-row' )
			.getByRole( 'navigation' )
			.first();
		const parent = menu.locator( ':scope > ul > li.has-child' ).first();
		const child = parent.locator( 'ul a' ).first();
		await expect( child ).toBeHidden();

		await parent.locator( ':scope > a' ).hover();
		await expect( child ).toBeVisible();
		await page.mouse.move( 5, 700 );
		await expect( child ).toBeHidden();

		await parent.locator( ':scope > a' ).focus();
		await page.keyboard.press( 'Tab' );
		await expect( child ).toBeFocused();
		await expect( child ).toBeVisible();

		await expect(
			page.locator( '.shop-theme-cart-link .wc-block-mini-cart__badge' )
		).toHaveText( '1' );
		expect(
			modules,
			'no script module: the header’s blocks are not interactive here'
		).toEqual( [] );
	} );
} );
