/**
 * The frame every journey runs in: once on a desktop and once on a 390 px phone (the theme's phone layout is below
 * 782 px), as a shopper with no cookies, WooCommerce required, and the guest orders it placed deleted afterwards.
 */

/**
 * Internal dependencies
 */
import { test, requireWooCommerce, shopperState } from '../../support/test';
import { deleteGuestOrdersAfterEach } from '../../storefront/support/order';

/** The two screens every journey runs on. */
export const DEVICES = [
	{ name: 'desktop', viewport: { width: 1280, height: 800 } },
	{ name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A whole visit, each page waiting on a busy machine. */
export const JOURNEY_TIMEOUT = 300_000;

/**
 * Declares the journeys of `declare` in one describe block per device, "on a desktop" and "on a phone".
 *
 * @param declare Declares the journeys (`test(…)`), run once per device.
 * @param tag     Appended to each block's title (`' @woocommerce'` where no outer block carries the tag).
 */
export function onEachDevice( declare: () => void, tag = '' ): void {
	for ( const device of DEVICES ) {
		test.describe( `on a ${ device.name }${ tag }`, () => {
			test.use( {
				storageState: shopperState,
				viewport: device.viewport,
			} );
			test.beforeEach( requireWooCommerce );
			deleteGuestOrdersAfterEach();
			declare();
		} );
	}
}
