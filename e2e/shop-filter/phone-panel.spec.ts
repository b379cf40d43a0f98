/**
 * The filter on a 390 px phone (README "Phones"): closed behind its "Filter products" button from the first paint,
 * so the products never move while the page loads; the button opens a dialog over the page (focus kept inside, a
 * close button, Escape, "Show N results" with N live), with 44 px tap targets; with JavaScript off the form is shown
 * open, with no button that could not work.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { decideConsent } from '../storefront/support/product-page';
import {
	countOf,
	notReloaded,
	openListing,
	openShopWithoutJavaScript,
	products,
} from './support/filter-page';
import { expectNoAxeViolations } from '../support/axe';
import {
	describeShifts,
	layoutShifts,
	recordLayoutShifts,
	shiftSum,
} from '../support/layout-shifts';

const PHONE = { width: 390, height: 844 };

test.use( { storageState: shopperState, viewport: PHONE } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

/**
 * The form of the theme's phone slot (the sidebar's copy is hidden on phones), its button and a term of it.
 *
 * @param page The page.
 */
function phoneFilter( page: Page ) {
	const form = page.locator(
		'.shop-theme-filter-overlay-slot form.shop-filter'
	);
	return {
		form,
		toggle: form.getByRole( 'button', { name: 'Filter products' } ),
		accessories: form.getByRole( 'checkbox', {
			name: 'Accessories',
			exact: true,
		} ),
	};
}

