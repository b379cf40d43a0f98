/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ExpressPanel } from '../express-panel';
import { DOMAIN_PATH, type ExpressDomain } from '../express-domain';

jest.mock( '@wordpress/api-fetch' );

const fetchMock = jest.mocked( apiFetch );

const unregistered: ExpressDomain = {
	domain: 'shop.example.com',
	id: '',
	applePay: 'inactive',
	error: '',
	checkedAt: 0,
};
const active: ExpressDomain = {
	...unregistered,
	id: 'pmd_1Pgc79B7WZ01zgkWHKCqwAQo',
	applePay: 'active',
	checkedAt: 1_790_000_000,
};

/**
 * Answers GET with the stored state and POST with what the test gives (a state, or a rejection).
 *
 * @param stored The GET's answer.
 * @param posted The POST's answer: a state, or an Error to reject with.
 */
function answer( stored: ExpressDomain, posted?: () => Promise< unknown > ) {
	fetchMock.mockImplementation( ( ( options: {
		path?: string;
		method?: string;
	} ) => {
		expect( options.path ).toBe( DOMAIN_PATH );
		if ( options.method === 'POST' ) {
			return posted ? posted() : Promise.reject( new Error( 'no POST' ) );
		}
		return Promise.resolve( stored );
	} ) as unknown as typeof apiFetch );
}

const status = () => screen.getByRole( 'status' );

describe( 'ExpressPanel', () => {
	beforeEach( () => {
		fetchMock.mockReset();
	} );

	it( 'says the domain is not registered and registers it on a click, the answer read out', async () => {
		let resolve: ( domain: ExpressDomain ) => void = () => {};
		answer(
			unregistered,
			() => new Promise( ( done ) => ( resolve = done ) )
		);
		const user = userEvent.setup();
		render( <ExpressPanel /> );

		expect( await screen.findByText( 'shop.example.com' ) ).toBeVisible();
		expect( status() ).toHaveTextContent(
			/^Not registered yet: Apple Pay buttons are not shown until shop\.example\.com is registered/
		);
		const button = screen.getByRole( 'button', {
			name: 'Register domain',
		} );
		await user.click( button );

		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( status() ).toHaveTextContent( 'Asking Stripe…' );
		expect( fetchMock ).toHaveBeenLastCalledWith( {
			path: DOMAIN_PATH,
			method: 'POST',
		} );

		resolve( active );
		await waitFor( () =>
			expect( status() ).toHaveTextContent(
				'Active: Apple Pay buttons can be shown on shop.example.com.'
			)
		);
		expect(
			screen.getByRole( 'button', { name: 'Check again' } )
		).not.toHaveAttribute( 'aria-disabled' );
		expect( screen.getByText( 'Last checked' ) ).toBeVisible();
	} );

	it( "shows an inactive domain with Stripe's reason", async () => {
		answer( {
			...active,
			applePay: 'inactive',
			error: 'The domain could not be verified.',
		} );
		render( <ExpressPanel /> );

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Inactive: Apple Pay buttons are not shown. Stripe says: The domain could not be verified.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Check again' } )
		).toBeVisible();
	} );

	it( "shows a refusal beside the button, Stripe's message with the shop's, and keeps the state", async () => {
		answer( unregistered, () =>
			Promise.reject( {
				code: 'shop_stripe_gateway_stripe_error',
				message:
					'Unable to process this payment, please try again or use alternative method.',
				data: {
					status: 400,
					stripe: 'Domain name must be a public domain. (type invalid_request_error)',
				},
			} )
		);
		const user = userEvent.setup();
		render( <ExpressPanel /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Register domain' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Not registered or checked: Unable to process this payment, please try again or use alternative method. (Stripe: Domain name must be a public domain. (type invalid_request_error))'
		);
		expect( status() ).toHaveTextContent( /^Not registered yet/ );
		expect(
			screen.getByRole( 'button', { name: 'Register domain' } )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'says the state could not be loaded when the GET fails', async () => {
		fetchMock.mockRejectedValue( { message: '' } );
		render( <ExpressPanel /> );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			/could not be loaded/
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );
