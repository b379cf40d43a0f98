/**
 * External dependencies
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { resetStripeForTests } from '../../common/load-stripe';
import { ExpressContent } from '../express-content';
import {
	CONFIG,
	clickEvent,
	fakeShop,
	fakeStripe,
	settle,
} from './support/fake-shop';

jest.mock( '@stripe/stripe-js/pure' );

const CART_CONFIG = {
	...CONFIG,
	location: 'checkout' as const,
	product: undefined,
};

/**
 * Draws the block's content with a fake shop and Stripe.
 *
 * @param total The block's cart total.
 */
async function draw( total = 2000 ) {
	resetStripeForTests();
	const shop = fakeShop( [
		{ key: 'a', id: 7, quantity: 2, variation: [] },
	] );
	const fake = fakeStripe();
	jest.mocked( loadStripe ).mockResolvedValue( fake.stripe as never );
	globalThis.fetch = shop.fetch as typeof fetch;
	window.fetch = shop.fetch as typeof fetch;
	const props = {
		onClick: jest.fn(),
		onClose: jest.fn(),
		setExpressPaymentError: jest.fn(),
		billing: { cartTotal: { label: 'Total', value: total } },
	};
	const view = render(
		<ExpressContent config={ CART_CONFIG } { ...props } />
	);
	await act( settle );
	return { shop, props, view, ...fake };
}

describe( 'ExpressContent', () => {
	it( 'draws the buttons for the cart and tells WooCommerce when the sheet opens and closes', async () => {
		const { element, elements, fire, props } = await draw();
		expect( element.mount ).toHaveBeenCalled();
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 2000 } );

		const click = clickEvent();
		await fire( 'click', click );
		expect( click.resolve ).toHaveBeenCalled();
		expect( props.onClick ).toHaveBeenCalled();

		await fire( 'cancel', {} );
		expect( props.onClose ).toHaveBeenCalled();
	} );

	it( 'shows a failed payment through setExpressPaymentError', async () => {
		const { fire, props, stripe } = await draw();
		stripe.createConfirmationToken.mockResolvedValue( {
			error: { message: 'Declined.' },
		} );
		await fire( 'confirm', { paymentFailed: jest.fn() } );
		expect( props.setExpressPaymentError ).toHaveBeenCalledWith(
			'Declined.'
		);
	} );

	it( 'follows the block’s cart total and destroys the element when it goes', async () => {
		const { shop, elements, element, view, props } = await draw();
		shop.state.items.push( {
			key: 'b',
			id: 8,
			quantity: 1,
			variation: [],
		} );
		view.rerender(
			<ExpressContent
				config={ CART_CONFIG }
				{ ...props }
				billing={ { cartTotal: { label: 'Total', value: 3000 } } }
			/>
		);
		await act( settle );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 3000 } );

		view.unmount();
		expect( element.destroy ).toHaveBeenCalled();
	} );
} );
