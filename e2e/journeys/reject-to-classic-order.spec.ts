/**
 * A newsletter reader who rejects cookies, with every package on, on a desktop and on a phone: after the reject no
 * other host is asked and WooCommerce's sourcebuster writes no `sbjs_*` cookie on any page; the shopper filters the
 * shop by category, adds two products from the redrawn grid, goes through the classic (shortcode) cart and checkout,
 * and the order reaches wp-admin with no origin ("Unknown"). Each tap first checks that nothing fixed covers it.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { recordSbjsWrites } from '../storefront/support/attribution';
import { placeClassicOrder } from '../storefront/support/order';
import { useClassicPagesForThisFile } from '../storefront/support/woo-settings';
import { JOURNEY_TIMEOUT, onEachDevice } from './support/devices';
import {
	addFromGrid,
	decideConsent,
	expectOrderTotal,
	filterBy,
	openCartFromMiniCart,
	openFromMenu,
	orderOrigin,
} from './support/shopper';
import { expectUncovered, tap } from './support/uncovered';
import { arriveFromNewsletter, thirdPartyRequests } from './support/visit';

test.describe( 'a visitor who rejects @woocommerce', () => {
	useClassicPagesForThisFile();

	onEachDevice( () => {
		test( 'rejects cookies, filters by category, buys from the grid on the classic checkout, and the order has no origin', async ( {
			page,
			browser,
			baseURL,
		} ) => {
			test.setTimeout( JOURNEY_TIMEOUT );
			const sbjs = await recordSbjsWrites( page.context() );
			const elsewhere = thirdPartyRequests(
				page.context(),
				baseURL ?? ''
			);
			await arriveFromNewsletter( page );
			await decideConsent( page, 'Reject all' );

			await openFromMenu( page, 'Shop' );
			await filterBy( page, 'Accessories', [
				'Canvas Cap',
				'Classic Beanie',
				'Leather Belt',
				'Sunglasses',
			] );
			await addFromGrid( page, 'Canvas Cap', 1 );
			await addFromGrid( page, 'Classic Beanie', 2 );

			await openCartFromMiniCart( page, {
				'Canvas Cap': /\$18\.00/,
				'Classic Beanie': /\$15\.00/,
			} );
			await tap(
				page.getByRole( 'link', { name: /proceed to checkout/i } ),
				'Proceed to checkout'
			);
			// Place order is the tap that matters most: nothing fixed may lie over it (placeClassicOrder then
			// fills the form and clicks it).
			await expectUncovered(
				page.getByRole( 'button', { name: 'Place order' } ),
				'Place order'
			);
			const id = await placeClassicOrder( page );
			// $18 cap + $15 beanie (on sale) + $5 flat rate shipping.
			await expectOrderTotal( page, '$38.00' );
			expect( await orderOrigin( browser, id ) ).toBe( 'Unknown' );
			expect( sbjs, 'sbjs cookies written after a reject' ).toEqual( [] );
			expect( elsewhere, 'requests to other hosts' ).toEqual( [] );
		} );
	} );
} );
