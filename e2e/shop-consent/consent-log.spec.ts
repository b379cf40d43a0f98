/**
 * The consent log as proof of consent: a visitor accepts on the storefront, the admin finds that consent id in
 * the Consent log tab, and the CSV export of the period holds it, as its keyed hash (the log never holds the id).
 */

/**
 * External dependencies
 */
import { readFile } from 'node:fs/promises';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { consentHash, findLogRow } from './consent-log-admin';
import { consentLogged, newVisitor } from './visitor';

test( 'a visitor’s “Accept all” is found by its consent id and is in the CSV export', async ( {
	admin,
	browser,
	baseURL,
	page,
} ) => {
	// The visitor: a separate, logged-out browser context.
	const visitor = await newVisitor( browser, baseURL );
	const storefront = await visitor.newPage();
	await storefront.goto( '/' );
	const logged = consentLogged( storefront );
	await storefront.getByRole( 'button', { name: 'Accept all' } ).click();
	expect( ( await logged ).status() ).toBe( 201 );
	const cookie = ( await visitor.cookies() ).find(
		( c ) => c.name === 'shop_consent'
	);
	const id: string = JSON.parse(
		decodeURIComponent( cookie?.value ?? '{}' )
	).id;
	expect( id ).toMatch( /^[0-9a-f]{32}$/ );
	await visitor.close();

	// The admin: the Consent log tab finds it by the id the visitor gives.
	const row = await findLogRow( admin, page, id );
	await expect( row ).toContainText( 'Accept all' );
	await expect( row ).toContainText( 'Banner' );
	// The search did not save the settings form around it.
	await expect( page.locator( '.components-notice.is-success' ) ).toHaveCount(
		0
	);

	// The chart of the default period (the last 30 days) counts it.
	await expect(
		page.getByRole( 'img', { name: /^Decisions per day \(UTC\) from / } )
	).toHaveAccessibleName( /Accept all [1-9]\d*/ );

	await expectNoAxeViolations( page, '.shop-consent-log' );

	// The CSV export of that period holds it, streamed as a download.
	const exported = page.waitForResponse( ( response ) =>
		response.url().includes( '/shop-consent/v1/log/export' )
	);
	const downloaded = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export CSV' } ).click();
	const response = await exported;
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toBe(
		'text/csv; charset=utf-8'
	);
	expect( response.headers()[ 'content-disposition' ] ).toMatch(
		/^attachment; filename="consent-log-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/
	);
	const download = await downloaded;
	expect( download.suggestedFilename() ).toMatch(
		/^consent-log-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/
	);
	const csv = await readFile( await download.path(), 'utf8' );
	const lines = csv.trimEnd().split( '\r\n' );
	expect( lines[ 0 ] ).toBe(
		'consent_hash,time,decision,strict,thirdparty,advanced,consent_version,text_version,region,source'
	);
	const hash = consentHash( id );
	expect( hash ).toMatch( /^[0-9a-f]{64}$/ );
	expect( csv ).not.toContain( id );
	expect( lines.find( ( line ) => line.startsWith( hash ) ) ).toMatch(
		new RegExp(
			`^${ hash },\\d{4}-\\d{2}-\\d{2}T[\\d:]{8}Z,accept_all,1,1,1,`
		)
	);
} );

test( 'the export is refused to a request without the REST nonce', async ( {
	request,
} ) => {
	// The admin's cookies without a nonce: WordPress treats it as logged out (no CSRF download).
	const response = await request.get(
		'/wp-json/shop-consent/v1/log/export?from=2024-01-01&to=2024-01-31'
	);

	expect( response.status() ).toBe( 401 );
	expect( response.headers()[ 'content-type' ] ).toContain(
		'application/json'
	);
} );
