/**
 * Visitor statistics in the browser: a per-visit row only after accepting, none after rejecting; with anonymous
 * statistics on, a daily count without consent, no per-visit row and no cookie; the Statistics tab shows the page.
 * What is stored is read through the admin report (GET shop-consent/v1/statistics), as the Statistics tab reads it.
 */

/**
 * External dependencies
 */
import type { Browser, Page, Request } from '@playwright/test';
import { join } from 'node:path';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect, shopperState } from '../support/test';
import { runWordPressPhp } from '../support/wordpress-php';
import { withConsentSettings } from './consent-settings';

/** A browser's user agent: Playwright's own says HeadlessChrome, which the collector rightly counts as a bot. */
const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const BEACON = /\/shop-consent\/collect\.php|shop-consent(\/|%2F)v1(\/|%2F)hit/;

test.use( { storageState: shopperState, userAgent: BROWSER } );

interface PageFigures {
	views: number;
	visits: number;
}

interface Report {
	pages: ( PageFigures & { path: string; title: string } )[];
}

const utcDay = ( offset: number ) =>
	new Date( Date.now() + offset * 86_400_000 ).toISOString().slice( 0, 10 );

/**
 * Views and views with consent of one path, yesterday and today (UTC), as the admin report gives them.
 *
 * @param requestUtils The admin's REST helper.
 * @param path         Path of the page.
 */
async function figures(
	requestUtils: RequestUtils,
	path: string
): Promise< PageFigures > {
	const report = await requestUtils.rest< Report >( {
		path: '/shop-consent/v1/statistics',
		params: { from: utcDay( -1 ), to: utcDay( 0 ), path },
	} );
	const page = report.pages.find( ( p ) => p.path === path );
	return { views: page?.views ?? 0, visits: page?.visits ?? 0 };
}

/**
 * A published post of its own for each test, so its figures start at zero.
 *
 * @param requestUtils The admin's REST helper.
 * @param title        Title of the post.
 */
async function newPost( requestUtils: RequestUtils, title: string ) {
	const post = await requestUtils.rest< {
		id: number;
		link: string;
		title: { raw: string };
	} >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { title: `${ title } ${ Date.now() }`, status: 'publish' },
	} );
	const link = new URL( post.link );
	return {
		id: post.id,
		title: post.title.raw,
		path: link.pathname + link.search,
	};
}

/**
 * Records the beacons a page sends.
 *
 * @param page The page.
 */
function beacons( page: Page ): Request[] {
	const sent: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( BEACON.test( request.url() ) ) {
			sent.push( request );
		}
	} );
	return sent;
}

const posts: number[] = [];

