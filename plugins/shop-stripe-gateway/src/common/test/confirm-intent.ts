/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { confirmIntent } from '../confirm-intent';

const SECRET = 'pi_123_secret_abc';
const PAYER = { name: 'Robin Shopper', email: 'robin@example.com' };

/**
 * Stripe.js's double, its intent in a state.
 *
 * @param status The intent's status.
 * @param types  Its payment method types.
 */
function stripeWith( status: string, types: string[] ) {
	const call = ( answer: unknown ) =>
		jest
			.fn< ( ...args: unknown[] ) => Promise< unknown > >()
			.mockResolvedValue( answer );
	const double = {
		retrievePaymentIntent: call( {
			paymentIntent: { status, payment_method_types: types },
		} ),
		confirmAcssDebitPayment: call( { paymentIntent: { id: 'pi_123' } } ),
		handleNextAction: call( { paymentIntent: { id: 'pi_123' } } ),
	};
	return { double, stripe: double as unknown as Stripe };
}

describe( 'confirmIntent', () => {
	it( 'opens Stripe’s bank dialog for a pre-authorised debit the server left unconfirmed', async () => {
		const { double, stripe } = stripeWith( 'requires_payment_method', [
			'acss_debit',
		] );

		await confirmIntent( stripe, SECRET, PAYER );

		expect( double.confirmAcssDebitPayment ).toHaveBeenCalledWith( SECRET, {
			payment_method: { billing_details: PAYER },
		} );
		expect( double.handleNextAction ).not.toHaveBeenCalled();
	} );

	it( 'runs the next action otherwise, without asking Stripe for the intent when no debit was chosen', async () => {
		const { double, stripe } = stripeWith( 'requires_action', [ 'card' ] );

		await confirmIntent( stripe, SECRET );

		expect( double.retrievePaymentIntent ).not.toHaveBeenCalled();
		expect( double.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: SECRET,
		} );
	} );
} );
