/**
 * A returning visitor, with every package on, on a desktop and on a phone: on a first visit from the newsletter they
 * accept cookies and leave a product in the cart; coming back later by typing the address, the consent bar is never
 * drawn, not even for a frame, on any page; the cart is still there; they filter the shop, add from the redrawn grid
 * and pay on the block checkout, and the order keeps the newsletter as its origin.
 */

/**
 * Internal dependencies
 */
import { collectBrowserErrors, test, expect } from '../support/test';
import { miniCart } from '../storefront/support/cart-views';
import { JOURNEY_TIMEOUT, onEachDevice } from './support/devices';
import {
	addFromGrid,
	decideConsent,
	expectOrderTotal,
	filterBy,
	openCartFromMiniCart,
	openFromMenu,
	orderOrigin,
	payOnBlockCheckout,
} from './support/shopper';
import {
	arriveFromNewsletter,
	consentBarFlashed,
	watchConsentBarFlash,
} from './support/visit';

onEachDevice( () => {
	test( 'a returning visitor never sees the consent bar again, finds the cart kept, and pays', async ( {
		page: firstVisit,
		context,
		browser,
	} ) => {
		test.setTimeout( JOURNEY_TIMEOUT );
		await arriveFromNewsletter( firstVisit );
		await decideConsent( firstVisit, 'Accept all' );
		await openFromMenu( firstVisit, 'Shop' );
		await addFromGrid( firstVisit, 'Canvas Cap', 1 );
		await firstVisit.close();

		await watchConsentBarFlash( context );
		const page = await context.newPage();
		// The guard watches the test's first page; this second visit's errors are checked at the end.
		const secondVisitErrors = collectBrowserErrors( page );
		await page.goto( '/' );
		expect( await consentBarFlashed( page ), 'bar on the front page' ).toBe(
			false
		);
		await expect( miniCart( page ).count ).toHaveText( '1' );

		await openFromMenu( page, 'Shop' );
		expect( await consentBarFlashed( page ), 'bar on the shop' ).toBe(
			false
		);
		await filterBy( page, 'Red', [
			'Classic Beanie',
			'Hoodie',
			'Zip Hoodie',
		] );
		await addFromGrid( page, 'Classic Beanie', 2 );

		await openCartFromMiniCart( page, {
			'Canvas Cap': /\$18\.00/,
			'Classic Beanie': /\$15\.00/,
		} );
		const id = await payOnBlockCheckout( page );
		// $18 cap + $15 beanie (on sale) + $5 flat rate shipping.
		await expectOrderTotal( page, '$38.00' );
		expect( await orderOrigin( browser, id ) ).toBe( 'Source: Newsletter' );
		expect(
			secondVisitErrors,
			'browser errors on the second visit'
		).toEqual( [] );
	} );
}, ' @woocommerce' );
