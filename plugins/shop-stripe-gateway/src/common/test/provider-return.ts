/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import {
	ajaxReturnUrl,
	providerReturn,
	shortConfirmReturn,
	type ReturnSettings,
} from '../provider-return';
import { parseReturnHash } from '../return-hash';

const ORIGIN = 'https://shop.test';
const PI = 'pi_3Pgb_secret_Dm43';
const SETI = 'seti_1Pgb_secret_QxX';
const BACK = `${ ORIGIN }/checkout/order-received/12/?key=wc_order_abc`;
const FAILED =
	'There was a problem processing the payment. Please refresh the page to try again.';

const settings = ( overrides: Partial< ReturnSettings > = {} ) => ( {
	ajax_url: `${ ORIGIN }/?wc-ajax=%%endpoint%%`,
	orderId: 0,
	isChangingPayment: false,
	errorMessages: {
		voucher_failed: FAILED,
		payment_failed: 'Payment failed. Please try again.',
		card_declined: 'The card was declined.',
		connection:
			'An error occurred while connecting to the server. Please try again.',
	},
	invalid_wallet_type: 'Invalid wallet payment type.',
	...overrides,
} );

const call = ( result: Record< string, unknown > ) =>
	jest.fn< ( ...args: unknown[] ) => Promise< object > >(
		async () => result
	);

/**
 * Stripe.js's double: each confirm answers the intent with the status given.
 *
 * @param status The intent's status.
 */
function stripeWith( status = 'requires_action' ) {
	const pi = {
		paymentIntent: { id: 'pi_3Pgb', status, payment_method: 'pm_9' },
	};
	const si = {
		setupIntent: {
			id: 'seti_1Pgb',
			status,
			payment_method: { id: 'pm_8' },
		},
	};
	const double = {
		confirmBoletoPayment: call( pi ),
		confirmMultibancoPayment: call( pi ),
		confirmOxxoPayment: call( pi ),
		confirmWechatPayPayment: call( pi ),
		confirmCashappPayment: call( pi ),
		confirmCashappSetup: call( si ),
		handleNextAction: call( pi ),
	};
	return { double, stripe: double as unknown as Stripe };
}

const voucher = ( type: string, order = 12 ) =>
	parseReturnHash(
		`#shop-stripe-voucher:${ order }:${ type }:${ PI }:${ encodeURIComponent( BACK ) }`,
		ORIGIN
	) as Parameters< typeof providerReturn >[ 0 ];

const wallet = ( type: string, intent = 'pi', order = 12 ) =>
	parseReturnHash(
		`#shop-stripe-wallet:${ order }:${ type }:${ intent }:${
			intent === 'pi' ? PI : SETI
		}:${ encodeURIComponent( BACK ) }:n0nce`,
		ORIGIN
	) as Parameters< typeof providerReturn >[ 0 ];

const answer = ( body: unknown ) =>
	( globalThis.fetch = jest.fn( async () => ( {
		json: async () => body,
	} ) ) as never );

beforeEach( () => {
	globalThis.fetch = jest.fn( async () => {
		throw new Error( 'no call expected' );
	} ) as never;
} );

