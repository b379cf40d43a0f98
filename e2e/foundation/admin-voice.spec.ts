/**
 * One admin voice across the bundle's settings screens, as an admin at a 1280 px wide screen sees them: the same
 * "Save changes" button (its words kept while a save runs, as WordPress core's), the same "Settings saved." notice
 * that stays until dismissed, tab labels on one line, and help text with room before the next control.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

const SCREENS = [
	{ name: 'Shop Consent', path: 'options-general.php?page=shop-consent' },
	{
		name: 'Shop Social Icons',
		path: 'options-general.php?page=shop-social-icons',
	},
	{ name: 'Shop Filter', path: 'admin.php?page=shop-filter', shop: true },
	{ name: 'Theme options', path: 'themes.php?page=shop-theme-options' },
];

/** Longer than any notice of the bundle used to stay (social's faded after 5.4 s). */
const NOTICE_OUTLIVES_MS = 30_000;

/**
 * Holds the screen's saves (a POST to the REST API) until the returned function is called.
 *
 * @param page The settings page.
 */
async function holdSaves( page: Page ) {
	let release: () => void = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	await page.route(
		( url ) =>
			url.pathname.includes( '/wp-json/' ) ||
			url.searchParams.has( 'rest_route' ),
		async ( route ) => {
			if ( route.request().method() === 'POST' ) {
				await released;
			}
			await route.continue();
		}
	);
	return release;
}

/** Space a help text needs below it before the next control (WordPress's form tables leave about this much). */
const HELP_GAP = 12;

/**
 * How many lines each tab's label takes: the distinct tops of the boxes its text is drawn in.
 *
 * @param page The settings page.
 */
const tabLines = ( page: Page ) =>
	page.getByRole( 'tab' ).evaluateAll( ( tabs ) =>
		tabs.map( ( tab ) => {
			const range = document.createRange();
			range.selectNodeContents( tab );
			const tops = Array.from( range.getClientRects() )
				.filter( ( box ) => box.width > 0 )
				.map( ( box ) => Math.round( box.top ) );
			return { label: tab.textContent, lines: new Set( tops ).size };
		} )
	);

/**
 * For each visible help text, the space between it and the control after its own.
 *
 * @param page The settings page.
 */
const helpGaps = ( page: Page ) =>
	page.locator( '.components-base-control__help' ).evaluateAll( ( helps ) =>
		helps.flatMap( ( help ) => {
			const control = help.closest( '.components-base-control' );
			const owner =
				control?.closest( '.components-toggle-control' ) ?? control;
			const next = owner?.nextElementSibling;
			const below = help.getBoundingClientRect();
			if ( ! next || below.height === 0 ) {
				return [];
			}
			return [
				{
					help: help.textContent?.slice( 0, 40 ),
					gap: Math.round(
						next.getBoundingClientRect().top - below.bottom
					),
				},
			];
		} )
	);

test.use( { viewport: { width: 1280, height: 900 } } );

for ( const screen of SCREENS ) {
	test( `${ screen.name }: "Save changes", tabs on one line, help spaced from the next control`, async ( {
		page,
	} ) => {
		if ( screen.shop ) {
			requireWooCommerce();
		}
		await page.goto( `/wp-admin/${ screen.path }` );
		const saveButton = page.getByRole( 'button', {
			name: 'Save changes',
			exact: true,
		} );
		await expect( saveButton ).toBeVisible();
		// As wide as its words, as WordPress core's button (not stretched across the form).
		const widths = await saveButton.evaluate( ( button ) => {
			const drawn = button.getBoundingClientRect().width;
			const before = button.style.width;
			button.style.width = 'max-content';
			const words = button.getBoundingClientRect().width;
			button.style.width = before;
			return { drawn, words };
		} );
		expect( widths.drawn ).toBeCloseTo( widths.words, 0 );
		// Room before what the screen draws below it (the filter's index panel touched it).
		const gapBelow = await saveButton.evaluate( ( button ) => {
			const bottom = button.getBoundingClientRect().bottom;
			const walker = document.createTreeWalker(
				document.body,
				NodeFilter.SHOW_ELEMENT
			);
			walker.currentNode = button;
			for (
				let next = walker.nextNode();
				next;
				next = walker.nextNode()
			) {
				const box = ( next as Element ).getBoundingClientRect();
				if (
					! button.contains( next ) &&
					box.height > 0 &&
					box.top >= bottom - 1
				) {
					return Math.round( box.top - bottom );
				}
			}
			return null;
		} );
		if ( gapBelow !== null ) {
			expect( gapBelow, 'below Save changes' ).toBeGreaterThanOrEqual(
				HELP_GAP
			);
		}

		for ( const { label, lines } of await tabLines( page ) ) {
			expect( lines, `the tab "${ label }"` ).toBe( 1 );
		}
		for ( const { help, gap } of await helpGaps( page ) ) {
			expect( gap, `below "${ help }…"` ).toBeGreaterThanOrEqual(
				HELP_GAP
			);
		}

		// Saving: the button keeps its words while busy, then one success notice that stays until dismissed.
		await page.clock.install();
		const release = await holdSaves( page );
		const button = page.getByRole( 'button', {
			name: 'Save changes',
			exact: true,
		} );
		await button.click();
		await expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		release();
		const saved = page.locator( '.components-notice.is-success' );
		await expect( saved ).toContainText( 'Settings saved.' );
		await expect( button ).toBeEnabled();
		await page.clock.runFor( NOTICE_OUTLIVES_MS );
		await expect( saved ).toBeVisible();
		await expect( saved ).toHaveCSS( 'opacity', '1' );
		await saved.getByRole( 'button', { name: 'Close' } ).click();
		await expect( saved ).toHaveCount( 0 );
	} );
}
