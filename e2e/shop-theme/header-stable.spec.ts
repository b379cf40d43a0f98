/**
 * The same header on every page (issue 28): the header's cart icon was hidden on the cart (WooCommerce prints the
 * mini-cart there disabled and invisible), leaving a gap. On a desktop and a phone, each item of the header (the side
 * bar's opener, the shop's name, the menu, the search, the account and the cart) stands at the same place on the shop
 * and the cart, and the cart icon is shown on each. The checkout has a header of its own without the menu, search,
 * account and opener (issue 27, checkout-header.spec.ts), whose cart icon stands where it does on the shop.
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
import { addSimpleProduct, VIEWPORTS } from './shop-page';

/** The header's items, by what a shopper calls them. */
const ITEMS = {
	'side bar opener': '.shop-theme-sidebar-opener',
	"shop's name": '.wp-block-site-title',
	menu: '.shop-theme-header-nav',
	search: '.shop-theme-header-search',
	account: '.wp-block-woocommerce-customer-account a',
	cart: '.wc-block-mini-cart__button',
	'cart icon': '.wc-block-mini-cart__quantity-badge',
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
			await addSimpleProduct( page );

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

			// The checkout's header keeps the shop's name (where it is on the shop but on a phone, where no side bar
			// opener precedes it) and the cart, whose link there has words before the icon.
			const checkout = seen[ '/checkout/' ];
			expect( checkout[ 'cart icon' ] ).toEqual(
				seen[ '/shop/' ][ 'cart icon' ]
			);
			for ( const item of [
				'side bar opener',
				'menu',
				'search',
				'account',
			] ) {
				expect( checkout[ item ], item ).toBe( 'hidden' );
			}
			if ( viewport.name === 'desktop' ) {
				expect( checkout[ "shop's name" ] ).toEqual(
					seen[ '/shop/' ][ "shop's name" ]
				);
			}

			// On the checkout the cart link is the way back to the cart.
			await page
				.locator( '.shop-theme-header-row' )
				.getByRole( 'link', { name: 'Back to cart' } )
				.click();
			await expect( page ).toHaveURL( /\/cart\/$/ );
		} );
	}

	test( 'the checkout loads no script module for its header, and its cart link shows the count', async ( {
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
		await addSimpleProduct( page );
		await page.goto( '/checkout/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-theme',
			'ready'
		);
		await expect(
			page.locator( '.shop-theme-cart-link .wc-block-mini-cart__badge' )
		).toHaveText( '1' );
		expect(
			modules,
			'no script module: nothing in the checkout’s header is interactive'
		).toEqual( [] );
	} );
} );