describe( 'providerReturn: vouchers and wallets', () => {
	it.each( [
		[ 'boleto', 'confirmBoletoPayment', [ PI ] ],
		[ 'multibanco', 'confirmMultibancoPayment', [ PI ] ],
		[ 'oxxo', 'confirmOxxoPayment', [ PI ] ],
	] as const )(
		'confirms a %s voucher with %s and goes to the return address',
		async ( type, method, args ) => {
			const { double, stripe } = stripeWith();
			const step = await providerReturn(
				voucher( type ),
				stripe,
				settings(),
				ORIGIN
			);
			expect( double[ method ] ).toHaveBeenCalledWith( ...args );
			expect( step ).toEqual( { type: 'redirect', url: BACK } );
			expect( globalThis.fetch ).not.toHaveBeenCalled();
		}
	);

	it.each( [
		[
			'wechat_pay',
			'pi',
			'confirmWechatPayPayment',
			[
				PI,
				{ payment_method_options: { wechat_pay: { client: 'web' } } },
			],
		],
		[ 'cashapp', 'pi', 'confirmCashappPayment', [ PI ] ],
		[ 'cashapp', 'si', 'confirmCashappSetup', [ SETI ] ],
	] as const )(
		'confirms a %s wallet (%s) with %s and goes to the return address',
		async ( type, intent, method, args ) => {
			const { double, stripe } = stripeWith();
			const step = await providerReturn(
				wallet( type, intent ),
				stripe,
				settings(),
				ORIGIN
			);
			expect( double[ method ] ).toHaveBeenCalledWith( ...args );
			expect( step ).toEqual( { type: 'redirect', url: BACK } );
		}
	);

	it( 'an unknown wallet type shows invalid_wallet_type and confirms nothing', async () => {
		const { double, stripe } = stripeWith();
		const step = await providerReturn(
			wallet( 'alipay' ),
			stripe,
			settings(),
			ORIGIN
		);
		expect( step ).toEqual( {
			type: 'error',
			message: 'Invalid wallet payment type.',
		} );
		expect( double.confirmWechatPayPayment ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'voucher', () => voucher( 'oxxo', 13 ) ],
		[ 'wallet', () => wallet( 'cashapp', 'pi', 13 ) ],
	] )(
		'a %s of another order on the pay-for-order page only gives the form back',
		async ( _kind, hash ) => {
			const { double, stripe } = stripeWith();
			const step = await providerReturn(
				hash(),
				stripe,
				settings( { orderId: 12 } ),
				ORIGIN
			);
			expect( step ).toEqual( { type: 'unblock' } );
			expect( double.confirmOxxoPayment ).not.toHaveBeenCalled();
			expect( double.confirmCashappPayment ).not.toHaveBeenCalled();
		}
	);

	it( 'the order of the pay-for-order page is confirmed', async () => {
		const { stripe } = stripeWith();
		const step = await providerReturn(
			voucher( 'oxxo', 12 ),
			stripe,
			settings( { orderId: 12 } ),
			ORIGIN
		);
		expect( step ).toEqual( { type: 'redirect', url: BACK } );
	} );

	it( 'a missing secret only gives the form back', async () => {
		const { double, stripe } = stripeWith();
		const step = await providerReturn(
			{ ...voucher( 'oxxo' ), clientSecret: '' },
			stripe,
			settings(),
			ORIGIN
		);
		expect( step ).toEqual( { type: 'unblock' } );
		expect( double.confirmOxxoPayment ).not.toHaveBeenCalled();
	} );

	it.each( [
		[
			'a card error through the catalogue',
			{ type: 'card_error', code: 'card_declined', message: 'Declined' },
			'The card was declined.',
		],
		[
			"the provider's own text",
			{ type: 'invalid_request_error_x', message: 'Boleto expired.' },
			'Boleto expired.',
		],
		[
			'no text: the voucher failure text',
			{ type: 'api_error_x' },
			FAILED,
		],
	] )( 'a refused confirmation shows %s', async ( _what, error, text ) => {
		const { double, stripe } = stripeWith();
		double.confirmBoletoPayment.mockResolvedValue( { error } );
		const step = await providerReturn(
			voucher( 'boleto' ),
			stripe,
			settings(),
			ORIGIN
		);
		expect( step ).toEqual( { type: 'error', message: text } );
	} );

	it( 'Stripe.js throwing shows the voucher failure text', async () => {
		const { double, stripe } = stripeWith();
		double.confirmMultibancoPayment.mockRejectedValue( new Error( 'x' ) );
		const step = await providerReturn(
			voucher( 'multibanco' ),
			stripe,
			settings(),
			ORIGIN
		);
		expect( step ).toEqual( { type: 'error', message: FAILED } );
	} );
} );

