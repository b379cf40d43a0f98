/**
 * A newsletter reader's whole visit with every package on, on a desktop and on a phone: the campaign link, the consent
 * bar (Shop Consent), the shop from the header's menu (the theme), the filter (Shop Filter) and the grid's add to cart
 * after it (WooCommerce's Interactivity API button, redrawn by the filter), quick view (the theme), the cart from the
 * mini-cart, the block checkout, the order-received page, and the order in wp-admin with the campaign as its origin.
 * Each tap first checks that nothing fixed on screen covers what is tapped.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { JOURNEY_TIMEOUT, onEachDevice } from './support/devices';
import {
	addFromGrid,
	addWithQuickView,
	decideConsent,
	expectOrderTotal,
	filterBy,
	openCartFromMiniCart,
	openFromMenu,
	orderOrigin,
	payOnBlockCheckout,
} from './support/shopper';
import { arriveFromNewsletter, thirdPartyRequests } from './support/visit';

onEachDevice( () => {
	test( 'a newsletter reader accepts cookies, filters, adds from the grid and quick view, and pays on the block checkout', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		test.setTimeout( JOURNEY_TIMEOUT );
		const elsewhere = thirdPartyRequests( page.context(), baseURL ?? '' );
		await arriveFromNewsletter( page );
		expect( elsewhere, 'requests to other hosts before consent' ).toEqual(
			[]
		);
		await decideConsent( page, 'Accept all' );

		await openFromMenu( page, 'Shop' );
		await filterBy( page, 'Red', [
			'Classic Beanie',
			'Hoodie',
			'Zip Hoodie',
		] );
		await addFromGrid( page, 'Classic Beanie', 1 );
		await addWithQuickView(
			page,
			'Hoodie',
			{ Color: 'Red', Size: 'M' },
			2
		);

		await openCartFromMiniCart( page, {
			'Classic Beanie': /\$15\.00/,
			Hoodie: /Color: Red[\s\S]*Size: M/,
		} );
		const id = await payOnBlockCheckout( page );

		// $15 beanie (on sale) + $45 red hoodie + $5 flat rate shipping.
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		await expectOrderTotal( page, '$65.00' );
		expect( await orderOrigin( browser, id ) ).toBe( 'Source: Newsletter' );
	} );
}, ' @woocommerce' );
