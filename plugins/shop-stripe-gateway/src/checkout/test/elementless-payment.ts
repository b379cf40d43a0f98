/**
 * Internal dependencies
 */
import { elementlessResponse } from '../elementless-payment';

const MESSAGES = { blik_invalid: 'BLIK Code is invalid' };
const EMIT = {
	responseTypes: {
		SUCCESS: 'success' as const,
		FAIL: 'failure' as const,
		ERROR: 'error' as const,
	},
	noticeContexts: { PAYMENTS: 'wc/payment-area' },
};

describe( 'elementlessResponse', () => {
	it( 'hands the server BLIK with the code the shopper typed', () => {
		expect(
			elementlessResponse( 'blik', ' 777123 ', MESSAGES, EMIT )
		).toEqual( {
			response: {
				type: 'success',
				meta: {
					paymentMethodData: {
						shop_stripe_payment_type: 'blik',
						shop_stripe_blik_code: '777123',
					},
				},
			},
			blikError: '',
		} );
	} );

	it.each( [ '', '12345', 'abcdef' ] )(
		'refuses BLIK with %j, its field saying why',
		( code ) => {
			expect(
				elementlessResponse( 'blik', code, MESSAGES, EMIT )
			).toEqual( {
				response: {
					type: 'error',
					message: '',
					messageContext: 'wc/payment-area',
				},
				blikError: 'BLIK Code is invalid',
			} );
		}
	);

	it( 'hands the server pre-authorised debit with no code and no PaymentMethod', () => {
		expect(
			elementlessResponse( 'acss_debit', '', MESSAGES, EMIT ).response
		).toEqual( {
			type: 'success',
			meta: {
				paymentMethodData: { shop_stripe_payment_type: 'acss_debit' },
			},
		} );
	} );
} );
