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
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { BLIK, BLIK_CODE_FIELD, blikCodeError } from '../common/blik-code';
import { cashAppNotice } from '../common/cash-app-notice';
import { BlikCodeField } from './blik-code-field';
import type { ObserverResponse, PaymentMethodProps } from './checkout-props';
import {
	errorResponse,
	paymentSetupResponse,
	unavailableResponse,
} from './payment-setup';
import type { ContentSettings } from './types';
import { useConfirmOnSuccess } from './use-confirm-on-success';

export type CardFormProps = Pick<
	PaymentMethodProps,
	'eventRegistration' | 'emitResponse' | 'billing'
> & {
	settings: ContentSettings;
	/** The Payment Element's options (deferred-intent.ts's `element`). */
	options: StripePaymentElementOptions;
	/** The Payment Element could not load. */
	onLoadError: () => void;
	/** The element's amount in Stripe's minor units (for the Cash App Pay notice). */
	amount: number;
};

/**
 * The PaymentMethod's answer with the BLIK code added to the payment data.
 *
 * @param response The answer of paymentSetupResponse().
 * @param code     The BLIK code.
 */
const withBlikCode = (
	response: ObserverResponse,
	code: string
): ObserverResponse =>
	response.meta?.paymentMethodData
		? {
				...response,
				meta: {
					...response.meta,
					paymentMethodData: {
						...response.meta.paymentMethodData,
						[ BLIK_CODE_FIELD ]: code,
					},
				},
			}
		: response;

/**
 * The Payment Element inside Stripe's Elements, and the checkout's two moments: onPaymentSetup makes the
 * PaymentMethod the order is paid with, onCheckoutSuccess confirms an intent that needs the card holder. While
 * Cash App Pay is chosen above its limit the notice of spec 2 shows under the element; while BLIK is chosen its
 * code field, checked before the PaymentMethod is made (spec 5).
 *
 * @param props The checkout's props, the settings and the element's options.
 */
export function CardForm( props: CardFormProps ) {
	const { eventRegistration, emitResponse, billing, settings } = props;
	const { onPaymentSetup } = eventRegistration;
	const { billingAddress } = billing;
	const stripe = useStripe();
	const elements = useElements();
	const messages = settings.errorMessages;
	const [ methodType, setMethodType ] = useState( '' );
	const [ blikCode, setBlikCode ] = useState( '' );
	const [ blikError, setBlikError ] = useState( '' );
	const isBlik = methodType === BLIK;

	useEffect(
		() =>
			onPaymentSetup( async () => {
				if ( ! stripe || ! elements ) {
					return unavailableResponse( emitResponse, messages );
				}
				const code = blikCode.trim();
				const invalid = isBlik ? blikCodeError( code, messages ) : '';
				setBlikError( invalid );
				if ( invalid ) {
					// The field says it; an empty notice adds nothing above the form.
					return errorResponse( emitResponse, '' );
				}
				const response = await paymentSetupResponse( {
					stripe,
					elements,
					billingAddress,
					messages,
					emitResponse,
				} );
				return isBlik ? withBlikCode( response, code ) : response;
			} ),
		[
			onPaymentSetup,
			stripe,
			elements,
			billingAddress,
			messages,
			emitResponse,
			isBlik,
			blikCode,
		]
	);

	useConfirmOnSuccess( props, stripe );

	const notice = cashAppNotice( methodType, props.amount, settings );
	return (
		<>
			<PaymentElement
				options={ props.options }
				onLoadError={ props.onLoadError }
				onChange={ ( event ) => setMethodType( event.value.type ) }
			/>
			{ notice && (
				<p className="shop-stripe-cashapp-notice" role="status">
					{ notice }
				</p>
			) }
			{ isBlik && (
				<BlikCodeField
					value={ blikCode }
					onChange={ setBlikCode }
					error={ blikError }
				/>
			) }
		</>
	);
}
