/**
 * Store-wide behaviours as a shopper (or, for the coming-soon banner, the admin) meets them on Shop Theme (spec:
 * storefront-and-social.md, sections 2, 4, 5, 8, 9): notices that take the focus and are scrolled to, the password
 * show/hide toggle, the dismissible store notice and coming-soon banner, and the sort dropdown with its result count.
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
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
import {
	addToCartThroughApi,
	decideConsent,
	productBySlug,
} from './support/product-page';
import { setWooOptions } from './support/store-options';
import {
	bannerDismissal,
	catalogPrices,
	comingSoonBanner,
	createCustomer,
	enterComingSoonMode,
	expectListedByPrice,
	expectPassword,
	logIn,
	passwordToggle,
} from './support/store-pages';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

test( 'notices: a failed login shows an error notice that takes the focus @woocommerce', async ( {
	page,
} ) => {
	await logIn( page, 'nobody-here', 'not-the-password' );

	const notice = page
		.getByRole( 'alert' )
		.filter( { hasText: 'nobody-here' } );
	await expect( notice ).toBeFocused();
	await expect( notice ).toBeInViewport();
} );

test( 'notices: a refused checkout scrolls its notices to 100 px below the top and focuses the error @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	const { id } = await productBySlug( requestUtils, 'logo-t-shirt' );
	await addToCartThroughApi( page, id, 1 );
	const updated = page.waitForResponse( /update_order_review/ );
	await page.goto( '/classic-checkout/' );
	await updated;

	// At the foot of the form, with every field empty.
	await page.getByRole( 'button', { name: 'Place order' } ).click();

	const notices = page
		.getByRole( 'alert' )
		.filter( { hasText: 'is a required field' } );
	await expect( notices ).toBeVisible();
	await expect
		.poll( async () =>
			Math.round( ( await notices.boundingBox() )?.y ?? -1 )
		)
		.toBe( 100 );
	await expect( notices.locator( '[tabindex="-1"]' ) ).toBeFocused();
} );

test( 'password: the login form shows and hides the password @woocommerce', async ( {
	page,
} ) => {
	await page.goto( '/my-account/' );
	const password = page.getByLabel( /^Password/ );
	await password.fill( 'correct horse battery' );
	await expectPassword( password, false );

	await page.getByRole( 'button', { name: 'Show password' } ).click();
	await expectPassword( password, true );
	await expect( password ).toBeFocused();
	await expect( password ).toHaveValue( 'correct horse battery' );

	await page.getByRole( 'button', { name: 'Hide password' } ).click();
	await expectPassword( password, false );
} );

test( 'password: each field of the account details form has its own toggle @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	const customer = await createCustomer( requestUtils );
	try {
		await logIn( page, customer.login, customer.password );
		await page
			.getByRole( 'link', { name: 'Account details', exact: true } )
			.click();
		const fields = [
			/^Current password/,
			/^New password/,
			/^Confirm new password/,
		].map( ( label ) => page.getByLabel( label ) );

		for ( const [ index, field ] of fields.entries() ) {
			await passwordToggle( field ).click();
			for ( const [ other, each ] of fields.entries() ) {
				await expectPassword( each, other === index );
			}
			await passwordToggle( field ).click();
			await expectPassword( field, false );
		}
	} finally {
		await customer.remove();
	}
} );

test( 'store notice: dismissed, it stores "hidden" in its cookie and stays hidden on the next page @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	const text = 'Free delivery on every order this week.';
	const restore = await setWooOptions( requestUtils, {
		woocommerce_demo_store: 'yes',
		woocommerce_demo_store_notice: text,
	} );
	try {
		await page.goto( '/' );
		const notice = page.getByRole( 'complementary', {
			name: 'Store notice',
		} );
		await expect( notice ).toContainText( text );
		await expect( notice ).toBeInViewport();

		await notice.getByRole( 'button', { name: 'Dismiss' } ).click();

		await expect( notice ).toBeHidden();
		const name = `store_notice${ createHash( 'md5' ).update( text ).digest( 'hex' ) }`;
		const cookies = await page.context().cookies();
		expect(
			cookies.find( ( cookie ) => cookie.name === name )
		).toMatchObject( { value: 'hidden', path: '/' } );
		await page.goto( '/shop/' );
		await expect( page.getByText( text ) ).toBeHidden();
		await expect( page.locator( '.woocommerce-store-notice' ) ).toHaveCount(
			1
		); // Printed, then hidden.
	} finally {
		await restore();
	}
} );

// The classic loop of a shortcode page, and the theme's shop (WooCommerce's catalog-sorting and product collection
// blocks). After the reload WooCommerce's script re-announces the classic count: an alert, hidden for 2 s, then shown.
// WooCommerce 10.6 prints every count as an alert.
const LISTINGS = [
	[ '/classic-shop/', 'ul.products', [ 'alert' ] ],
	[
		'/shop/',
		'.wp-block-woocommerce-product-template',
		[ 'status', 'alert' ],
	],
] as const;

/**
 * The result count, found by its live region's role.
 *
 * @param page  The page.
 * @param roles The roles it may have.
 * @param text  Its text.
 */
