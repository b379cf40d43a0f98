/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fill } from '../common/error-message';
import type { PaymentMethodProps } from './checkout-props';
import { unavailableResponse } from './payment-setup';
import type { ContentSettings } from './types';

export type CardUnavailableProps = Pick<
	PaymentMethodProps,
	'eventRegistration' | 'emitResponse'
> & {
	settings: ContentSettings;
	/** Stripe.js or the Payment Element failed to load; false while Stripe.js is still loading. */
	failed: boolean;
};

/**
 * The card method while it has no form: placing the order is refused with the catalogue's text (spec 5), so no
 * order is created without a PaymentMethod; after a load failure the shopper reads why, announced at once.
 *
 * @param props The checkout's props, the settings and whether loading failed.
 */
export function CardUnavailable( props: CardUnavailableProps ) {
	const { eventRegistration, emitResponse, settings, failed } = props;
	const messages = settings.errorMessages;
	const { onPaymentSetup } = eventRegistration;
	useEffect(
		() =>
			onPaymentSetup( () =>
				unavailableResponse( emitResponse, messages )
			),
		[ onPaymentSetup, emitResponse, messages ]
	);
	return (
		<div role="alert">
			{ failed && fill( messages.load_failed ?? '', settings.title ) }
		</div>
	);
}
