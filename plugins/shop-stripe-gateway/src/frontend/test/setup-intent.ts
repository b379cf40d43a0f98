/**
 * Internal dependencies
 */
import { SETUP_INTENT_FIELD, setupIntentStep } from '../setup-intent';
import { drawCheckout, fakeStripe, pageOf } from './support/page';

jest.mock( '@stripe/stripe-js/pure' );

/**
 * Answers the endpoint and records what was sent.
 *
 * @param body The JSON answer.
 */
function answer( body: unknown ) {
	const fetchMock = jest.fn(
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed so the test reads what was sent.
		async ( ..._args: [ string, RequestInit ] ) => ( {
			json: async () => body,
		} )
	);
	globalThis.fetch = fetchMock as never;
	return fetchMock;
}

/** The add-payment-method page with its form. */
function page() {
	const form = drawCheckout();
	const fake = fakeStripe();
	const current = pageOf( form, fake.stripe );
	current.state.stripe = fake.stripe as never;
	return { form, current, ...fake };
}

const storedIntent = ( form: HTMLFormElement ) =>
	form.querySelector< HTMLInputElement >(
		`input[name="${ SETUP_INTENT_FIELD }"]`
	)?.value;

describe( 'the add-payment-method step', () => {
	it( 'sends the PaymentMethod, its type and the nonce as the endpoint reads them, and keeps the SetupIntent id in the form', async () => {
		const { form, current } = page();
		const sent = answer( {
			success: true,
			data: { id: 'seti_1', status: 'succeeded', client_secret: 'x' },
		} );

		await expect( setupIntentStep( current )( 'pm_9' ) ).resolves.toBe(
			true
		);

		const body = new URLSearchParams(
			String( sent.mock.calls[ 0 ][ 1 ].body )
		);
		expect( Object.fromEntries( body ) ).toEqual( {
			payment_method_id: 'pm_9',
			payment_method_type: 'card',
			nonce: current.settings.nonces.createSetupIntent,
		} );
		expect( sent.mock.calls[ 0 ][ 0 ] ).toContain(
			'wc_stripe_create_and_confirm_setup_intent'
		);
		expect( storedIntent( form ) ).toBe( 'seti_1' );
	} );

	it( 'authenticates a card that asks for it, then continues with the SetupIntent id', async () => {
		const { form, current, stripe } = page();
		answer( {
			success: true,
			data: {
				id: 'seti_2',
				status: 'requires_action',
				client_secret: 'seti_2_secret_y',
			},
		} );

		await expect( setupIntentStep( current )( 'pm_9' ) ).resolves.toBe(
			true
		);
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'seti_2_secret_y',
		} );
		expect( storedIntent( form ) ).toBe( 'seti_2' );
	} );

	it( 'stops without continuing the form when the setup is incomplete', async () => {
		const { form, current } = page();
		answer( {
			success: true,
			data: { id: 'seti_3', status: 'requires_payment_method' },
		} );

		await expect( setupIntentStep( current )( 'pm_9' ) ).resolves.toBe(
			false
		);
		expect( storedIntent( form ) ).toBeUndefined();
	} );

	it( "throws the server's message when it refuses", async () => {
		const { current } = page();
		answer( {
			success: false,
			data: { error: { message: 'The card was declined.' } },
		} );

		await expect( setupIntentStep( current )( 'pm_9' ) ).rejects.toThrow(
			'The card was declined.'
		);
	} );
} );
