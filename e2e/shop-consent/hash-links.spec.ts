/**
 * The accept and reject hash links, ours and the replaced plugin's. Anyone can send a link to
 * `/#gdpr-accept-cookies`, so arriving with it only offers the bar (Accept all focused); anyone who writes a post or
 * a comment can write one too, so a click on such a link there also only offers the bar, and a click on the admin's
 * menu link to it accepts. A reject hash in the address acts: it only protects the visitor.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { withTestPost } from './test-post';
import { withNavigationMenu } from '../support/navigation-menu';

test.use( { storageState: shopperState } );

const ACCEPT_HASHES = [ '#shop-consent-accept', '#gdpr-accept-cookies' ];

const post = withTestPost(
	'Cookie links',
	ACCEPT_HASHES.map(
		( hash ) =>
			`<!-- wp:paragraph --><p><a href="${ hash }">Accept cookies ${ hash }</a></p><!-- /wp:paragraph -->`
	).join( '' )
);

async function storedConsent( page: Page ) {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'shop_consent'
	);
	return cookie ? JSON.parse( decodeURIComponent( cookie.value ) ) : null;
}

// The header shows the most recent menu: the admin's, with the accept links.
withNavigationMenu(
	'Cookie links menu',
	ACCEPT_HASHES.map(
		( hash ) =>
			`<!-- wp:navigation-link {"label":"Menu accept ${ hash }","url":"${ hash }"} /-->`
	).join( '' )
);

for ( const hash of ACCEPT_HASHES ) {
	test( `arriving on /${ hash } records nothing and offers the bar with Accept all focused`, async ( {
		page,
	} ) => {
		await page.goto( `/${ hash }` );

		const accept = page.getByRole( 'button', { name: 'Accept all' } );
		await expect( accept ).toBeVisible();
		await expect( accept ).toBeFocused();
		expect( await storedConsent( page ) ).toBeNull();
		expect( new URL( page.url() ).hash ).toBe( '' );

		// The visitor decides: Enter on the focused button accepts.
		await page.keyboard.press( 'Enter' );
		await expect( accept ).toBeHidden();
		expect( await storedConsent( page ) ).toMatchObject( {
			thirdparty: 1,
			advanced: 1,
		} );
	} );

	test( `a visitor who refused and arrives on /${ hash } keeps the refusal and is offered the bar`, async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await page.getByRole( 'button', { name: 'Reject all' } ).click();
		await expect
			.poll( async () => ( await storedConsent( page ) )?.thirdparty )
			.toBe( 0 );

		await page.goto( `/?p=${ post().id }${ hash }` );

		const accept = page.getByRole( 'button', { name: 'Accept all' } );
		await expect( accept ).toBeFocused();
		expect( await storedConsent( page ) ).toMatchObject( {
			thirdparty: 0,
			advanced: 0,
		} );
	} );

	test( `a click on a link to ${ hash } in a post records nothing and offers the bar with Accept all focused`, async ( {
		page,
	} ) => {
		await page.goto( post().link );
		const accept = page.getByRole( 'button', { name: 'Accept all' } );
		await expect( accept ).toBeVisible();

		await page
			.getByRole( 'link', { name: `Accept cookies ${ hash }` } )
			.click();

		await expect( accept ).toBeFocused();
		expect( await storedConsent( page ) ).toBeNull();
	} );

	test( `a click on the admin's menu link to ${ hash } accepts all`, async ( {
		page,
	} ) => {
		await page.goto( post().link );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toBeVisible();

		await page
			.getByRole( 'banner' )
			.getByRole( 'link', { name: `Menu accept ${ hash }` } )
			.click();

		await expect
			.poll( async () => ( await storedConsent( page ) )?.advanced )
			.toBe( 1 );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toBeHidden();
	} );
}

for ( const hash of [ '#shop-consent-reject', '#gdpr-reject-cookies' ] ) {
	test( `arriving on /${ hash } rejects all`, async ( { page } ) => {
		await page.goto( `/${ hash }` );
		await expect
			.poll( async () => await storedConsent( page ) )
			.toMatchObject( { strict: 1, thirdparty: 0, advanced: 0 } );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toHaveCount( 0 );
	} );
}
