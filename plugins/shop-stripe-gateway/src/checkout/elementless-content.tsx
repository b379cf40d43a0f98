/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BLIK } from '../common/blik-code';
import { ACSS_DEBIT } from '../common/confirm-intent';
import { BlikCodeField } from './blik-code-field';
import type { PaymentMethodProps } from './checkout-props';
import { elementlessResponse } from './elementless-payment';
import type { ElementMethods } from './registrations';
import type { ContentSettings } from './types';
import { useConfirmOnSuccess } from './use-confirm-on-success';
import { useLoadedStripe } from './use-loaded-stripe';

export type ElementlessContentProps = PaymentMethodProps & {
	settings: ContentSettings;
	method: ElementMethods;
};

/**
 * The content of BLIK's or pre-authorised debit's own entry: BLIK's code field, or what happens after the order for
 * the debit (Stripe's dialog for the bank account and the mandate, at onCheckoutSuccess through the confirm hash).
 *
 * @param props The checkout's props, the settings and the entry's method.
 */
export function ElementlessContent( props: ElementlessContentProps ) {
	const { eventRegistration, emitResponse, billing, settings, method } =
		props;
	const { onPaymentSetup } = eventRegistration;
	const messages = settings.errorMessages;
	const [ blikCode, setBlikCode ] = useState( '' );
	const [ blikError, setBlikError ] = useState( '' );
	const stripe = useLoadedStripe(
		method.id === ACSS_DEBIT ? settings : { key: '' }
	);

	useEffect(
		() =>
			onPaymentSetup( () => {
				const answer = elementlessResponse(
					method.id,
					blikCode,
					messages,
					emitResponse
				);
				setBlikError( answer.blikError );
				return answer.response;
			} ),
		[ onPaymentSetup, method.id, blikCode, messages, emitResponse ]
	);

	const {
		first_name: first,
		last_name: last,
		email,
	} = billing.billingAddress;
	const payer = useMemo(
		() => ( {
			name: [ first, last ].filter( Boolean ).join( ' ' ),
			email,
		} ),
		[ first, last, email ]
	);
	useConfirmOnSuccess( props, stripe, payer );

	if ( method.id === BLIK ) {
		return (
			<BlikCodeField
				value={ blikCode }
				onChange={ setBlikCode }
				error={ blikError }
			/>
		);
	}
	return (
		<p>
			{ __(
				'After you place the order, Stripe asks for your bank account and your authorisation of the debit.',
				'shop-stripe-gateway'
			) }
		</p>
	);
}
