/**
 * Stripe.js, loaded once per page (Stripe requires it to come from its own host, so it is never bundled) with the
 * publishable key, locale and the API version the server pins.
 *
 * From `@stripe/stripe-js/pure`: the package's main entry adds Stripe.js to the page as soon as it is imported,
 * and WooCommerce loads payment method scripts on the cart block and with the mini-cart, where Stripe.js must not
 * be requested. Here it is requested only when stripeFor() is first called.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Internal dependencies
 */
import type { ClientSettings } from './client-settings';

let loading: Promise< Stripe | null > | undefined;
let loadingKey = '';

/**
 * Resolves Stripe, or null when Stripe.js cannot load (blocked, offline) or the key is missing: the caller then shows
 * the load-failure message of the catalogue (`load_failed`) and never lets an order be placed. A failed load is a
 * warning for the shop owner (the runtime's `warn`), never an error: the page goes on without card payments.
 *
 * @param settings The client settings (key, locale, apiVersion; without one, Stripe.js's own version).
 */
export function stripeFor(
	settings: Pick< ClientSettings, 'key' | 'locale' > &
		Partial< Pick< ClientSettings, 'apiVersion' > >
): Promise< Stripe | null > {
	if ( ! settings.key ) {
		return Promise.resolve( null );
	}
	if ( ! loading || loadingKey !== settings.key ) {
		loadingKey = settings.key;
		loading = loadStripe( settings.key, {
			locale: settings.locale as StripeConstructorOptions[ 'locale' ],
			apiVersion: settings.apiVersion,
		} ).catch( ( error ) => {
			warn( 'Stripe.js did not load.', error );
			return null;
		} );
	}
	return loading;
}

/** Forgets the loaded instance (tests). */
export function resetStripeForTests(): void {
	loading = undefined;
	loadingKey = '';
}