const resultCount = (
	page: Page,
	roles: readonly ( 'status' | 'alert' )[],
	text: string
) =>
	roles
		.map( ( role ) => page.getByRole( role ) )
		.reduce( ( found, next ) => found.or( next ) )
		.filter( { hasText: text } );
// The option, its value, and the direction: up by the lowest price, down by the highest (variable products).
const ORDERS = [
	[ 'Sort by price: low to high', 'price', 1 ],
	[ 'Sort by price: high to low', 'price-desc', -1 ],
] as const;

for ( const [ path, grid, countRoles ] of LISTINGS ) {
	for ( const [ label, value, sign ] of ORDERS ) {
		test( `sort: "${ label }" on ${ path } lists the products in that order at once @woocommerce`, async ( {
			page,
		} ) => {
			const prices = await catalogPrices( page );
			const count = `Showing all ${ prices.size } results`;
			await page.goto( path );
			// A live region before sorting: WooCommerce 11 prints a status, 10.6 an alert.
			await expect(
				resultCount( page, [ 'status', 'alert' ], count )
			).toBeVisible();
			const order = page.getByRole( 'combobox', {
				name: 'Shop order',
			} );

			await order.selectOption( label );

			await expect( page ).toHaveURL(
				new RegExp( `[?&]orderby=${ value }(&|$)` )
			);
			await expect( order ).toHaveValue( value );
			await expectListedByPrice( page.locator( grid ), prices, sign );
			await expect(
				resultCount( page, countRoles, count )
			).toBeVisible();
		} );
	}
}

test.describe( 'as the admin, in coming-soon mode', () => {
	// The admin's own session, which the other tests of this file leave for a guest's.
	test.use( { storageState: process.env.STORAGE_STATE_PATH } );
	let restore: () => Promise< void >;
	test.beforeEach( async ( { requestUtils } ) => {
		restore = await enterComingSoonMode( requestUtils );
	} );
	test.afterEach( () => restore() );

	test( 'coming soon: the banner is dismissed, and the dismissal stored @woocommerce', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( '/' );
		const { banner, dismiss } = comingSoonBanner( page );
		await expect( banner ).toContainText(
			'This page is in "Coming soon" mode'
		);

		await dismiss.click();

		await expect( banner ).toBeHidden();
		await expect
			.poll( () => bannerDismissal( requestUtils ) )
			.toBe( 'yes' );
		await page.reload();
		await expect( banner ).toHaveCount( 0 );
	} );

	test.describe( 'when the server fails', () => {
		// Chromium reports the failed answer in the console.
		test.use( {
			expectedConsoleErrors: [
				{ message: /status of 500/, url: '/wp/v2/users/' },
			],
		} );

		test( 'coming soon: the banner is hidden all the same @woocommerce', async ( {
			page,
			requestUtils,
		} ) => {
			await page.route(
				( url ) =>
					decodeURIComponent( url.href ).includes( '/wp/v2/users/' ),
				( route ) =>
					route.request().method() === 'POST'
						? route.fulfill( { status: 500 } )
						: route.continue()
			);
			await page.goto( '/' );
			const { banner, dismiss } = comingSoonBanner( page );
			await expect( banner ).toBeVisible();

			await dismiss.click();

			await expect( banner ).toBeHidden();
			expect( await bannerDismissal( requestUtils ) ).not.toBe( 'yes' );
			await page.reload();
			await expect( banner ).toBeVisible();
		} );
	} );
} );
