/**
 * The consent bar and the settings modal on a 390 px phone, as a visitor opens them: the modal's tabs on one row,
 * the dialog the same height on every tab, the bar and the modal in the shop's colours (Shop Theme's primary on
 * the buttons, Accept and Reject alike) and readable (axe's contrast rules among WCAG 2.2 AA). The bar's colours and
 * equal buttons are checked on a desktop too.
 */

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from '../support/axe';
import { test, expect, shopperState } from '../support/test';

/** Shop Theme's `primary` (theme.json), as the browser computes it. */
const PRIMARY = 'rgb(31, 77, 63)';

test.use( {
	storageState: shopperState,
	viewport: { width: 390, height: 844 },
} );

for ( const [ device, viewport ] of [
	[ 'phone', { width: 390, height: 844 } ],
	[ 'desktop', { width: 1440, height: 900 } ],
] as const ) {
	test( `on a ${ device } the bar offers Accept and Reject alike, in the shop’s brand colour`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await page.goto( '/' );
		const bar = page.getByRole( 'region', { name: /cookie/i } );
		const accept = bar.getByRole( 'button', { name: 'Accept all' } );
		const reject = bar.getByRole( 'button', { name: 'Reject all' } );
		await expect( accept ).toBeVisible();

		for ( const button of [ accept, reject ] ) {
			await expect( button ).toHaveCSS( 'background-color', PRIMARY );
			await expect( button ).toHaveCSS( 'color', 'rgb(255, 255, 255)' );
		}
		const [ one, two ] = [
			( await accept.boundingBox() )!,
			( await reject.boundingBox() )!,
		];
		expect( one.height ).toBe( two.height );
		await expectNoAxeViolations( page, '#shop-consent-bar', 'the bar' );
	} );
}

test( 'on a phone the modal keeps its tabs on one row and its height on every tab', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page
		.getByRole( 'region', { name: /cookie/i } )
		.getByRole( 'button', { name: 'Settings' } )
		.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	const tabs = dialog.getByRole( 'tab' );
	await expect( tabs ).toHaveCount( 3 );

	const heights = new Set< number >();
	for ( let index = 0; index < 3; index++ ) {
		const tab = tabs.nth( index );
		await tab.click();
		await expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( dialog.getByRole( 'tabpanel' ) ).toHaveCount( 1 );

		// One row: every tab's top at the same height, and all of them inside the dialog.
		const tops = await tabs.evaluateAll( ( all ) =>
			all.map( ( el ) => Math.round( el.getBoundingClientRect().top ) )
		);
		expect( new Set( tops ).size, `tabs on one row (${ tops })` ).toBe( 1 );
		const box = ( await dialog.boundingBox() )!;
		for ( const each of await tabs.all() ) {
			const tabBox = ( await each.boundingBox() )!;
			expect( tabBox.x ).toBeGreaterThanOrEqual( box.x );
			expect( tabBox.x + tabBox.width ).toBeLessThanOrEqual(
				box.x + box.width
			);
		}
		heights.add( Math.round( box.height ) );
		await expectNoAxeViolations(
			page,
			'#shop-consent-ui',
			`the modal on tab ${ index + 1 }`
		);
	}
	expect(
		[ ...heights ],
		'the same dialog height on every tab'
	).toHaveLength( 1 );
	await expect(
		dialog.getByRole( 'button', { name: 'Accept all' } )
	).toHaveCSS( 'background-color', PRIMARY );
} );
