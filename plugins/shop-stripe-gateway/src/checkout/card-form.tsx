/**
 * External dependencies
 */
import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import {
	PaymentElement,
	useElements,
	useStripe,
} from '@stripe/react-stripe-js';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { PaymentMethodProps } from './checkout-props';
import { checkoutSuccessResponse } from './confirm-on-success';
import { paymentSetupResponse, unavailableResponse } from './payment-setup';
import type { ContentSettings } from './types';

export type CardFormProps = Pick<
	PaymentMethodProps,
	'eventRegistration' | 'emitResponse' | 'billing'
> & {
	settings: ContentSettings;
	/** The Payment Element's options (deferred-intent.ts's `element`). */
	options: StripePaymentElementOptions;
	/** The Payment Element could not load. */
	onLoadError: () => void;
};

/**
 * The Payment Element inside Stripe's Elements, and the checkout's two moments: onPaymentSetup makes the
 * PaymentMethod the order is paid with, onCheckoutSuccess confirms an intent that needs the card holder.
 *
 * @param props The checkout's props, the settings and the element's options.
 */
export function CardForm( props: CardFormProps ) {
	const { eventRegistration, emitResponse, billing, settings } = props;
	const { onPaymentSetup, onCheckoutSuccess } = eventRegistration;
	const { billingAddress } = billing;
	const stripe = useStripe();
	const elements = useElements();
	const messages = settings.errorMessages;

	useEffect(
		() =>
			onPaymentSetup( () =>
				stripe && elements
					? paymentSetupResponse( {
							stripe,
							elements,
							billingAddress,
							messages,
							emitResponse,
						} )
					: unavailableResponse( emitResponse, messages )
			),
		[
			onPaymentSetup,
			stripe,
			elements,
			billingAddress,
			messages,
			emitResponse,
		]
	);

	useEffect(
		() =>
			onCheckoutSuccess( ( data ) =>
				stripe
					? checkoutSuccessResponse( data, {
							stripe,
							settings: {
								ajax_url: settings.ajax_url ?? '',
								orderReceivedURL:
									settings.orderReceivedURL ?? '',
								orderId: settings.orderId ?? 0,
								isChangingPayment:
									settings.isChangingPayment ?? false,
								errorMessages: messages,
								invalid_wallet_type:
									settings.invalid_wallet_type ?? '',
							},
							messages,
							emitResponse,
							origin: window.location.origin,
						} )
					: true
			),
		[ onCheckoutSuccess, stripe, settings, messages, emitResponse ]
	);

	return (
		<PaymentElement
			options={ props.options }
			onLoadError={ props.onLoadError }
		/>
	);
}
