/**
 * The packages on a page the cache answered (X-Cache: HIT on the document) behave as on a page a node made: the
 * consent bar runs each category's scripts once accepted, the social popup opens and closes, the filter redraws the
 * grid and its Add to cart works after, the theme's mini-cart counts and opens, and back to top returns to the top.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { withConsentSettings } from '../shop-consent/consent-settings';
import { miniCart } from '../storefront/support/cart-views';
import {
	addFromGrid,
	decideConsent,
	filterBy,
} from '../journeys/support/shopper';
import { cacheOf, purge, setsSettled } from './support';
import { withPopup } from './popup';

test.use( { storageState: shopperState } );

/**
 * Markup for an optional category: it counts its runs in a global of its own.
 *
 * @param name The global.
 */
const ran = ( name: string ) =>
	`<script>window.${ name }=(window.${ name }||0)+1</script>`;
withConsentSettings( {
	scripts: {
		thirdparty: { head: ran( 'shopE2eThirdparty' ), body: '', footer: '' },
		advanced: { head: '', body: '', footer: ran( 'shopE2eAdvanced' ) },
	},
} );
withPopup( { enabled: true, delay_seconds: 1, cache_compat: false } );

/**
 * How often each category's markup ran: third-party, advanced.
 *
 * @param page The visitor's page.
 */
const runs = ( page: Page ) =>
	page.evaluate( () => {
		const w = window as unknown as Record< string, number | undefined >;
		return [ w.shopE2eThirdparty ?? 0, w.shopE2eAdvanced ?? 0 ];
	} );

test( 'on the cached shop page: consent scripts by category, the popup, the filter and add to cart, the mini-cart and back to top', async ( {
	page,
	request,
	requestUtils,
} ) => {
	// No purge of another spec's product change may fall between the page cached and the visit.
	await setsSettled( requestUtils );
	await purge( request, '/shop/' );
	await request.get( '/shop/' );
	const response = await page.goto( '/shop/' );
	expect( cacheOf( response! ) ).toBe( 'HIT' );

	// Shop Social Icons: the popup after its delay, closed with Escape.
	const popup = page.getByRole( 'dialog' ).filter( {
		has: page.getByRole( 'button', { name: 'Close' } ),
	} );
	await expect( popup ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( popup ).toBeHidden();

	// Shop Consent: nothing optional before the decision, each category's markup once after it.
	expect( await runs( page ) ).toEqual( [ 0, 0 ] );
	await decideConsent( page, 'Accept all' );
	await expect.poll( () => runs( page ) ).toEqual( [ 1, 1 ] );

	// Shop Filter and WooCommerce's grid: the redrawn grid's button adds.
	await filterBy( page, 'Red', [ 'Classic Beanie', 'Hoodie', 'Zip Hoodie' ] );
	await addFromGrid( page, 'Classic Beanie', 1 );

	// The theme: the header's mini-cart opens on the product.
	await miniCart( page ).button.click();
	const drawer = page.getByRole( 'dialog' ).filter( {
		has: page.getByRole( 'heading', { name: /^Your cart/ } ),
	} );
	await expect(
		drawer.getByRole( 'heading', { name: 'Your cart (items: 1)' } )
	).toBeVisible();
	await expect(
		drawer.getByRole( 'link', { name: 'Classic Beanie' } ).first()
	).toBeVisible();
	await drawer.getByRole( 'button', { name: 'Close' } ).click();
	await expect( drawer ).toBeHidden();

	// The theme: back to top, from the end of the page.
	const top = page.getByRole( 'button', { name: 'Back to top' } );
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await expect( top ).toBeVisible();
	await top.click();
	await expect.poll( () => page.evaluate( () => window.scrollY ) ).toBe( 0 );
	await expect( top ).toBeHidden();
} );
