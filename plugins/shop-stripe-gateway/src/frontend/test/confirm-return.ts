/**
 * Internal dependencies
 */
import { confirmFromHash } from '../confirm-return';
import {
	drawCheckout,
	fakeStripe,
	MESSAGES,
	noticeText,
	pageOf,
} from './support/page';

jest.mock( '@stripe/stripe-js/pure' );

const SECRET = 'pi_123_secret_abc';

/**
 * The page after WooCommerce followed process_payment()'s redirect to the confirm hash.
 *
 * @param hash The address's hash.
 */
function returned( hash = `#shop-stripe-confirm-pi:42:${ SECRET }:n0nce` ) {
	const form = drawCheckout();
	const fake = fakeStripe();
	const page = pageOf( form, fake.stripe );
	const assign = jest.fn();
	page.win = {
		document,
		location: {
			hash,
			origin: 'http://localhost',
			pathname: '/checkout/',
			search: '',
			assign,
		},
		history: { state: null, replaceState: jest.fn() },
		matchMedia: window.matchMedia,
		scrollY: 0,
	} as unknown as Window;
	return { form, page, assign, ...fake };
}

/**
 * Answers the confirm endpoint.
 *
 * @param body The JSON answer.
 */
const answer = ( body: unknown ) =>
	( globalThis.fetch = jest.fn( async () => ( {
		json: async () => body,
	} ) ) as never );

describe( 'the confirm hash after process_payment()', () => {
	it( 'confirms with Stripe.js, updates the order and goes to its return address', async () => {
		const { page, stripe, assign } = returned();
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123', status: 'succeeded' },
		} );
		answer( {
			success: true,
			data: {
				return_url:
					'http://localhost/checkout/order-received/42/?key=wc_order_k',
			},
		} );

		await confirmFromHash( page );

		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: SECRET,
		} );
		const [ url, init ] = jest.mocked( globalThis.fetch ).mock.calls[ 0 ];
		expect( url ).toBe(
			'http://localhost/?wc-ajax=wc_stripe_update_order_status'
		);
		expect( Object.fromEntries( init!.body as URLSearchParams ) ).toEqual( {
			order_id: '42',
			intent_id: 'pi_123',
			nonce: 'n0nce',
		} );
		expect( assign ).toHaveBeenCalledWith(
			'http://localhost/checkout/order-received/42/?key=wc_order_k'
		);
		expect( page.win.history.replaceState ).toHaveBeenCalledWith(
			null,
			'',
			'/checkout/'
		);
	} );

	it( 'shows a failed authentication with the catalogue’s text and unblocks the form', async () => {
		const { form, page, stripe, assign } = returned();
		stripe.handleNextAction.mockResolvedValue( {
			error: {
				type: 'card_error',
				code: 'card_declined',
				message: 'Your card was declined.',
			},
		} );
		answer( {} );

		await confirmFromHash( page );

		expect( noticeText() ).toEqual( [ MESSAGES.card_declined ] );
		expect( form ).not.toHaveClass( 'processing' );
		expect( globalThis.fetch ).not.toHaveBeenCalled();
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'shows the shop’s refusal as it is written', async () => {
		const { page, stripe, assign } = returned();
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123' },
		} );
		answer( {
			success: false,
			data: { error: { message: 'Your card has insufficient funds.' } },
		} );

		await confirmFromHash( page );

		expect( noticeText() ).toEqual( [
			'Your card has insufficient funds.',
		] );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'replaces a failure that is not Stripe’s with the generic message', async () => {
		const { page, stripe } = returned();
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123' },
		} );
		globalThis.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );

		await confirmFromHash( page );

		expect( noticeText() ).toEqual( [ MESSAGES.payment_failed ] );
	} );

	it( 'never follows a return address of another site', async () => {
		const { page, stripe, assign } = returned();
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123' },
		} );
		answer( {
			success: true,
			data: { return_url: 'https://evil.example/' },
		} );

		await confirmFromHash( page );

		expect( assign ).not.toHaveBeenCalled();
		expect( noticeText() ).toEqual( [ MESSAGES.payment_failed ] );
	} );

	it( 'does nothing without a confirm hash', async () => {
		const { page, stripe } = returned( '#payment' );

		await confirmFromHash( page );

		expect( stripe.handleNextAction ).not.toHaveBeenCalled();
	} );
} );

describe( 'the voucher, wallet and older card hashes on a classic page', () => {
	const BACK = 'http://localhost/checkout/order-received/42/?key=wc_order_k';
	const FAILED =
		'There was a problem processing the payment. Please refresh the page to try again.';

	/**
	 * The page after the redirect, Stripe.js with the voucher's and wallet's confirmations.
	 *
	 * @param hash The address's hash.
	 */
	function withProvider( hash: string ) {
		const returnedPage = returned( hash );
		const stripe = Object.assign( returnedPage.stripe, {
			confirmOxxoPayment: jest.fn<
				( secret: string ) => Promise< object >
			>( async () => ( {
				paymentIntent: { id: 'pi_123', status: 'requires_action' },
			} ) ),
			confirmCashappPayment: jest.fn( async () => ( {
				error: { type: 'card_error', code: 'card_declined' },
			} ) ),
		} );
		returnedPage.page.settings.errorMessages = {
			...MESSAGES,
			voucher_failed: FAILED,
		};
		return { ...returnedPage, stripe };
	}

	it( 'confirms an OXXO voucher and goes to its return address', async () => {
		const { page, stripe, assign } = withProvider(
			`#shop-stripe-voucher:42:oxxo:${ SECRET }:${ encodeURIComponent(
				BACK
			) }`
		);

		await confirmFromHash( page );

		expect( stripe.confirmOxxoPayment ).toHaveBeenCalledWith( SECRET );
		expect( assign ).toHaveBeenCalledWith( BACK );
		expect( page.win.history.replaceState ).toHaveBeenCalled();
	} );

	it( 'shows a refused Cash App Pay wallet in the notices and unblocks the form', async () => {
		const { form, page, assign } = withProvider(
			`#shop-stripe-wallet:42:cashapp:pi:${ SECRET }:${ encodeURIComponent(
				BACK
			) }:n0nce`
		);

		await confirmFromHash( page );

		expect( noticeText() ).toEqual( [ MESSAGES.card_declined ] );
		expect( form ).not.toHaveClass( 'processing' );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'unblocks without a word for a voucher of another order on the pay-for-order page', async () => {
		const { form, page, stripe, assign } = withProvider(
			`#shop-stripe-voucher:41:oxxo:${ SECRET }:${ encodeURIComponent(
				BACK
			) }`
		);
		page.settings.orderId = 42;

		await confirmFromHash( page );

		expect( stripe.confirmOxxoPayment ).not.toHaveBeenCalled();
		expect( form ).not.toHaveClass( 'processing' );
		expect( noticeText() ).toEqual( [ 'An earlier error' ] );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'an older card return that succeeded goes to its return address', async () => {
		const { page, stripe, assign } = withProvider(
			`#confirm-pi-${ SECRET }:${ encodeURIComponent( BACK ) }`
		);
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: { id: 'pi_123', status: 'succeeded' },
		} );

		await confirmFromHash( page );

		expect( assign ).toHaveBeenCalledWith( BACK );
	} );
} );
