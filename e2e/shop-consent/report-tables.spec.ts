/**
 * The data tables of the Statistics and Consent log tabs stay inside their panel, on a wide and a narrow admin
 * screen, with rows as wide as the tables allow: a table fits, or scrolls inside its own region; it is never cut off
 * and never widens the page.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { runWordPressPhp } from '../support/wordpress-php';

const ROWS = path.join( __dirname, 'fixtures/wide-report-rows.php' );

/**
 * For each table of the open tab: whether it fits its panel, or its scroll region does and scrolls.
 *
 * @param page The settings page.
 */
const tableFits = ( page: Page ) =>
	page.getByRole( 'tabpanel' ).evaluate( ( panel ) => {
		const right = panel.getBoundingClientRect().right + 1;
		return Array.from( panel.querySelectorAll( 'table' ) ).map(
			( table ) => {
				const region = table.closest( '[role="region"]' );
				const fits = table.getBoundingClientRect().right <= right;
				const scrolls =
					!! region &&
					region.getBoundingClientRect().right <= right &&
					region.scrollWidth > region.clientWidth &&
					getComputedStyle( region ).overflowX !== 'visible';
				return {
					table: table.caption?.textContent ?? '',
					inside: fits || scrolls,
				};
			}
		);
	} );

/**
 * Whether the page is wider than the window (something pushed past the screen's edge).
 *
 * @param page The settings page.
 */
const pageOverflows = ( page: Page ) =>
	page.evaluate(
		() => document.documentElement.scrollWidth > window.innerWidth
	);

test.beforeAll( () => {
	runWordPressPhp( ROWS, [ 'seed' ] );
} );

test.afterAll( () => {
	runWordPressPhp( ROWS, [ 'remove' ] );
} );

for ( const width of [ 1280, 782 ] ) {
	test( `at ${ width } px the statistics and log tables stay inside their panel`, async ( {
		admin,
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await admin.visitAdminPage(
			'options-general.php',
			'page=shop-consent'
		);

		await page.getByRole( 'tab', { name: 'Statistics' } ).click();
		await expect(
			page.getByRole( 'table', { name: 'Top pages' } )
		).toContainText( '/e2e-wide-table/0-' );
		const statistics = await tableFits( page );
		expect( statistics.length ).toBeGreaterThan( 1 );
		for ( const { table, inside } of statistics ) {
			expect( inside, `the table "${ table }"` ).toBe( true );
		}
		expect( await pageOverflows( page ) ).toBe( false );

		await page.getByRole( 'tab', { name: 'Consent log' } ).click();
		await page.getByRole( 'button', { name: 'Search' } ).click();
		await expect( page.getByRole( 'tabpanel' ) ).toContainText(
			'e2ewide0'
		);
		const log = await tableFits( page );
		expect( log.length ).toBeGreaterThan( 0 );
		for ( const { table, inside } of log ) {
			expect( inside, `the table "${ table }"` ).toBe( true );
		}
		expect( await pageOverflows( page ) ).toBe( false );
	} );
}
