/**
 * The page cache keeps one copy of a page for everyone: a page cached while one visitor shopped shows the next
 * visitor nothing of them (cart, consent decision, wishlist, products viewed), and every write a cached page makes
 * still works when every nonce made before it was cached has expired (its nonces are fetched fresh, or there are
 * none in it).
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { watchCartReads } from '../support/cart-reads';
import { runOnNode } from '../support/scale';
import { miniCart } from '../storefront/support/cart-views';
import { card } from '../shop-theme/shop-page';
import { consentLogged } from '../shop-consent/visitor';
import {
	addFromGrid,
	consentBar,
	decideConsent,
	filterBy,
} from '../journeys/support/shopper';
import { cacheOf, purge, setsSettled } from './support';
import { onBothNodes } from './node-plugins';
import { withPopup } from './popup';
import { forgetRateLimits } from './rate-limits';

test.use( { storageState: shopperState } );

const fixture = ( name: string ) => path.join( __dirname, 'fixtures', name );

/** The pages visitor A goes through, and the two products A looks at. */
const PRODUCTS = [ '/product/hoodie/', '/product/classic-beanie/' ];
const PAGES = [ '/', ...PRODUCTS, '/shop/' ];

/**
 * A visitor of their own: a new browser context, no cookie, no storage.
 *
 * @param browser The browser.
 * @param baseURL The shop.
 */
async function newVisitor( browser: Browser, baseURL: string | undefined ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: shopperState,
	} );
	watchCartReads( context );
	return { context, page: await context.newPage() };
}

/**
 * Opens a page and gives the document's cache verdict and body.
 *
 * @param page The visitor's page.
 * @param url  The page's path.
 */
async function open( page: Page, url: string ) {
	const response = await page.goto( url );
	expect( response?.status(), url ).toBe( 200 );
	return {
		cache: response?.headers()[ 'x-cache' ],
		body: ( await response?.text() ) ?? '',
	};
}

/**
 * The wishlist button of a product's card in the grid (the theme's).
 *
 * @param page The visitor's page.
 * @param name The product.
 */
const wishButton = ( page: Page, name: string ) =>
	card( page, name ).locator( '[data-shop-wishlist]' );

