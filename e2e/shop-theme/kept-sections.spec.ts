/**
 * The front page's categories, new arrivals and journal are kept between requests (`Performance\KeptSections`): the
 * page given from what was kept is, byte for byte, the page a render gives (its styles, scripts, Interactivity state
 * and IDs included), a product the admin renames in the product editor shows on the next front page, and a visitor
 * with something in the cart gets the page rendered for them (the product button prints the quantity in the cart).
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { runWordPressPhp } from '../support/wordpress-php';

const KEPT = path.join( __dirname, 'kept-sections.php' );
const SECTIONS = [
	'shop-theme-categories',
	'shop-theme-new-arrivals',
	'shop-theme-journal',
];

/**
 * How many sections are kept now.
 */
function keptCount(): number {
	return Number( runWordPressPhp( KEPT, [ 'count' ] ) );
}

/**
 * A visitor's own browser: no cookies (a context made in a test starts from the admin's stored state otherwise).
 *
 * @param baseURL The site.
 */
function visitor( baseURL: string ) {
	return playwrightRequest.newContext( {
		baseURL,
		storageState: shopperState,
	} );
}

/**
 * The front page as a visitor who is not logged in gets it.
 *
 * @param baseURL The site.
 */
async function frontPageAsGuest( baseURL: string ): Promise< string > {
	const guest = await visitor( baseURL );
	try {
		const response = await guest.get( '/' );
		expect( response.status() ).toBe( 200 );
		return await response.text();
	} finally {
		await guest.dispose();
	}
}

test.describe( 'kept front page sections @woocommerce', () => {
	test.beforeEach( requireWooCommerce );
	test.afterAll( () => runWordPressPhp( KEPT, [ 'forget' ] ) );

	test( 'the page given from what was kept is the page a render gives, byte for byte', async ( {
		baseURL,
	} ) => {
		runWordPressPhp( KEPT, [ 'forget' ] );
		const rendered = await frontPageAsGuest( baseURL! );
		expect( keptCount(), 'each section kept by the first visit' ).toBe(
			SECTIONS.length
		);
		for ( const id of SECTIONS ) {
			expect( rendered, `section #${ id } is on the page` ).toContain(
				`id="${ id }"`
			);
		}
		const given = await frontPageAsGuest( baseURL! );
		expect( keptCount(), 'the second visit was given them' ).toBe(
			SECTIONS.length
		);
		expect( given ).toBe( rendered );
	} );

	test( 'a product renamed in the product editor shows on the next front page', async ( {
		page,
		baseURL,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		const [ product ] = ( await requestUtils.rest( {
			path: '/wc/v3/products',
			params: { search: 'Logo T-Shirt', per_page: 1 },
		} ) ) as { id: number; name: string }[];
		expect( product.name ).toBe( 'Logo T-Shirt' );
		await frontPageAsGuest( baseURL! );
		expect( keptCount() ).toBe( SECTIONS.length );

		const rename = async ( name: string ) => {
			await page.goto(
				`/wp-admin/post.php?post=${ product.id }&action=edit`
			);
			await page.locator( '#title' ).fill( name );
			await page.getByRole( 'button', { name: 'Update' } ).click();
			await expect(
				page.getByText( 'Product updated.' ).first()
			).toBeVisible();
		};
		try {
			await rename( 'Logo Tee, Renamed' );
			const front = await frontPageAsGuest( baseURL! );
			expect( front ).toContain( 'Logo Tee, Renamed' );
			expect( front ).not.toContain( '>Logo T-Shirt<' );
		} finally {
			await rename( 'Logo T-Shirt' );
		}
		expect( await frontPageAsGuest( baseURL! ) ).toContain(
			'>Logo T-Shirt<'
		);
	} );

	test( 'a visitor with the product in the cart gets the page rendered, with the quantity in the cart', async ( {
		baseURL,
	} ) => {
		runWordPressPhp( KEPT, [ 'forget' ] );
		await frontPageAsGuest( baseURL! );
		const shopper = await visitor( baseURL! );
		try {
			const product = (
				( await (
					await shopper.get( '/wp-json/wc/store/v1/products', {
						params: { search: 'Logo T-Shirt' },
					} )
				).json() ) as { id: number }[]
			 )[ 0 ];
			// The classic add-to-cart link a shopper follows from a product list (a GET with the product's ID).
			await shopper.get( `/?add-to-cart=${ product.id }` );
			const front = await ( await shopper.get( '/' ) ).text();
			expect( front ).toMatch( /1 in cart/ );
		} finally {
			await shopper.dispose();
		}
		expect(
			await frontPageAsGuest( baseURL! ),
			'and every other visitor still gets the page without it'
		).not.toMatch( /1 in cart/ );
	} );

	test( 'the cart’s hidden empty-cart grid is kept for a shopper with a cart, and the page given is the page a render gives', async ( {
		baseURL,
	} ) => {
		runWordPressPhp( KEPT, [ 'forget' ] );
		const shopper = await visitor( baseURL! );
		try {
			const [ product ] = ( await (
				await shopper.get( '/wp-json/wc/store/v1/products', {
					params: { search: 'Classic Beanie' },
				} )
			).json() ) as { id: number }[];
			await shopper.get( `/?add-to-cart=${ product.id }` );
			// WooCommerce's nonce timestamp and cart token carry the second they were made: the rest is compared.
			const cartPage = async () =>
				( await ( await shopper.get( '/cart/' ) ).text() )
					.replace( /wcStoreApiNonceTimestamp: '\d+'/g, '' )
					.replace( /Nonce-Timestamp%22%3A\d+/g, '' )
					.replace( /Cart-Token%22%3A%22[\w.-]+%22/g, '' );
			// The first view carries WooCommerce's "added to your cart" notice.
			await cartPage();
			runWordPressPhp( KEPT, [ 'forget' ] );
			const rendered = await cartPage();
			expect( keptCount(), 'the grid kept by a view' ).toBe( 1 );
			expect( rendered ).toContain( 'wc-block-grid__product' );
			expect( await cartPage() ).toBe( rendered );
		} finally {
			await shopper.dispose();
		}
	} );
} );