test.afterAll( async ( { requestUtils } ) => {
	for ( const id of posts.splice( 0 ) ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ id }`,
			params: { force: true },
		} );
	}
} );

test.describe( 'with consent only', () => {
	withConsentSettings( {
		statistics: { enabled: true, anonymous: false, retention_days: 365 },
	} );

	test( 'a view is stored with its per-visit row only after accepting', async ( {
		page,
		requestUtils,
	} ) => {
		const post = await newPost( requestUtils, 'Statistics accept' );
		posts.push( post.id );
		const sent = beacons( page );

		await page.goto( post.path );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		expect( sent ).toHaveLength( 0 );
		expect( await figures( requestUtils, post.path ) ).toEqual( {
			views: 0,
			visits: 0,
		} );

		const answer = page.waitForResponse( ( r ) => BEACON.test( r.url() ) );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		expect( ( await answer ).status() ).toBe( 202 );

		await expect
			.poll( () => figures( requestUtils, post.path ) )
			.toEqual( { views: 1, visits: 1 } );
		expect( sent ).toHaveLength( 1 );
	} );

	test( 'rejecting stores nothing, on the page and on the next one', async ( {
		page,
		requestUtils,
	} ) => {
		const post = await newPost( requestUtils, 'Statistics reject' );
		posts.push( post.id );
		const sent = beacons( page );

		await page.goto( post.path );
		await page.getByRole( 'button', { name: 'Reject all' } ).click();
		await page.reload();
		await page.waitForLoadState( 'networkidle' );

		expect( sent ).toHaveLength( 0 );
		expect( await figures( requestUtils, post.path ) ).toEqual( {
			views: 0,
			visits: 0,
		} );
	} );
} );

test.describe( 'with anonymous statistics', () => {
	withConsentSettings( {
		statistics: { enabled: true, anonymous: true, retention_days: 365 },
	} );

	test( 'a view without consent is counted in the daily totals, with no per-visit row and no cookie', async ( {
		page,
		context,
		requestUtils,
	} ) => {
		const post = await newPost( requestUtils, 'Statistics anonymous' );
		posts.push( post.id );

		const answer = page.waitForResponse( ( r ) => BEACON.test( r.url() ) );
		await page.goto( post.path );
		const response = await answer;

		expect( response.status() ).toBe( 202 );
		const fields = new URLSearchParams(
			response.request().postData() ?? ''
		);
		expect( [ ...fields.keys() ].sort() ).toEqual( [
			'page',
			'path',
			'ref',
			'type',
		] );
		expect( await response.headerValue( 'set-cookie' ) ).toBeNull();
		await expect
			.poll( () => figures( requestUtils, post.path ) )
			.toEqual( { views: 1, visits: 0 } );
		expect( await context.cookies() ).toEqual( [] );

		// Consent given later on the page adds the per-visit row, without a second view.
		const again = page.waitForResponse( ( r ) => BEACON.test( r.url() ) );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		expect( ( await again ).status() ).toBe( 202 );
		await expect
			.poll( () => figures( requestUtils, post.path ) )
			.toEqual( { views: 1, visits: 1 } );
	} );
} );

/**
 * A visitor of its own (fresh context) who opens a page and accepts.
 *
 * @param browser The browser.
 * @param url     Address of the page.
 */
async function acceptOn( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		storageState: shopperState,
		userAgent: BROWSER,
	} );
	const visitor = await context.newPage();
	await visitor.goto( url );
	const answer = visitor.waitForResponse( ( r ) => BEACON.test( r.url() ) );
	await visitor.getByRole( 'button', { name: 'Accept all' } ).click();
	await answer;
	await context.close();
}

test.describe( 'the Statistics tab', () => {
	// The admin's own session: the settings screen, and pages that must not count their views.
	test.use( { storageState: process.env.STORAGE_STATE_PATH } );
	// "Top pages" lists the 50 most viewed: a site browsed today by earlier runs has no room for one view.
	test.beforeEach( () =>
		runWordPressPhp( join( __dirname, 'fixtures/clear-today-pages.php' ) )
	);

	test( 'shows the page a visitor viewed, and an admin’s view counts for nothing', async ( {
		page,
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const post = await newPost( requestUtils, 'Statistics tab' );
		posts.push( post.id );
		await acceptOn( browser, new URL( post.path, baseURL ).href );

		const sent = beacons( page );
		await page.goto( post.path );
		await page.waitForLoadState( 'networkidle' );
		expect( sent ).toHaveLength( 0 );

		await page.goto( '/wp-admin/options-general.php?page=shop-consent' );
		await page.getByRole( 'tab', { name: 'Statistics' } ).click();
		const pages = page.getByRole( 'table', { name: 'Top pages' } );
		const row = pages.getByRole( 'row', {
			name: new RegExp( post.title ),
		} );

		await expect(
			row.getByRole( 'link', { name: post.title } )
		).toHaveAttribute( 'href', new URL( post.path, baseURL ).href );
		await expect( row.getByRole( 'cell' ) ).toHaveText( [
			'post',
			'1',
			'1',
		] );
		await expect(
			page.getByRole( 'img', { name: /^Page views per day \(UTC\)/ } )
		).toBeVisible();

		await expectNoAxeViolations( page, '.shop-consent-statistics' );
	} );
} );