test( 'pages cached while visitor A shopped show visitor B no cart, consent choice, wishlist or viewed product of A', async ( {
	browser,
	baseURL,
	request,
	requestUtils,
} ) => {
	// No purge of another spec's product change may fall between A's pages and B's.
	await setsSettled( requestUtils );
	for ( const url of PAGES ) {
		await purge( request, url );
	}
	const a = await newVisitor( browser, baseURL );
	const b = await newVisitor( browser, baseURL );
	try {
		// Visitor A's requests fill the cache: each page is a miss made for A, with A's consent cookie sent.
		const seenByA: Record< string, string > = {};
		const front = await open( a.page, '/' );
		expect( front.cache ).toBe( 'MISS' );
		seenByA[ '/' ] = front.body;
		await decideConsent( a.page, 'Accept all' );
		for ( const url of [ ...PRODUCTS, '/shop/' ] ) {
			const visit = await open( a.page, url );
			expect( visit.cache, url ).toBe( 'MISS' );
			seenByA[ url ] = visit.body;
		}
		await wishButton( a.page, 'Hoodie' ).click();
		await expect( wishButton( a.page, 'Hoodie' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await addFromGrid( a.page, 'Classic Beanie', 1 );
		// A's own view of the shop: the cart and the wishlist are there, and the bar stays away.
		await a.page.reload();
		await expect( miniCart( a.page ).count ).toHaveText( '1' );
		await expect( wishButton( a.page, 'Hoodie' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect( consentBar( a.page ) ).toBeHidden();
		// WooCommerce's "recently viewed" lives in a cookie only while its widget is placed; the theme has no such list.
		expect(
			( await a.context.cookies() ).map( ( { name } ) => name )
		).not.toContain( 'woocommerce_recently_viewed' );

		// Visitor B gets the very pages A's requests made, from the cache, and sees nothing of A.
		for ( const url of PAGES ) {
			const visit = await open( b.page, url );
			expect( visit.cache, url ).toBe( 'HIT' );
			expect( visit.body, url ).toBe( seenByA[ url ] );
			await expect( consentBar( b.page ), url ).toBeVisible();
			await expect( miniCart( b.page ).button, url ).toHaveAccessibleName(
				/Number of items in the cart: 0/
			);
			await expect( b.page.getByText( /recently viewed/i ) ).toHaveCount(
				0
			);
		}
		await expect( wishButton( b.page, 'Hoodie' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		expect(
			await b.page.evaluate( () =>
				localStorage.getItem( 'shop-theme-wishlist' )
			)
		).toBeNull();

		// B's own cart starts empty: B's first product makes it 1, not A's 1 + 1.
		await decideConsent( b.page, 'Reject all' );
		await addFromGrid( b.page, 'Canvas Cap', 1 );
		await b.page.reload();
		await expect( miniCart( b.page ).count ).toHaveText( '1' );
	} finally {
		await a.context.close();
		await b.context.close();
	}
} );

test.describe( 'with every nonce made before the pages were cached expired', () => {
	withPopup( { enabled: true, delay_seconds: 1, cache_compat: true } );

	// The sign-up's and the consent log's rate limits count this machine's every attempt: a fresh allowance.
	test.beforeEach( forgetRateLimits );

	test( 'a cached page still signs up, logs the consent decision, shows the popup, filters and adds to the cart', async ( {
		browser,
		baseURL,
		request,
	} ) => {
		for ( const url of [ '/', '/shop/' ] ) {
			await purge( request, url );
			await request.get( url );
			expect( cacheOf( await request.get( url ) ), url ).toBe( 'HIT' );
		}
		const before = runOnNode( 'a', fixture( 'nonce.php' ), [
			'create',
			'wp_rest',
		] ).trim();
		const restore = onBothNodes( fixture( 'nonces-expired.php' ) );
		const visitor = await newVisitor( browser, baseURL );
		try {
			// The switch is in force on both nodes: a nonce made before no longer holds on either.
			for ( const id of [ 'a', 'b' ] as const ) {
				expect(
					runOnNode( id, fixture( 'nonce.php' ), [
						'verify',
						'wp_rest',
						before,
					] ).trim(),
					`node ${ id }`
				).toBe( '0' );
			}
			const { page } = visitor;
			expect( ( await open( page, '/' ) ).cache ).toBe( 'HIT' );

			// The popup (fetched from its route, as with a page cache), closed by the visitor.
			const popup = page.getByRole( 'dialog' ).filter( {
				has: page.getByRole( 'button', { name: 'Close' } ),
			} );
			await expect( popup ).toBeVisible();
			await popup
				.getByRole( 'button', { name: 'Close' } )
				.first()
				.click();
			await expect( popup ).toBeHidden();

			// The consent decision is logged.
			const logged = consentLogged( page );
			await decideConsent( page, 'Accept all' );
			expect( ( await logged ).status() ).toBe( 201 );

			// The newsletter sign-up is taken.
			const form = page.getByRole( 'form', {
				name: 'Newsletter sign-up',
			} );
			await form
				.getByRole( 'textbox', { name: /Email/ } )
				.fill( `scale-${ Date.now() }@newsletter-e2e.example` );
			await form.getByRole( 'checkbox' ).check();
			await form.getByRole( 'button', { name: 'Subscribe' } ).click();
			await expect(
				page.locator( '.shop-newsletter' ).getByRole( 'status' )
			).toHaveText( /please check your inbox/ );

			// The shop: the filter redraws the grid, and its button adds to the cart.
			expect( ( await open( page, '/shop/' ) ).cache ).toBe( 'HIT' );
			await filterBy( page, 'Red', [
				'Classic Beanie',
				'Hoodie',
				'Zip Hoodie',
			] );
			await addFromGrid( page, 'Classic Beanie', 1 );
		} finally {
			restore();
			await visitor.context.close();
		}
	} );
} );