describe( 'providerReturn: change-payment mode', () => {
	const CHANGED = `${ ORIGIN }/my-account/view-subscription/7/`;

	it.each( [
		[ 'succeeded', 'cashapp', 'pi', 'pi_3Pgb', 'pm_9' ],
		[ 'requires_action', 'cashapp', 'si', 'seti_1Pgb', 'pm_8' ],
	] )(
		'(%s) a %s %s wallet asks confirm_change_payment and goes to its return_url',
		async ( status, type, intent, intentId, pm ) => {
			const { stripe } = stripeWith( status );
			answer( { success: true, data: { return_url: CHANGED } } );
			const step = await providerReturn(
				wallet( type, intent ),
				stripe,
				settings( { isChangingPayment: true } ),
				ORIGIN
			);
			const [ url, init ] = jest.mocked( globalThis.fetch ).mock
				.calls[ 0 ];
			expect( url ).toBe(
				`${ ORIGIN }/?wc-ajax=wc_stripe_confirm_change_payment`
			);
			expect(
				Object.fromEntries( init!.body as URLSearchParams )
			).toEqual( {
				order_id: '12',
				intent_id: intentId,
				payment_method_id: pm,
				nonce: 'n0nce',
			} );
			expect( step ).toEqual( { type: 'redirect', url: CHANGED } );
		}
	);

	it.each( [
		[
			'the shop refuses: its message',
			{ success: false, data: { error: { message: 'Not yours.' } } },
			'Not yours.',
		],
		[
			'an answer without a return_url: the voucher failure text',
			{ success: true, data: {} },
			FAILED,
		],
		[
			'a return_url off site: the voucher failure text',
			{ success: true, data: { return_url: 'https://evil.test/' } },
			FAILED,
		],
	] )( '%s', async ( _what, body, text ) => {
		const { stripe } = stripeWith( 'succeeded' );
		answer( body );
		const step = await providerReturn(
			wallet( 'wechat_pay' ),
			stripe,
			settings( { isChangingPayment: true } ),
			ORIGIN
		);
		expect( step ).toEqual( { type: 'error', message: text } );
	} );

	it( 'a voucher (no nonce, never saved) goes to its return address', async () => {
		const { stripe } = stripeWith();
		const step = await providerReturn(
			voucher( 'boleto' ),
			stripe,
			settings( { isChangingPayment: true } ),
			ORIGIN
		);
		expect( step ).toEqual( { type: 'redirect', url: BACK } );
		expect( globalThis.fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'shortConfirmReturn: the older card return', () => {
	const short = ( intent = 'pi' ) =>
		parseReturnHash(
			`#confirm-${ intent }-${ intent === 'pi' ? PI : SETI }:${ encodeURIComponent( BACK ) }`,
			ORIGIN
		) as Parameters< typeof shortConfirmReturn >[ 0 ];

	it.each( [ 'succeeded', 'requires_capture' ] )(
		'%s goes to the return address',
		async ( status ) => {
			const { double, stripe } = stripeWith( status );
			const step = await shortConfirmReturn(
				short(),
				stripe,
				settings()
			);
			expect( double.handleNextAction ).toHaveBeenCalledWith( {
				clientSecret: PI,
			} );
			expect( step ).toEqual( { type: 'redirect', url: BACK } );
			expect( globalThis.fetch ).not.toHaveBeenCalled();
		}
	);

	it( 'a setup intent that succeeded goes to the return address', async () => {
		const { double, stripe } = stripeWith();
		double.handleNextAction.mockResolvedValue( {
			setupIntent: { id: 'seti_1Pgb', status: 'succeeded' },
		} );
		const step = await shortConfirmReturn(
			short( 'si' ),
			stripe,
			settings()
		);
		expect( step ).toEqual( { type: 'redirect', url: BACK } );
	} );

	it.each( [
		[
			'processing',
			{ paymentIntent: { id: 'pi_3Pgb', status: 'processing' } },
			'Payment failed. Please try again.',
		],
		[
			'requires_payment_method',
			{
				paymentIntent: {
					id: 'pi_3Pgb',
					status: 'requires_payment_method',
				},
			},
			'Payment failed. Please try again.',
		],
		[
			'a declined card',
			{ error: { type: 'card_error', code: 'card_declined' } },
			'The card was declined.',
		],
	] )(
		'%s: GETs the return address with is_ajax and shows the failure',
		async ( _what, result, text ) => {
			const { double, stripe } = stripeWith();
			double.handleNextAction.mockResolvedValue( result );
			answer( {} );
			const step = await shortConfirmReturn(
				short(),
				stripe,
				settings()
			);
			const [ url, init ] = jest.mocked( globalThis.fetch ).mock
				.calls[ 0 ];
			expect( url ).toBe( `${ BACK }&is_ajax=1` );
			expect( init?.method ).toBeUndefined();
			expect( step ).toEqual( { type: 'error', message: text } );
		}
	);

	it( 'ajaxReturnUrl adds is_ajax to an address without a query', () => {
		expect( ajaxReturnUrl( `${ ORIGIN }/checkout/` ) ).toBe(
			`${ ORIGIN }/checkout/?is_ajax=1`
		);
	} );
} );
