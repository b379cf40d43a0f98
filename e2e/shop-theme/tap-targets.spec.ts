/**
 * Tap targets of at least 44 by 44 px on a phone (issue 28): the cart's quantity buttons (WooCommerce draws them
 * 30x27) and remove button (24x24), the same controls in the mini-cart drawer, and the side bar's closer, submenu
 * links (core's arrows were 10x10; the side bar now lists submenus open) and category links; the header's account and
 * cart links, the share icons a product page shows by default (drawn at their 40 px setting, tapped over 44 px) and
 * its gallery's zoom button; the classic cart's quantity field (22 px tall) and remove button (24x24).
 * Each one is measured, and lies inside the screen.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { atRest } from '../support/at-rest';
import { card, expectWithinWidth, openShop, PHONE } from './shop-page';

/** Smallest tap target, in CSS px. */
const TARGET = 44;

/**
 * Measures every element a locator finds, failing on the first under 44 px or outside the screen.
 *
 * @param page     The page.
 * @param controls The controls.
 * @param what     What they are, for the failure message.
 */
async function expectTapTargets( page: Page, controls: Locator, what: string ) {
	const count = await controls.count();
	expect( count, `${ what }: some are drawn` ).toBeGreaterThan( 0 );
	for ( let i = 0; i < count; i++ ) {
		await expectWithinWidth(
			page,
			controls.nth( i ),
			`${ what } ${ i + 1 }`,
			true
		);
	}
}

/**
 * Fails unless a tap anywhere in the 44 px square around the control's centre lands on the control (its drawn box may
 * be smaller: the tap area reaches past it).
 *
 * @param page     The page.
 * @param controls The controls.
 * @param what     What they are, for the failure message.
 */
async function expectTapAreas( page: Page, controls: Locator, what: string ) {
	const count = await controls.count();
	expect( count, `${ what }: some are drawn` ).toBeGreaterThan( 0 );
	for ( let i = 0; i < count; i++ ) {
		const control = controls.nth( i );
		await control.scrollIntoViewIfNeeded();
		const missed = await control.evaluate(
			( element, half ) => {
				const box = element.getBoundingClientRect();
				const [ x, y ] = [
					box.left + box.width / 2,
					box.top + box.height / 2,
				];
				return [
					[ x - half, y ],
					[ x + half, y ],
					[ x, y - half ],
					[ x, y + half ],
					[ x - half, y - half ],
					[ x + half, y + half ],
				].filter(
					( [ px, py ] ) =>
						! element.contains(
							document.elementFromPoint( px, py )
						)
				);
			},
			TARGET / 2 - 0.5
		);
		expect( missed, `${ what } ${ i + 1 }: taps that miss it` ).toEqual(
			[]
		);
	}
}

/**
 * Adds a simple product from the shop grid and waits for WooCommerce's "View cart" (the cart saved).
 *
 * @param page The page, on the shop.
 */
async function addCap( page: Page ) {
	const cap = card( page, 'Canvas Cap' );
	await cap.getByRole( 'button', { name: /Add to cart/ } ).click();
	await expect(
		cap.getByRole( 'link', { name: 'View cart' } )
	).toBeVisible();
}

