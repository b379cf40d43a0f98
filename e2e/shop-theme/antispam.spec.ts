/**
 * Anti-spam keys as a shopper meets them: the comment form on a post and the review form on a product are filled
 * with a key from the theme's endpoint and accepted; the same form sent with its key forged, removed or already used
 * by a comment is refused with the message, and a form that cannot get a key says so in place instead of being sent.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';

const FIELD = '[name="shop_antispam_key"]';

/** A seeded journal post with comments open (not the latest, which the README's screenshot of a post shows). */
const POST = '/how-we-choose-our-fabrics/';
// A refused comment is answered with a 403 page, which Chromium reports in the console.
const REFUSED = { message: /status of 403/, url: '/wp-comments-post.php' };

test.use( { storageState: shopperState } );

/**
 * Deletes the comment the page was redirected to after posting it: WordPress refuses a guest's next comment from
 * the same address for 15 seconds (comment flood), and the next test posts from the same address.
 *
 * @param page         The page, on the URL WordPress redirected to.
 * @param requestUtils Admin REST client.
 */
async function deletePostedComment( page: Page, requestUtils: RequestUtils ) {
	const id = new URL( page.url() ).searchParams.get( 'unapproved' );
	await requestUtils.rest( {
		path: `/wp/v2/comments/${ id }`,
		method: 'DELETE',
		params: { force: true },
	} );
}

/**
 * Opens the post, fills in a comment and waits until the script has filled the key (fetched when the visitor first
 * reaches into the form: a reader who never comments costs no request).
 *
 * @param page The page.
 * @param text The comment.
 */
async function writeComment( page: Page, text: string ) {
	const keyRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'antispam-keys' ) ) {
			keyRequests.push( request.url() );
		}
	} );
	await page.goto( POST );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-theme',
		'ready'
	);
	expect( keyRequests ).toEqual( [] );
	await page.getByRole( 'textbox', { name: /^Comment/ } ).fill( text );
	await expect( page.locator( FIELD ) ).toHaveValue(
		/^\d+\.[0-9a-f]{16}\.[0-9a-f]{64}$/
	);
	expect( keyRequests ).toHaveLength( 1 );
	await page.getByRole( 'textbox', { name: /^Name/ } ).fill( 'Ada Shopper' );
	await page
		.getByRole( 'textbox', { name: /^Email/ } )
		.fill( `ada${ Date.now() }@example.com` );
}

test.describe( 'a comment', () => {
	test( 'sent through the form with its key is accepted', async ( {
		page,
		requestUtils,
	} ) => {
		const text = `A kind comment ${ Date.now() }`;
		await writeComment( page, text );

		await page.getByRole( 'button', { name: 'Post Comment' } ).click();

		await expect( page ).toHaveURL( /unapproved=\d+/ );
		await expect( page.getByText( text ) ).toBeVisible();
		await deletePostedComment( page, requestUtils );
	} );

	test.describe( 'without a valid key', () => {
		test.use( { expectedConsoleErrors: [ REFUSED ] } );

		test( 'forged is refused with the message', async ( { page } ) => {
			const text = `A forged comment ${ Date.now() }`;
			await writeComment( page, text );
			await page.locator( FIELD ).evaluate( ( input ) => {
				( input as HTMLInputElement ).value = `${
					Math.floor( Date.now() / 1000 ) + 3600
				}.0123456789abcdef.${ 'a'.repeat( 64 ) }`;
			} );

			await page.getByRole( 'button', { name: 'Post Comment' } ).click();

			await expect(
				page.getByText(
					/anti-spam key is missing, has expired or was used already/
				)
			).toBeVisible();
			await expect( page ).toHaveTitle( /Comment Submission Failure/ );
			await page.goto( POST );
			await expect( page.getByText( text ) ).toHaveCount( 0 );
		} );

		test( 'used by a comment already is refused with the message', async ( {
			page,
			requestUtils,
		} ) => {
			await writeComment( page, `A first comment ${ Date.now() }` );
			const used = await page.locator( FIELD ).inputValue();
			await page.getByRole( 'button', { name: 'Post Comment' } ).click();
			await expect( page ).toHaveURL( /unapproved=\d+/ );
			await deletePostedComment( page, requestUtils );

			const text = `A replayed comment ${ Date.now() }`;
			await writeComment( page, text );
			expect( await page.locator( FIELD ).inputValue() ).not.toBe( used );
			await page
				.locator( FIELD )
				.evaluate(
					( input, key ) =>
						( ( input as HTMLInputElement ).value = key ),
					used
				);
			await page.getByRole( 'button', { name: 'Post Comment' } ).click();

			await expect(
				page.getByText(
					/anti-spam key is missing, has expired or was used already/
				)
			).toBeVisible();
			await page.goto( POST );
			await expect( page.getByText( text ) ).toHaveCount( 0 );
		} );

		test( 'removed is refused with the message', async ( { page } ) => {
			await writeComment( page, `A bot comment ${ Date.now() }` );
			await page.locator( FIELD ).evaluate( ( input ) => input.remove() );

			await page.getByRole( 'button', { name: 'Post Comment' } ).click();

			await expect(
				page.getByText(
					/anti-spam key is missing, has expired or was used already/
				)
			).toBeVisible();
		} );
	} );

	test.describe( 'when no key can be had', () => {
		test.use( {
			expectedConsoleErrors: [
				{ message: /status of 429/, url: 'antispam-keys' },
			],
		} );

		test( 'the form says so in place and is not sent', async ( {
			page,
		} ) => {
			await page.route( /antispam-keys/, ( route ) =>
				route.fulfill( {
					status: 429,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'shop_theme_antispam_rate_limited',
						message: 'Too many',
					} ),
				} )
			);
			await page.goto( POST );
			await page
				.getByRole( 'textbox', { name: /^Comment/ } )
				.fill( 'Hello' );
			await page
				.getByRole( 'textbox', { name: /^Name/ } )
				.fill( 'Ada Shopper' );
			await page
				.getByRole( 'textbox', { name: /^Email/ } )
				.fill( 'ada@example.com' );

			await page.getByRole( 'button', { name: 'Post Comment' } ).click();

			await expect( page.getByRole( 'alert' ) ).toContainText(
				'anti-spam key is missing, has expired or was used already'
			);
			await expect( page ).toHaveURL( new RegExp( `${ POST }$` ) );
		} );
	} );
} );

test( 'a product review sent through the form with its key is accepted @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	requireWooCommerce();
	const products = await (
		await page.request.get(
			'/?rest_route=/wc/store/v1/products&per_page=1'
		)
	).json();
	await page.goto( products[ 0 ].permalink );
	await page.getByRole( 'tab', { name: /Reviews/ } ).click();

	// WooCommerce's script may draw the select as star links; the select is what the form sends.
	await page.locator( 'select[name="rating"]' ).selectOption( '5', {
		force: true,
	} );
	const text = `A five star review ${ Date.now() }`;
	await page.getByRole( 'textbox', { name: /^Your review/ } ).fill( text );
	await expect( page.locator( FIELD ) ).toHaveValue( /^\d+\./ );
	await page.getByRole( 'textbox', { name: /^Name/ } ).fill( 'Ada Shopper' );
	await page
		.getByRole( 'textbox', { name: /^Email/ } )
		.fill( `ada${ Date.now() }@example.com` );
	await page.getByRole( 'button', { name: 'Submit' } ).click();

	await expect( page ).toHaveURL( /unapproved=\d+/ );
	await expect( page.getByText( text ) ).toBeVisible();
	await deletePostedComment( page, requestUtils );
} );
