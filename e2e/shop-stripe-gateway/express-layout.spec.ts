/**
 * The express buttons among everything else the bundle draws (issue 31), on a phone and a desktop, before a consent
 * decision, with the floating social icons, WooCommerce's store notice and back to top on: on the product page, the
 * classic cart and the classic checkout, the row the buttons appear in is reserved before Stripe draws them (nothing
 * moves when they appear: no layout shift from the scroll that brings Stripe.js to the drawn buttons), and once the
 * shopper scrolls to them nothing fixed on screen lies over them.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { wc } from '../storefront/support/checkout';
import { fillCart } from '../storefront/support/cart-state';
import { useClassicCartAndCheckout } from '../storefront/support/woo-settings';
import { setWooOptions } from '../storefront/support/store-options';
import { setIconSettings } from '../support/icon-settings';
import {
	describeShifts,
	forgetLayoutShifts,
	layoutShifts,
	recordLayoutShifts,
} from '../support/layout-shifts';
import { expectUncovered } from '../journeys/support/uncovered';
import { expressCheckout, watchStripe } from './support/express';

const VIEWPORTS = [
	{ name: 'desktop', width: 1280, height: 800 },
	{ name: 'phone', width: 390, height: 844 },
];

/** The buttons' height by default (a set height is reserved as such: ExpressContainerTest): what the page keeps. */
const HEIGHT = 48;

/**
 * What fixed or sticky on screen overlaps an element's box, described; [] when nothing does.
 *
 * @param element The element, in view.
 */
const fixedOver = ( element: Locator ) =>
	element.evaluate( ( node ) => {
		const box = node.getBoundingClientRect();
		const over: string[] = [];
		for ( const other of Array.from(
			document.body.querySelectorAll( '*' )
		) ) {
			const style = getComputedStyle( other );
			if (
				! [ 'fixed', 'sticky' ].includes( style.position ) ||
				'hidden' === style.visibility ||
				// Not drawn, or not in the way: the mini-cart's closed drawer is a fixed overlay at opacity 0.
				'0' === style.opacity ||
				'none' === style.pointerEvents ||
				other.contains( node ) ||
				node.contains( other )
			) {
				continue;
			}
			const rect = other.getBoundingClientRect();
			const overlaps =
				rect.width > 0 &&
				rect.height > 0 &&
				rect.left < box.right &&
				rect.right > box.left &&
				rect.top < box.bottom &&
				rect.bottom > box.top;
			if ( overlaps ) {
				over.push(
					`${ other.localName }.${ Array.from( other.classList ).join(
						'.'
					) }`
				);
			}
		}
		return over;
	} );

test.describe( 'express buttons on a shared page @woocommerce', () => {
	test.use( { storageState: shopperState } );

	let product: { id: number; permalink: string };
	let restore: Array< () => Promise< unknown > > = [];

	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		product = await wc( requestUtils, 'POST', '/products', {
			name: `Express layout e2e ${ Date.now() }`,
			type: 'simple',
			regular_price: '24.00',
			short_description: Array.from(
				{ length: 30 },
				( _, index ) =>
					`<p>Line ${ index + 1 } of a long description.</p>`
			).join( '' ),
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await wc( requestUtils, 'DELETE', `/products/${ product.id }`, {
			force: true,
		} );
	} );

	test.beforeEach( async ( { requestUtils } ) => {
		restore.push(
			await expressCheckout( requestUtils, true ),
			await useClassicCartAndCheckout( requestUtils ),
			await setWooOptions( requestUtils, {
				woocommerce_demo_store: 'yes',
				woocommerce_demo_store_notice: 'Free delivery this week.',
			} ),
			await setIconSettings( requestUtils, {
				floating_enabled: true,
				floating_position: 'bottom-right',
				floating_mode: 'follow',
				floating_networks: [ 'copy', 'facebook' ],
			} )
		);
	} );

	test.afterEach( async () => {
		for ( const undo of restore.reverse() ) {
			await undo();
		}
		restore = [];
	} );

	for ( const viewport of VIEWPORTS ) {
		test( `on a ${ viewport.name }, the buttons' row is kept for them and nothing fixed covers them`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await watchStripe( page );
			await recordLayoutShifts( page );
			await page.goto( product.permalink );
			await fillCart( page, [ 'beanie' ] );

			for ( const where of [
				product.permalink,
				'/classic-cart/',
				'/classic-checkout/',
			] ) {
				await test.step( where, async () => {
					await page.goto( where );
					await expect(
						page.getByRole( 'region', { name: 'Cookie consent' } ),
						'the visitor has not decided'
					).toBeVisible();
					const area = page.locator( '.shop-stripe-express' );
					const row = area.locator( '.shop-stripe-express__buttons' );
					// Reserved before any Stripe script: the loader waits for the area to near the viewport.
					await expect( area ).toHaveAttribute(
						'data-shop-stripe-express-watched'
					);
					expect( ( await row.boundingBox() )!.height ).toBe(
						HEIGHT
					);
					// What moves from here on moves because the buttons came: the page's own scripts have run.
					await page.waitForLoadState( 'networkidle' );
					await forgetLayoutShifts( page );

					await area.scrollIntoViewIfNeeded();
					const button = area.getByRole( 'button', {
						name: 'Apple Pay',
					} );
					await expect( button ).toBeVisible();
					await expect( page.locator( 'html' ) ).toHaveAttribute(
						'data-shop-stripe-express',
						'ready'
					);
					expect( ( await row.boundingBox() )!.height ).toBe(
						HEIGHT
					);
					const shifts = await layoutShifts( page );
					expect( describeShifts( shifts ) ).toEqual( [] );

					// The shopper scrolls until the buttons are in the middle of the screen, clear of the bar.
					await button.evaluate( ( node ) =>
						node.scrollIntoView( { block: 'center' } )
					);
					await expectUncovered( button, `${ where }: Apple Pay` );
					expect( await fixedOver( button ) ).toEqual( [] );
				} );
			}
		} );
	}
} );
