/**
 * The newsletter sign-up form on a post, as a visitor meets it, and the double opt-in through to the admin list:
 * success, a refused address, a duplicate answered as a new address, and the confirmation mail the stack captures, whose link confirms.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { stackDir } from '../support/stack';
import { runWordPressPhp } from '../support/wordpress-php';
import { decideConsent } from '../storefront/support/product-page';

const DOMAIN = 'newsletter-e2e.example';
const ENDPOINT = '/shop-social-icons/v1/subscribe';
const SUCCESS =
	'Almost there: please check your inbox to confirm your subscription.';

/**
 * The tests' page is a visitor's (not logged in); the admin list is opened in a context of its own. Chromium logs
 * every 4xx answer as a console error: the refusals below are expected.
 */
test.use( {
	storageState: shopperState,
	expectedConsoleErrors: [ { message: /status of 400/, url: ENDPOINT } ],
} );

let postLink = '';
let postId = 0;

test.beforeAll( async ( { requestUtils } ) => {
	const post = await requestUtils.createPost( {
		title: 'Newsletter sign-up',
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content:
			'<!-- wp:paragraph --><p>Stay in touch.</p><!-- /wp:paragraph --><!-- wp:shop-social-icons/newsletter /-->',
	} );
	postLink = post.link;
	postId = post.id;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ postId }`,
		params: { force: true },
	} );
	runWordPressPhp( path.join( __dirname, 'newsletter-reset.php' ) );
} );

test.beforeEach( () => {
	runWordPressPhp( path.join( __dirname, 'newsletter-reset.php' ) );
} );

/**
 * The post with the form, as a visitor whose consent is decided (so the banner stays away).
 *
 * @param page    The page.
 * @param baseURL The site.
 */
async function openForm( page: Page, baseURL: string | undefined ) {
	await decideConsent( { context: page.context(), baseURL } );
	await page.goto( postLink );
}

/**
 * The form's message area (a polite live region directly after the form).
 *
 * @param page The page.
 */
const messageOf = ( page: Page ) =>
	page.locator( '.shop-newsletter' ).getByRole( 'status' );

/**
 * Fills the form as a visitor types.
 *
 * @param page  The page.
 * @param email Address typed.
 * @param name  Name typed.
 */
async function fillForm( page: Page, email: string, name = '' ) {
	const form = page.getByRole( 'form', {
		name: 'Subscribe to our newsletter',
	} );
	await form.getByLabel( 'Email address' ).fill( email );
	if ( name ) {
		await form.getByLabel( 'Name (optional)' ).fill( name );
	}
	await form
		.getByLabel(
			'I agree to receive the newsletter and accept the privacy policy.'
		)
		.check();
	return form;
}

/**
 * The captured mails to an address (the stack stores each as JSON in .stack/mail/), newest first.
 *
 * @param to Address.
 */
function mailsTo( to: string ): { subject: string; message: string }[] {
	const folder = path.join( stackDir, 'mail' );
	const files = fs.existsSync( folder ) ? fs.readdirSync( folder ) : [];
	return files
		.sort()
		.reverse()
		.map( ( file ) =>
			JSON.parse( fs.readFileSync( path.join( folder, file ), 'utf8' ) )
		)
		.filter( ( mail ) => mail.to === to );
}

/**
 * The captured mail to an address, waited for.
 *
 * @param to Address.
 */
async function mailTo(
	to: string
): Promise< { subject: string; message: string } > {
	await expect.poll( () => mailsTo( to ).length ).toBeGreaterThan( 0 );
	return mailsTo( to )[ 0 ];
}

test( 'a visitor signs up: the button waits with a spinner, then the form slides away for the message @social', async ( {
	page,
	baseURL,
} ) => {
	await openForm( page, baseURL );
	await expectNoAxeViolations(
		page,
		'.shop-newsletter',
		'newsletter form',
		3
	);
	const form = await fillForm( page, `ann@${ DOMAIN }`, 'Ann' );
	const button = form.getByRole( 'button', { name: 'Subscribe' } );

	// Hold the answer to see the waiting state.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( `**${ ENDPOINT }*`, async ( route ) => {
		await held;
		await route.continue();
	} );
	await button.click();
	await expect( button ).toBeDisabled();
	await expect( form.locator( '.shop-newsletter__spinner' ) ).toBeVisible();
	release();

	const message = messageOf( page );
	await expect( message ).toHaveText( SUCCESS );
	await expect( message ).toBeFocused();
	await expect( form ).toBeHidden();
} );

test( 'a mistyped address is refused with the message and the button comes back @social', async ( {
	page,
	baseURL,
} ) => {
	await openForm( page, baseURL );
	const form = await fillForm( page, 'ann-at-example' );
	const button = form.getByRole( 'button', { name: 'Subscribe' } );

	await button.click();

	await expect( messageOf( page ) ).toHaveText(
		'Please enter a valid email address, such as name@example.com.'
	);
	await expect( button ).toBeEnabled();
	await expect( form ).toBeVisible();
	await expect( form.getByLabel( 'Email address' ) ).toHaveValue(
		'ann-at-example'
	);
} );

test( 'an address that signed up already reads what a new one reads, and gets no second mail @social', async ( {
	page,
	baseURL,
} ) => {
	// The stack keeps every mail: an address of this run only, so an earlier run's mail is not counted.
	const email = `bo-${ Date.now() }@${ DOMAIN }`;
	await openForm( page, baseURL );
	await (
		await fillForm( page, email )
	)
		.getByRole( 'button', { name: 'Subscribe' } )
		.click();
	await expect( messageOf( page ) ).toHaveText( SUCCESS );
	await mailTo( email );

	await page.reload();
	const form = await fillForm( page, email.toUpperCase() );
	await form.getByRole( 'button', { name: 'Subscribe' } ).click();

	// The mail is sent before the answer: once the message shows, a second one would be in the folder.
	await expect( messageOf( page ) ).toHaveText( SUCCESS );
	expect( mailsTo( email ) ).toHaveLength( 1 );
} );

test( 'the confirmation mail is sent, its link confirms, and the admin list shows the subscriber confirmed @social', async ( {
	browser,
	baseURL,
	page,
} ) => {
	const email = `cy@${ DOMAIN }`;
	await openForm( page, baseURL );
	await (
		await fillForm( page, email, 'Cy' )
	)
		.getByRole( 'button', { name: 'Subscribe' } )
		.click();
	await expect( messageOf( page ) ).toHaveText( SUCCESS );

	const mail = await mailTo( email );
	expect( mail.subject ).toContain( 'Please confirm your subscription' );
	const confirm = mail.message.match(
		/https?:\/\/\S+shop_newsletter=confirm\S+/
	)?.[ 0 ];
	expect( confirm ).toBeTruthy();
	expect( mail.message ).toMatch(
		/Unsubscribe: https?:\/\/\S+shop_newsletter=unsubscribe\S+/
	);

	// The admin, in a context of their own, sees the sign-up pending.
	const adminContext = await browser.newContext( {
		storageState: process.env.STORAGE_STATE_PATH,
		baseURL,
	} );
	const admin = await adminContext.newPage();
	await admin.goto(
		`/wp-admin/options-general.php?page=shop-social-icons-subscribers&s=${ encodeURIComponent(
			email
		) }`
	);
	const row = admin.getByRole( 'row' ).filter( { hasText: email } );
	await expect( row.getByRole( 'cell', { name: 'Pending' } ) ).toBeVisible();

	// The visitor opens the link from the mail: opening alone (what a mail scanner does) confirms nothing.
	await page.goto( confirm as string );
	await expect(
		page.getByText( `Confirm that ${ email } may receive our newsletter.` )
	).toBeVisible();
	await admin.reload();
	await expect( row.getByRole( 'cell', { name: 'Pending' } ) ).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Confirm my subscription' } )
		.click();
	await expect(
		page.getByText( 'Thank you: your subscription is confirmed.' )
	).toBeVisible();

	await admin.reload();
	await expect(
		row.getByRole( 'cell', { name: 'Confirmed', exact: true } )
	).toBeVisible();
	await admin.getByRole( 'link', { name: /^Confirmed/ } ).click();
	await expect(
		admin.getByRole( 'row' ).filter( { hasText: email } )
	).toHaveCount( 1 );
	await adminContext.close();
} );

test( 'without JavaScript the form still signs up, and a refusal shows its message with a way back @social', async ( {
	browser,
	baseURL,
} ) => {
	const context = await browser.newContext( {
		baseURL,
		javaScriptEnabled: false,
	} );
	try {
		const page = await context.newPage();
		await page.goto( postLink );
		await (
			await fillForm( page, 'dee-at-example' )
		)
			.getByRole( 'button', { name: 'Subscribe' } )
			.click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Please enter a valid email address, such as name@example.com.'
		);
		await page.getByRole( 'link', { name: 'Back to the page' } ).click();
		await expect( page ).toHaveURL( postLink );

		const email = `dee@${ DOMAIN }`;
		await (
			await fillForm( page, email )
		)
			.getByRole( 'button', { name: 'Subscribe' } )
			.click();
		await expect( page.getByRole( 'status' ) ).toHaveText( SUCCESS );
		expect( ( await mailTo( email ) ).subject ).toContain(
			'Please confirm your subscription'
		);
	} finally {
		await context.close();
	}
} );
