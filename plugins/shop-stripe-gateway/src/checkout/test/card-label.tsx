/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CardLabel } from '../card-label';

const brands = [
	{ id: 'visa', name: 'Visa', src: '/visa.svg' },
	{ id: 'amex', name: 'American Express', src: '/amex.svg' },
];

describe( 'CardLabel', () => {
	it( 'names each accepted brand after the title', () => {
		render( <CardLabel title="Card" brands={ brands } /> );

		expect( screen.getByText( 'Card' ) ).toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'img' )
				.map( ( img ) => img.getAttribute( 'alt' ) )
		).toEqual( [ 'Visa', 'American Express' ] );
		// A space between the icons: their names are read apart.
		expect(
			screen.getByRole( 'img', { name: 'Visa' } ).nextSibling?.textContent
		).toBe( ' ' );
		expect( screen.getByRole( 'img', { name: 'Visa' } ) ).toHaveAttribute(
			'src',
			'/visa.svg'
		);
	} );

	it( 'draws the title alone when no brand is listed', () => {
		render( <CardLabel title="Card" brands={ [] } /> );

		expect( screen.queryByRole( 'img' ) ).toBeNull();
	} );
} );
