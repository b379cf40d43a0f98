/**
 * The admin's Consent log tab: finds the row of a consent id.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
import type { Admin } from '@wordpress/e2e-test-utils-playwright';

/**
 * Opens Settings > Shop Consent > Consent log and searches for a consent id.
 *
 * @param admin  The admin fixture.
 * @param page   The admin's page.
 * @param search The id or its beginning.
 * @param id     The whole id, which names the row.
 * @return The row of that id in the results.
 */
export async function findLogRow(
	admin: Admin,
	page: Page,
	search: string,
	id = search
) {
	await admin.visitAdminPage( 'options-general.php', 'page=shop-consent' );
	await page.getByRole( 'tab', { name: 'Consent log' } ).click();
	await page.getByRole( 'textbox', { name: 'Consent ID' } ).fill( search );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	return page
		.getByRole( 'table', { name: 'Consent records' } )
		.getByRole( 'row', { name: new RegExp( id ) } );
}
