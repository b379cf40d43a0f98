/**
 * The share icons' core and the sign-up form's script load once a visitor reaches for them (src/reach/): a reader
 * downloads neither, and what a visitor does before they arrive (a click on Copy link, a submit) is done by them.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { runWordPressPhp } from '../support/wordpress-php';
import { decideConsent } from '../storefront/support/product-page';

const CORE = '**/plugins/shop-social-icons/build/frontend.js*';
const FORM_SCRIPT = '**/plugins/shop-social-icons/build/newsletter.js*';

test.use( { storageState: shopperState } );

let post = { id: 0, link: '' };

test.beforeAll( async ( { requestUtils } ) => {
	post = ( await requestUtils.createPost( {
		title: 'Reached for',
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content:
			'<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph --><!-- wp:shop-social-icons/share {"networks":["facebook","copy"]} /--><!-- wp:shop-social-icons/newsletter /-->',
	} ) ) as { id: number; link: string };
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ post.id }`,
		params: { force: true },
	} );
	runWordPressPhp( path.join( __dirname, 'newsletter-reset.php' ) );
} );

/**
 * Holds a script's answer until released; resolves `asked` once the browser asked for it.
 *
 * @param page The page.
 * @param glob The script's address.
 */
async function holdScript( page: Page, glob: string ) {
	let release: () => void = () => {};
	const released = new Promise< void >( ( done ) => ( release = done ) );
	let asked: () => void = () => {};
	const askedFor = new Promise< void >( ( done ) => ( asked = done ) );
	await page.route( glob, async ( route ) => {
		asked();
		await released;
		await route.continue();
	} );
	return { release, askedFor };
}

/**
 * The scripts of the plugin the page asked for so far.
 *
 * @param page The page.
 */
const pluginScripts = ( page: Page ) =>
	page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => entry.name )
			.filter( ( name ) =>
				/shop-social-icons\/build\/[\w.-]+\.js/.test( name )
			)
	);

test( 'a reader downloads neither script; Copy link, clicked before the core arrived, copies @social', async ( {
	page,
	context,
	baseURL,
} ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await decideConsent( { context, baseURL } );
	const core = await holdScript( page, CORE );
	await page.goto( post.link, { waitUntil: 'networkidle' } );
	expect( await pluginScripts( page ) ).toEqual( [] );

	// Drawn at once (this browser can copy), as the core would have.
	const copy = page
		.locator( '.wp-block-shop-social-icons-share' )
		.getByRole( 'button', { name: 'Copy link' } );
	await expect( copy ).toBeVisible();
	await copy.click();
	await core.askedFor;
	const alert = page
		.getByRole( 'status' )
		.filter( { hasText: 'Link copied' } );
	await expect( alert ).toBeHidden();

	core.release();
	await expect( alert ).toBeVisible();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		post.link
	);
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-social-icons',
		'ready'
	);
} );

test( 'the form’s script loads as the visitor reaches into the form, and sends a submit made before it arrived @social', async ( {
	page,
	context,
	baseURL,
} ) => {
	runWordPressPhp( path.join( __dirname, 'newsletter-reset.php' ) );
	await decideConsent( { context, baseURL } );
	const script = await holdScript( page, FORM_SCRIPT );
	await page.goto( post.link, { waitUntil: 'networkidle' } );
	expect( await pluginScripts( page ) ).toEqual( [] );

	const form = page.getByRole( 'form', {
		name: 'Subscribe to our newsletter',
	} );
	await form
		.getByLabel( 'Email address' )
		.fill( 'reach@newsletter-e2e.example' );
	await script.askedFor;
	await form
		.getByLabel(
			'I agree to receive the newsletter and accept the privacy policy.'
		)
		.check();
	await form.getByRole( 'button', { name: 'Subscribe' } ).click();
	// Held, not sent as a page load.
	expect( page.url() ).toBe( post.link );

	script.release();
	await expect(
		page.locator( '.shop-newsletter' ).getByRole( 'status' )
	).toHaveText(
		'Almost there: please check your inbox to confirm your subscription.'
	);
	expect( page.url() ).toBe( post.link );
	await expect( form ).toBeHidden();
} );
