/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	CookiePatternsControl,
	parsePatterns,
} from '../cookie-patterns-control';

describe( 'parsePatterns', () => {
	it.each( [
		[ '_ga, _gid', [ '_ga', '_gid' ] ],
		[ ' _ga ,, _gat* , ', [ '_ga', '_gat*' ] ],
		[ '', [] ],
		[ 'sbjs_*', [ 'sbjs_*' ] ],
	] )( 'splits %j into %j', ( text, expected ) => {
		expect( parsePatterns( text ) ).toEqual( expected );
	} );
} );

describe( 'CookiePatternsControl', () => {
	it( 'keeps a trailing comma while typing and hands over the list', async () => {
		const onChange = jest.fn();
		function Harness() {
			const [ value, setValue ] = useState( [ '_ga' ] );
			return (
				<CookiePatternsControl
					label="Patterns"
					value={ value }
					onChange={ ( next ) => {
						onChange( next );
						setValue( next );
					} }
				/>
			);
		}
		render( <Harness /> );
		const field = screen.getByRole( 'textbox', { name: 'Patterns' } );

		await userEvent.type( field, ', _fbp' );

		expect( field ).toHaveValue( '_ga, _fbp' );
		expect( onChange ).toHaveBeenLastCalledWith( [ '_ga', '_fbp' ] );
	} );
} );
