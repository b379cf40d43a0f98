/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { LoadState } from '../load-state';

describe( 'LoadState', () => {
	it( 'shows why the settings could not be read, without a way to dismiss it', () => {
		const { container } = render(
			<LoadState error="Sorry, you are not allowed to do that." />
		);
		expect(
			container.querySelector( '.components-notice' )
		).toHaveTextContent( 'Sorry, you are not allowed to do that.' );
		expect(
			screen.queryByRole( 'button', { name: /dismiss/i } )
		).not.toBeInTheDocument();
	} );

	it( 'shows a spinner while they load', () => {
		const { container } = render( <LoadState error={ null } /> );
		expect(
			container.querySelector( '.components-spinner' )
		).not.toBeNull();
		expect( container ).not.toHaveTextContent( /./ );
	} );
} );
