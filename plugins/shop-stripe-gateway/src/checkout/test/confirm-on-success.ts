/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { checkoutSuccessResponse } from '../confirm-on-success';
import type { PaymentMethodProps } from '../checkout-props';

const ORIGIN = 'http://localhost';
const SECRET = 'pi_123_secret_abc';
const BACK = `${ ORIGIN }/checkout/order-received/42/?key=wc_order_k`;
const FAILED =
	'There was a problem processing the payment. Please refresh the page to try again.';

const emitResponse = {
	responseTypes: { SUCCESS: 'success', ERROR: 'error', FAIL: 'failure' },
	noticeContexts: { PAYMENTS: 'wc/payment-area' },
} as unknown as PaymentMethodProps[ 'emitResponse' ];

const messages = {
	payment_failed: 'Payment failed. Please try again.',
	voucher_failed: FAILED,
	card_declined: 'The card was declined.',
};

/**
 * What onCheckoutSuccess hands over when process_payment() redirected to the given address.
 *
 * @param redirectUrl process_payment()'s redirect.
 */
const placed = ( redirectUrl: string ) => ( {
	redirectUrl,
	orderId: 42,
	processingResponse: {
		paymentStatus: 'success',
		redirectUrl,
		paymentDetails: {},
	},
} );

/**
 * The observer's answer with a Stripe.js double.
 *
 * @param redirectUrl process_payment()'s redirect.
 * @param stripe      Stripe.js's calls.
 */
const respond = (
	redirectUrl: string,
	stripe: Record< string, ( ...args: never[] ) => unknown >
) =>
	checkoutSuccessResponse( placed( redirectUrl ), {
		stripe: stripe as unknown as Stripe,
		settings: {
			ajax_url: `${ ORIGIN }/?wc-ajax=%%endpoint%%`,
			orderReceivedURL: `${ ORIGIN }/checkout/order-received/`,
			orderId: 0,
			isChangingPayment: false,
			errorMessages: messages,
			invalid_wallet_type: 'Invalid wallet payment type.',
		},
		messages,
		emitResponse,
		origin: ORIGIN,
	} );

const at = ( hash: string ) => `${ ORIGIN }/checkout/${ hash }`;
const back = encodeURIComponent( BACK );

describe( 'onCheckoutSuccess with a provider return', () => {
	it.each( [
		[
			'a Boleto voucher',
			`#shop-stripe-voucher:42:boleto:${ SECRET }:${ back }`,
			'confirmBoletoPayment',
		],
		[
			'a WeChat Pay wallet',
			`#shop-stripe-wallet:42:wechat_pay:pi:${ SECRET }:${ back }:n0nce`,
			'confirmWechatPayPayment',
		],
		[
			'an older card return',
			`#confirm-pi-${ SECRET }:${ back }`,
			'handleNextAction',
		],
	] )(
		'%s is confirmed and WooCommerce sent to its return address',
		async ( _what, hash, method ) => {
			const confirm = jest.fn( async () => ( {
				paymentIntent: { id: 'pi_123', status: 'succeeded' },
			} ) );

			const response = await respond( at( hash ), {
				[ method ]: confirm,
			} );

			expect( confirm ).toHaveBeenCalled();
			expect( response ).toEqual( {
				type: 'success',
				redirectUrl: BACK,
			} );
		}
	);

	it( 'a refused voucher keeps the shopper on the checkout with the text', async () => {
		const response = await respond(
			at( `#shop-stripe-voucher:42:oxxo:${ SECRET }:${ back }` ),
			{ confirmOxxoPayment: jest.fn( async () => ( { error: {} } ) ) }
		);

		expect( response ).toEqual( {
			type: 'error',
			message: FAILED,
			messageContext: 'wc/payment-area',
		} );
	} );

	it( 'any other redirect is WooCommerce’s to follow', async () => {
		expect( await respond( BACK, {} ) ).toBe( true );
	} );
} );