test.describe( 'tap targets on a phone @woocommerce', () => {
	test.use( { storageState: shopperState, viewport: PHONE } );
	test.beforeAll( () => requireWooCommerce() );

	test( "the cart's and the mini-cart's quantity and remove buttons are 44 px", async ( {
		page,
	} ) => {
		await openShop( page );
		await addCap( page );

		// The mini-cart drawer.
		await page
			.locator( '.shop-theme-header-tools' )
			.getByRole( 'button', { name: /cart/i } )
			.click();
		const drawer = page.getByRole( 'dialog' );
		await expect( drawer ).toBeVisible();
		await atRest( drawer );
		await expectTapTargets(
			page,
			drawer.getByRole( 'button', { name: /quantity/i } ),
			'drawer quantity button'
		);
		await expectTapTargets(
			page,
			drawer.getByRole( 'button', { name: /^Remove/ } ),
			'drawer remove button'
		);
		await page.keyboard.press( 'Escape' );

		// The cart page.
		await page.goto( '/cart/' );
		const items = page.locator( 'table.wc-block-cart-items' );
		await expect(
			items.getByRole( 'button', { name: /^Remove/ } )
		).toBeVisible();
		await expectTapTargets(
			page,
			items.getByRole( 'button', { name: /quantity/i } ),
			'cart quantity button'
		);
		await expectTapTargets(
			page,
			items.getByRole( 'button', { name: /^Remove/ } ),
			'cart remove button'
		);
		// The row still fits beside the item's total.
		await expectWithinWidth(
			page,
			items.locator( '.wc-block-cart-item__total' ),
			"the item's total"
		);

		// They work: one more, then none.
		await items
			.getByRole( 'button', { name: /Increase quantity/i } )
			.click();
		await expect( items.getByRole( 'spinbutton' ) ).toHaveValue( '2' );
		// WooCommerce has saved the new quantity (the row's total) before the next change.
		await expect(
			items.locator( '.wc-block-cart-item__total' )
		).toContainText( '36.00' );
		await items.getByRole( 'button', { name: /^Remove/ } ).click();
		await expect(
			page.getByRole( 'button', { name: /^Remove/ } )
		).toHaveCount( 0 );
	} );

	test( "the classic cart's quantity field and remove button are 44 px", async ( {
		page,
	} ) => {
		await openShop( page );
		await addCap( page );
		await page.goto( '/classic-cart/' );
		const form = page.locator( 'form.woocommerce-cart-form' );
		await expectTapTargets(
			page,
			form.getByRole( 'spinbutton' ),
			'classic cart quantity field'
		);
		await expectTapTargets(
			page,
			form.getByRole( 'button', { name: /^Remove/ } ),
			'classic cart remove button'
		);
		// It still removes the item.
		await form.getByRole( 'button', { name: /^Remove/ } ).click();
		await expect(
			page.getByRole( 'button', { name: /^Remove/ } )
		).toHaveCount( 0 );
	} );

	test( "the side bar's closer, submenu links and category links are 44 px", async ( {
		page,
		requestUtils,
	} ) => {
		// The header's navigation block shows the most recent menu: one with submenus.
		const menu = ( await requestUtils.createNavigationMenu( {
			title: 'Tap targets menu',
			content:
				'<!-- wp:navigation-link {"label":"Home","url":"/"} /--><!-- wp:navigation-submenu {"label":"Shop","url":"/shop/"} --><!-- wp:navigation-link {"label":"Caps","url":"/?s=cap"} /--><!-- /wp:navigation-submenu --><!-- wp:navigation-submenu {"label":"About","url":"/"} --><!-- wp:navigation-link {"label":"Journal","url":"/"} /--><!-- /wp:navigation-submenu -->',
		} ) ) as { id: number };
		try {
			await page.goto( '/' );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'data-shop-theme',
				'ready'
			);
			await page
				.getByRole( 'button', { name: 'Menu', exact: true } )
				.click();
			const sideBar = page.getByRole( 'complementary', {
				name: 'Side bar',
			} );
			await expect( sideBar ).toBeVisible();
			// Measured where it comes to rest: while it slides in, its boxes are fractions of a pixel off (43.999996).
			await atRest( sideBar );
			await expectTapTargets(
				page,
				sideBar.getByRole( 'button', { name: 'Close the side bar' } ),
				'closer'
			);
			// Listed under their item, as core's phone menu lists them (no arrows to open them).
			await expectTapTargets(
				page,
				sideBar.locator( '.wp-block-navigation__submenu-container a' ),
				'submenu link'
			);
			await expectTapTargets(
				page,
				sideBar.locator( '.shop-theme-category-list a' ),
				'category link'
			);
			await expect(
				sideBar.getByRole( 'link', { name: 'Caps' } )
			).toBeVisible();
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/navigation/${ menu.id }`,
				params: { force: true },
			} );
		}
	} );

	test( "the header's account and cart links, and a product page's share icons and zoom button, are 44 px", async ( {
		page,
	} ) => {
		await openShop( page );
		const tools = page.locator( '.shop-theme-header-tools' );
		await expectTapTargets(
			page,
			tools.getByRole( 'link', { name: /log ?in|my account/i } ),
			'account link'
		);
		await expectTapTargets(
			page,
			tools.getByRole( 'button', { name: /cart/i } ),
			'cart button'
		);

		await card( page, 'Hoodie' )
			.getByRole( 'link', { name: 'Hoodie', exact: true } )
			.click();
		const share = page.getByRole( 'list', { name: 'Share this page' } );
		await expect( share ).toBeVisible();
		await expectTapAreas(
			page,
			share.locator( '.shop-social-icons__link' ),
			'share icon'
		);
		// The gallery's zoom button, added by WooCommerce's gallery script.
		const zoom = page.getByRole( 'button', {
			name: 'View full-screen image gallery',
		} );
		await expect( zoom ).toBeVisible();
		await expectTapTargets( page, zoom, 'zoom button' );
	} );
} );
