/**
 * Stripe.js, loaded once per page (Stripe requires it to come from its own host, so it is never bundled) with the
 * publishable key, locale and the API version the server pins.
 */

/**
 * External dependencies
 */
import {
	loadStripe,
	type Stripe,
	type StripeConstructorOptions,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ClientSettings } from './client-settings';

let loading: Promise< Stripe | null > | undefined;
let loadingKey = '';

/**
 * Resolves Stripe, or null when Stripe.js cannot load (blocked, offline) or the key is missing: the caller then shows
 * the load-failure message of the catalogue (`load_failed`) and never lets an order be placed.
 *
 * @param settings The client settings (key, locale, apiVersion).
 */
export function stripeFor(
	settings: Pick< ClientSettings, 'key' | 'locale' | 'apiVersion' >
): Promise< Stripe | null > {
	if ( ! settings.key ) {
		return Promise.resolve( null );
	}
	if ( ! loading || loadingKey !== settings.key ) {
		loadingKey = settings.key;
		loading = loadStripe( settings.key, {
			locale: settings.locale as StripeConstructorOptions[ 'locale' ],
			apiVersion: settings.apiVersion,
		} ).catch( () => null );
	}
	return loading;
}

/** Forgets the loaded instance (tests). */
export function resetStripeForTests(): void {
	loading = undefined;
	loadingKey = '';
}
