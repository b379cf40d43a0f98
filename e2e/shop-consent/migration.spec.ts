/**
 * A shop coming from GDPR Cookie Compliance: a visitor who decided there (its `moove_gdpr_popup` cookie) is not
 * asked again. The storefront core converts the cookie once into `shop_consent`, logs it as migrated and deletes
 * the old one; the admin finds the record in the Consent log.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { findLogRow } from './consent-log-admin';
import { consentLogged, newVisitor } from './visitor';

test( 'a decision made under GDPR Cookie Compliance is kept, logged as migrated, and the old cookie deleted', async ( {
	admin,
	browser,
	baseURL,
	page,
} ) => {
	const visitor = await newVisitor( browser, baseURL );
	await visitor.addCookies( [
		{
			// As the replaced plugin's script writes it after a choice in its modal.
			name: 'moove_gdpr_popup',
			value: encodeURIComponent(
				JSON.stringify( {
					strict: '1',
					thirdparty: '0',
					advanced: '1',
				} )
			),
			url: baseURL ?? '',
		},
	] );
	const storefront = await visitor.newPage();
	const logged = consentLogged( storefront );

	await storefront.goto( '/' );

	expect( ( await logged ).status() ).toBe( 201 );
	await expect( storefront.locator( 'html' ) ).toHaveAttribute(
		'data-shop-consent-decided'
	);
	await expect(
		storefront.getByRole( 'region', { name: 'Cookie consent' } )
	).toHaveCount( 0 );
	// Not even at first paint: the head snippet leaves the bar to the migration.
	await expect( storefront.locator( 'html' ) ).not.toHaveAttribute(
		'data-shop-consent-bar'
	);
	const cookies = await visitor.cookies();
	expect(
		cookies.find( ( c ) => c.name === 'moove_gdpr_popup' )
	).toBeUndefined();
	const record = JSON.parse(
		decodeURIComponent(
			cookies.find( ( c ) => c.name === 'shop_consent' )?.value ?? '{}'
		)
	);
	expect( record ).toMatchObject( { strict: 1, thirdparty: 0, advanced: 1 } );
	expect( record.id ).toMatch( /^[0-9a-f]{32}$/ );

	// The next page finds nothing to migrate: no second record.
	let beacons = 0;
	storefront.on( 'request', ( request ) => {
		if ( request.url().includes( '/shop-consent/v1/log' ) ) {
			beacons++;
		}
	} );
	await storefront.reload( { waitUntil: 'networkidle' } );
	expect( beacons ).toBe( 0 );
	await visitor.close();

	const row = await findLogRow( admin, page, record.id );
	await expect( row ).toContainText( 'Custom' );
	await expect( row ).toContainText( 'Migrated from GDPR Cookie Compliance' );
} );
