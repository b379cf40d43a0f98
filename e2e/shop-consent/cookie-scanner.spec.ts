/**
 * Cookie scanner, Cookie policy block and Blocked embeds settings, as an administrator uses them: the scanner loads
 * the site's pages with everything allowed and lists a cookie set by a third-party script, the saved list shows on
 * a page through the block and the shortcode, and switching YouTube off in Blocked embeds embeds it directly.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { Admin, RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect, shopperState } from '../support/test';
import { withConsentSettings } from './consent-settings';

const BASE = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8888';

const LIST = '/shop-consent/v1/cookie-list';

interface CookieList {
	updated: number;
	items: Array< Record< string, string > >;
}

async function openTab( admin: Admin, page: Page, tab: string ) {
	await admin.visitAdminPage( 'options-general.php', 'page=shop-consent' );
	await page.getByRole( 'tab', { name: tab } ).click();
}

/**
 * A page as a first-time visitor sees it (YouTube answered locally: the stack is offline).
 * @param browser
 * @param url
 */
async function asShopper( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		baseURL: BASE,
		storageState: shopperState,
	} );
	await context.route( '**youtube-nocookie.com/**', ( route ) =>
		route.fulfill( { body: '<html></html>', contentType: 'text/html' } )
	);
	const page = await context.newPage();
	await page.goto( url );
	return { page, close: () => context.close() };
}

async function createPage(
	requestUtils: RequestUtils,
	title: string,
	content: string,
	type: 'pages' | 'posts' = 'pages'
) {
	return ( await requestUtils.rest( {
		method: 'POST',
		path: `/wp/v2/${ type }`,
		data: { title, content, status: 'publish' },
	} ) ) as { id: number; link: string };
}

test.describe( 'Cookie scanner and Cookie policy', () => {
	// A third-party script, allowed during the scan only, sets the test cookie.
	withConsentSettings( {
		scripts: {
			thirdparty: {
				head: '',
				body: '',
				footer: '<script>document.cookie="shop_scan_test=1; path=/; SameSite=Lax";</script>',
			},
		},
	} );

	let previous: CookieList;
	let policy: { id: number; link: string };

	test.beforeAll( async ( { requestUtils } ) => {
		previous = await requestUtils.rest< CookieList >( { path: LIST } );
		policy = await createPage(
			requestUtils,
			'Cookie policy',
			'<!-- wp:shop-consent/cookie-policy /--><!-- wp:shortcode -->[shop_consent_cookie_policy]<!-- /wp:shortcode -->'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: LIST,
			data: { items: previous.items },
		} );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ policy.id }`,
			params: { force: true },
		} );
	} );

	test( 'the scanner lists a test cookie and a known one, the list is saved and the policy page shows it', async ( {
		admin,
		page,
		browser,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		await openTab( admin, page, 'Cookies' );
		await expect(
			page.getByText( 'Home page', { exact: true } )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Scan the site' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Cancel scan' } )
		).toBeVisible();
		await expect(
			page.locator( '.shop-consent-scanner__status' )
		).toContainText( 'Scanning page 1 of' );
		await expect(
			page.locator( '.shop-consent-scanner__status' )
		).toContainText( 'Scan finished', { timeout: 150_000 } );

		const row = ( name: string ) =>
			page.locator( 'tr' ).filter( {
				has: page.locator( 'th[scope="row"] code', {
					hasText: new RegExp( `^${ name }$` ),
				} ),
			} );
		const scanTest = row( 'shop_scan_test' );
		await expect( scanTest.getByText( 'Unknown' ) ).toBeVisible();
		await expect(
			row( 'shop_consent' ).getByRole( 'combobox', {
				name: 'Category of shop_consent',
			} )
		).toHaveValue( 'strict' );
		await expect( row( 'shop_consent' ) ).toContainText( 'Shop Consent' );
		await expectNoAxeViolations( page, '.shop-consent-scanner' );
		// The admin's own consent record is back as it was: there was none.
		const cookies = await page.context().cookies();
		expect( cookies.map( ( cookie ) => cookie.name ) ).not.toContain(
			'shop_consent'
		);

		await scanTest
			.getByRole( 'textbox', { name: 'Service of shop_scan_test' } )
			.fill( 'Scanner test' );
		await scanTest
			.getByRole( 'textbox', { name: 'Purpose of shop_scan_test' } )
			.fill( 'Set by the end-to-end test <b>script</b>' );
		await page.getByRole( 'button', { name: 'Save cookie list' } ).click();
		await expect(
			page.locator( '.components-notice.is-success' )
		).toContainText( 'Cookie list saved.' );

		const stored = await requestUtils.rest< CookieList >( { path: LIST } );
		expect( stored.items ).toContainEqual( {
			name: 'shop_scan_test',
			type: 'cookie',
			category: 'thirdparty',
			service: 'Scanner test',
			purpose: 'Set by the end-to-end test <b>script</b>',
			duration: '',
			host: '',
		} );

		const shopper = await asShopper( browser, policy.link );
		try {
			// Block and shortcode: the same tables twice.
			const thirdParty = shopper.page.getByRole( 'table', {
				name: 'Third-party',
			} );
			await expect( thirdParty ).toHaveCount( 2 );
			const testRow = thirdParty
				.first()
				.getByRole( 'row', { name: /shop_scan_test/ } );
			await expect( testRow ).toContainText( 'Scanner test' );
			await expect( testRow ).toContainText(
				'Set by the end-to-end test <b>script</b>'
			);
			// Plain tables: only a few rules apply (three ran when this was written).
			await expectNoAxeViolations(
				shopper.page,
				'.wp-block-shop-consent-cookie-policy',
				'the Cookie policy block',
				1
			);
			await expect(
				shopper.page
					.getByRole( 'table', { name: 'Strictly necessary' } )
					.first()
					.getByRole( 'rowheader', {
						name: 'shop_consent',
						exact: true,
					} )
			).toBeVisible();
		} finally {
			await shopper.close();
		}
	} );
} );

test.describe( 'Blocked embeds tab', () => {
	// Snapshot of the settings, put back after the tests.
	withConsentSettings( {} );

	const SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
	let post: { id: number; link: string };

	test.beforeAll( async ( { requestUtils } ) => {
		post = await createPage(
			requestUtils,
			'Embed settings',
			`<!-- wp:html --><iframe src="${ SRC }" title="A video"></iframe><!-- /wp:html -->`,
			'posts'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ post.id }`,
			params: { force: true },
		} );
	} );

	test( 'switching YouTube off embeds its videos directly', async ( {
		admin,
		page,
		browser,
	} ) => {
		const before = await asShopper( browser, post.link );
		try {
			await expect(
				before.page.getByRole( 'group', { name: 'YouTube' } )
			).toBeVisible();
		} finally {
			await before.close();
		}

		await openTab( admin, page, 'Blocked embeds' );
		const hold = page.getByRole( 'checkbox', {
			name: 'Hold back YouTube embeds until consent',
		} );
		await expect( hold ).toBeChecked();
		await hold.click();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			page.locator( '.components-notice.is-success' )
		).toContainText( 'Settings saved.' );

		const after = await asShopper( browser, post.link );
		try {
			await expect(
				after.page.locator( 'iframe[title="A video"]' )
			).toHaveAttribute( 'src', SRC );
			await expect(
				after.page.getByRole( 'group', { name: 'YouTube' } )
			).toHaveCount( 0 );
		} finally {
			await after.close();
		}
	} );
} );
