/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ExpressDomain } from './express-domain';

/** Apple Pay on the site's host: registered and active, registered and refused, or never registered. */
export type ApplePayState = 'active' | 'inactive' | 'unregistered';

/**
 * Which state the stored domain is in.
 *
 * @param domain The stored domain.
 */
export function applePayState( domain: ExpressDomain ): ApplePayState {
	if ( domain.id === '' ) {
		return 'unregistered';
	}
	return domain.applePay;
}

/**
 * The sentence the panel shows (and a screen reader hears) for the state.
 *
 * @param domain The stored domain.
 */
export function applePayStatusText( domain: ExpressDomain ): string {
	switch ( applePayState( domain ) ) {
		case 'active':
			return sprintf(
				/* translators: %s: the site's domain, e.g. shop.example.com. */
				__(
					'Active: Apple Pay buttons can be shown on %s.',
					'shop-stripe-gateway'
				),
				domain.domain
			);
		case 'inactive':
			return sprintf(
				/* translators: %s: Stripe's reason, e.g. "The domain could not be verified." */
				__(
					'Inactive: Apple Pay buttons are not shown. Stripe says: %s',
					'shop-stripe-gateway'
				),
				domain.error ||
					__(
						'the domain is not verified yet.',
						'shop-stripe-gateway'
					)
			);
		default:
			return sprintf(
				/* translators: %s: the site's domain, e.g. shop.example.com. */
				__(
					'Not registered yet: Apple Pay buttons are not shown until %s is registered with your Stripe account.',
					'shop-stripe-gateway'
				),
				domain.domain
			);
	}
}
