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
import type { ContentSettings } from './types';
import { useLoadedStripe } from './use-loaded-stripe';

export type CardContentProps = PaymentMethodProps & {
	settings: ContentSettings;
};

/**
 * What the checkout shows when the card method is selected: Stripe's Payment Element in deferred-intent mode (spec 9),
 * its amount, currency and saving following the checkout; while Stripe.js loads, or when it or the element cannot,
 * the method refuses the order (CardUnavailable).
 *
 * @param props The checkout's props and the method's settings.
 */
export function CardContent( props: CardContentProps ) {
	const { settings, billing, shouldSavePayment } = props;
	const stripe = useLoadedStripe( settings );
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
		elementOptions( settings, {
			total: billing.cartTotal.value,
			minorUnit: billing.currency.minorUnit,
			currency: billing.currency.code,
			saveTicked: shouldSavePayment,
			customerId: billing.customerId,
		} )
	);
	return (
		<Elements stripe={ stripe } options={ options.elements }>
			<CardForm
				{ ...props }
				options={ options.element }
				onLoadError={ () => setElementFailed( true ) }
			/>
		</Elements>
	);
}
