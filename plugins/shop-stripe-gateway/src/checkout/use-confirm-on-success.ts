/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Payer } from '../common/confirm-intent';
import type { PaymentMethodProps } from './checkout-props';
import { checkoutSuccessResponse, returnSettings } from './confirm-on-success';
import type { ContentSettings } from './types';

/**
 * Subscribes onCheckoutSuccess: the return hash of process_payment()'s redirect is confirmed in place
 * (./confirm-on-success.ts); without Stripe there is nothing to confirm and WooCommerce follows the redirect.
 *
 * @param props                   The checkout's props and the entry's settings.
 * @param props.eventRegistration WooCommerce's observers.
 * @param props.emitResponse      WooCommerce's response types and notice contexts.
 * @param props.settings          The entry's settings.
 * @param stripe                  Stripe, once loaded.
 * @param payer                   The payer, for pre-authorised debit's bank dialog.
 */
export function useConfirmOnSuccess(
	{
		eventRegistration,
		emitResponse,
		settings,
	}: Pick< PaymentMethodProps, 'eventRegistration' | 'emitResponse' > & {
		settings: ContentSettings;
	},
	stripe: Stripe | null | undefined,
	payer?: Payer
): void {
	const { onCheckoutSuccess } = eventRegistration;
	useEffect(
		() =>
			onCheckoutSuccess( ( data ) =>
				stripe
					? checkoutSuccessResponse( data, {
							stripe,
							settings: returnSettings( settings ),
							messages: settings.errorMessages,
							emitResponse,
							origin: window.location.origin,
							payer,
						} )
					: true
			),
		[ onCheckoutSuccess, stripe, settings, emitResponse, payer ]
	);
}
