/**
 * External dependencies
 */
import { Elements } from '@stripe/react-stripe-js';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { CardForm } from './card-form';
import { CardUnavailable } from './card-unavailable';
import type { PaymentMethodProps } from './checkout-props';
import { elementOptions, toStripeOptions } from './element-options';
import type { ElementMethods } from './registrations';
import type { ContentSettings } from './types';
import { useLoadedStripe } from './use-loaded-stripe';
import { useThemeAppearance } from './use-theme-appearance';

export type CardContentProps = PaymentMethodProps & {
	/** The entry's settings: the card's data with the entry's title. */
	settings: ContentSettings;
	/** The methods the entry's element offers (./registrations.ts). */
	method: ElementMethods;
};

/**
 * What the checkout shows when one of the plugin's entries is selected (the card, or another method's own): Stripe's
 * Payment Element in deferred-intent mode (spec 9) for the entry's methods, its amount, currency and saving following
 * the checkout, in the shop's look (useThemeAppearance); while Stripe.js loads, or when it or the element cannot, the
 * method refuses the order (CardUnavailable).
 *
 * @param props The checkout's props and the method's settings.
 */
export function CardContent( props: CardContentProps ) {
	const { settings, method, billing, shouldSavePayment } = props;
	const stripe = useLoadedStripe( settings );
	const appearance = useThemeAppearance( settings );
	const [ elementFailed, setElementFailed ] = useState( false );

	if ( ! stripe || elementFailed ) {
		return (
			<CardUnavailable
				{ ...props }
				failed={ stripe === null || elementFailed }
			/>
		);
	}
	const options = toStripeOptions(
		elementOptions(
			settings,
			{
				total: billing.cartTotal.value,
				minorUnit: billing.currency.minorUnit,
				currency: billing.currency.code,
				saveTicked: shouldSavePayment,
				customerId: billing.customerId,
			},
			method
		)
	);
	return (
		<Elements
			stripe={ stripe }
			options={ { ...options.elements, appearance } }
		>
			<CardForm
				{ ...props }
				options={ options.element }
				amount={
					options.elements.mode === 'setup'
						? 0
						: options.elements.amount
				}
				onLoadError={ () => setElementFailed( true ) }
			/>
		</Elements>
	);
}
