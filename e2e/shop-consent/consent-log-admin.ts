/**
 * The admin's Consent log tab: finds the rows of a consent id.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Admin } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { runWordPressPhp } from '../support/wordpress-php';

/**
 * The keyed hash the log stores for a consent id (the log never holds the id).
 *
 * @param id The consent id.
 */
export const consentHash = ( id: string ) =>
	runWordPressPhp( path.join( __dirname, 'fixtures/consent-hash.php' ), [
		id,
	] );

/**
 * Opens Settings > Shop Consent > Consent log and searches for a consent id, as the visitor gives it.
 *
 * @param admin The admin fixture.
 * @param page  The admin's page.
 * @param id    The whole id.
 * @return The row of that id in the results (named by the id's hash).
 */
export async function findLogRow( admin: Admin, page: Page, id: string ) {
	await admin.visitAdminPage( 'options-general.php', 'page=shop-consent' );
	await page.getByRole( 'tab', { name: 'Consent log' } ).click();
	await page.getByRole( 'textbox', { name: 'Consent ID' } ).fill( id );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	return page
		.getByRole( 'table', { name: 'Consent records' } )
		.getByRole( 'row', { name: new RegExp( consentHash( id ) ) } );
}
