/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CardContent } from '../card-content';

describe( 'CardContent', () => {
	it( 'says that card payments are not available yet', () => {
		render( <CardContent /> );

		expect(
			screen.getByText( 'Card payments are not available yet.' )
		).toBeVisible();
	} );
} );
