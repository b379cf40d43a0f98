/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { stripeFor } from '../common/load-stripe';
import type { CardMethodSettings } from './types';

/**
 * Stripe for the method's key, loaded when the card form is first drawn (so never on pages without the checkout
 * form): undefined while Stripe.js loads, null when it cannot (blocked, offline, no key).
 *
 * @param settings The method's settings (key, locale, apiVersion).
 */
export function useLoadedStripe(
	settings: CardMethodSettings
): Stripe | null | undefined {
	const [ stripe, setStripe ] = useState< Stripe | null | undefined >();
	const { key = '', locale = 'auto', apiVersion = '' } = settings;
	useEffect( () => {
		let current = true;
		stripeFor( { key, locale, apiVersion } ).then( ( loaded ) => {
			if ( current ) {
				setStripe( loaded );
			}
		} );
		return () => {
			current = false;
		};
	}, [ key, locale, apiVersion ] );
	return stripe;
}