test( 'on a phone the shop does not move while it loads: the filter is closed behind its button from the first paint @woocommerce', async ( {
	page,
} ) => {
	await recordLayoutShifts( page );
	const listed = await openListing( page );
	// Load is over (goto waits for it) and the core has run; late styles, fonts and images get a second more.
	await page.waitForTimeout( 1000 );

	const { toggle, accessories } = phoneFilter( page );
	await expect( toggle ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( accessories ).toBeHidden();
	expect( listed ).toBeGreaterThan( 0 );
	const shifts = await layoutShifts( page );
	expect( shiftSum( shifts ), describeShifts( shifts ).join( '\n' ) ).toBe(
		0
	);
} );

test( 'on a phone the filter opens as a dialog over the products: ticking updates "Show N results", which closes it onto N products @woocommerce', async ( {
	page,
} ) => {
	await openListing( page );
	const { form, toggle, accessories } = phoneFilter( page );
	const panelId = await toggle.getAttribute( 'aria-controls' );
	expect( panelId ).toBeTruthy();
	const firstCard = products( page ).first();
	const cardTop = ( await firstCard.boundingBox() )?.y;

	await toggle.click();
	const dialog = page.getByRole( 'dialog', { name: 'Filter products' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toHaveAttribute( 'id', panelId as string );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect(
		dialog.getByRole( 'button', { name: 'Close filters' } )
	).toBeFocused();
	// Over the page, not in it: the products stay where they were, under the panel.
	expect( ( await firstCard.boundingBox() )?.y ).toBe( cardTop );
	const panelBox = await dialog.boundingBox();
	expect( panelBox ).toMatchObject( { x: 0, y: 0, width: PHONE.width } );

	const expected = await countOf( form, 'Accessories' );
	expect( expected ).toBeGreaterThan( 0 );
	await accessories.check();
	await expect( page ).toHaveURL( /product_cat=accessories/ );
	const show = dialog.getByRole( 'button', {
		name: `Show ${ expected } result${ expected === 1 ? '' : 's' }`,
	} );
	await expect( show ).toBeVisible();
	await expect( accessories ).toBeChecked();
	await expect( dialog ).toBeVisible();

	await show.click();
	await expect( dialog ).toBeHidden();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();
	await expect( products( page ) ).toHaveCount( expected );
	expect( await notReloaded( page ) ).toBe( true );
} );

test( 'on a phone the filter dialog keeps the focus inside, and Escape or its close button give it back to the button @woocommerce', async ( {
	page,
} ) => {
	await openListing( page );
	const { toggle } = phoneFilter( page );
	const dialog = page.getByRole( 'dialog', { name: 'Filter products' } );
	const close = dialog.getByRole( 'button', { name: 'Close filters' } );
	const focusInDialog = () =>
		dialog.evaluate(
			( panel ) =>
				panel.ownerDocument.activeElement?.closest(
					'[role="dialog"]'
				) === panel
		);

	await toggle.focus();
	await page.keyboard.press( 'Enter' );
	await expect( close ).toBeFocused();
	await page.keyboard.press( 'Shift+Tab' );
	await expect(
		dialog.getByRole( 'button', { name: /^Show \d+ results?$/ } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( close ).toBeFocused();
	const stops = await dialog.evaluate(
		( panel ) =>
			Array.from(
				panel.querySelectorAll(
					'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select'
				)
			).filter( ( element ) => element.getClientRects().length > 0 )
				.length
	);
	for ( let press = 0; press <= stops; press++ ) {
		await page.keyboard.press( 'Tab' );
		expect( await focusInDialog(), `Tab ${ press + 1 }` ).toBe( true );
	}

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();

	await page.keyboard.press( 'Space' );
	await expect( close ).toBeFocused();
	await close.click();
	await expect( dialog ).toBeHidden();
	await expect( toggle ).toBeFocused();
} );

test( "on a phone the filter dialog has 44 px tap targets, options in the theme's colour, no layout shift and no axe violation @woocommerce", async ( {
	page,
} ) => {
	await recordLayoutShifts( page );
	await openListing( page );
	const { form, toggle, accessories } = phoneFilter( page );
	await toggle.click();
	const dialog = page.getByRole( 'dialog', { name: 'Filter products' } );
	await expect( dialog ).toBeVisible();

	const targets = [
		toggle,
		dialog.getByRole( 'button', { name: 'Close filters' } ),
		dialog.getByRole( 'button', { name: /^Show \d+ results?$/ } ),
		dialog.locator( '.shop-filter__toggle' ).first(),
		dialog.locator( '.shop-filter__list label' ).first(),
		dialog.locator( 'label', {
			has: page.getByRole( 'checkbox', {
				name: 'Accessories',
				exact: true,
			} ),
		} ),
	];
	for ( const target of targets ) {
		const box = await target.boundingBox();
		const name = await target.evaluate(
			( element ) =>
				`${ element.className || element.tagName }: ${ element.textContent?.trim() }`
		);
		expect( box?.height, name ).toBeGreaterThanOrEqual( 44 );
		expect( box?.width, name ).toBeGreaterThanOrEqual( 44 );
	}
	const look = await accessories.evaluate( ( box ) => {
		const style = getComputedStyle( box );
		const probe = document.createElement( 'span' );
		probe.style.color = 'var(--wp--preset--color--primary)';
		document.body.append( probe );
		const primary = getComputedStyle( probe ).color;
		probe.remove();
		return {
			accent: style.accentColor,
			primary,
			size: box.getBoundingClientRect().width,
		};
	} );
	expect( look.accent ).toBe( look.primary );
	expect( look.size ).toBeGreaterThanOrEqual( 20 );

	await expectNoAxeViolations(
		page,
		'.shop-theme-filter-overlay-slot form.shop-filter',
		'the open filter dialog'
	);
	await page.keyboard.press( 'Escape' );
	await expect( form.locator( '.shop-filter__panel' ) ).toBeHidden();
	const shifts = await layoutShifts( page );
	expect( shiftSum( shifts ), describeShifts( shifts ).join( '\n' ) ).toBe(
		0
	);
} );

test( 'on a phone without JavaScript the filter is shown open, with no button, and filters as a plain form @woocommerce', async ( {
	browser,
	baseURL,
} ) => {
	const page = await openShopWithoutJavaScript( browser, baseURL, PHONE );
	const all = await products( page ).count();
	const { form, toggle, accessories } = phoneFilter( page );

	await expect( toggle ).toBeHidden();
	await expect( accessories ).toBeVisible();
	await accessories.check();
	await form.getByRole( 'button', { name: 'Filter', exact: true } ).click();

	await expect( page ).toHaveURL( /product_cat%5B%5D=accessories/ );
	expect( await products( page ).count() ).toBeLessThan( all );
	await expect( phoneFilter( page ).accessories ).toBeChecked();
	await page.context().close();
} );
