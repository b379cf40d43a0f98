/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { DateRangeControl } from '../date-range-control';

function setup( from = '2024-05-01', to = '2024-05-10' ) {
	const onChange = jest.fn();
	function Harness() {
		const [ range, setRange ] = useState( { from, to } );
		return (
			<DateRangeControl
				from={ range.from }
				to={ range.to }
				onChange={ ( f, t ) => {
					onChange( f, t );
					setRange( { from: f, to: t } );
				} }
			/>
		);
	}
	render( <Harness /> );
	return {
		onChange,
		user: userEvent.setup( { advanceTimers: jest.advanceTimersByTime } ),
		fromField: () => screen.getByLabelText( 'From' ),
		toField: () => screen.getByLabelText( 'To' ),
	};
}

describe( 'DateRangeControl', () => {
	beforeEach( () => {
		jest.useFakeTimers().setSystemTime(
			new Date( '2024-06-30T12:00:00Z' )
		);
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'shows the range in two labelled date fields inside a named group', () => {
		const { fromField, toField } = setup();

		expect(
			screen.getByRole( 'group', { name: 'Date range' } )
		).toBeInTheDocument();
		expect( fromField() ).toHaveValue( '2024-05-01' );
		expect( fromField() ).toHaveAttribute( 'type', 'date' );
		expect( toField() ).toHaveValue( '2024-05-10' );
	} );

	it( 'passes on a valid range', () => {
		const { onChange, fromField } = setup();

		fireEvent.change( fromField(), { target: { value: '2024-05-03' } } );

		expect( onChange ).toHaveBeenLastCalledWith(
			'2024-05-03',
			'2024-05-10'
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows an inline error tied to both fields when from is after to, and passes nothing on', () => {
		const { onChange, fromField, toField } = setup();

		fireEvent.change( fromField(), { target: { value: '2024-05-20' } } );

		const error = screen.getByRole( 'alert' );
		expect( error ).toHaveTextContent(
			'The start date must not be after the end date.'
		);
		expect( fromField() ).toHaveValue( '2024-05-20' );
		expect( fromField() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( fromField() ).toHaveAccessibleDescription(
			'The start date must not be after the end date.'
		);
		expect( toField() ).toHaveAccessibleDescription(
			'The start date must not be after the end date.'
		);
		expect( onChange ).not.toHaveBeenCalled();

		fireEvent.change( toField(), { target: { value: '2024-05-31' } } );

		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( onChange ).toHaveBeenLastCalledWith(
			'2024-05-20',
			'2024-05-31'
		);
	} );

	it( 'asks for both dates when one is cleared', () => {
		const { onChange, toField } = setup();

		fireEvent.change( toField(), { target: { value: '' } } );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Enter both dates as YYYY-MM-DD.'
		);
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'Last 7 days', '2024-06-24' ],
		[ 'Last 30 days', '2024-06-01' ],
		[ 'Last 90 days', '2024-04-02' ],
	] )( '%s ends today and is shown as pressed', async ( name, from ) => {
		const { onChange, user, fromField, toField } = setup();
		const preset = screen.getByRole( 'button', { name } );
		expect( preset ).toHaveAttribute( 'aria-pressed', 'false' );

		await user.click( preset );

		expect( onChange ).toHaveBeenLastCalledWith( from, '2024-06-30' );
		expect( fromField() ).toHaveValue( from );
		expect( toField() ).toHaveValue( '2024-06-30' );
		expect( preset ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'does not submit a surrounding form on Enter', async () => {
		const submit = jest.fn( ( event: Event ) => event.preventDefault() );
		const { user, fromField } = ( () => {
			const onChange = jest.fn();
			render(
				<form onSubmit={ ( e ) => submit( e.nativeEvent ) }>
					<DateRangeControl
						from="2024-05-01"
						to="2024-05-10"
						onChange={ onChange }
					/>
					<button type="submit">Save</button>
				</form>
			);
			return {
				user: userEvent.setup( {
					advanceTimers: jest.advanceTimersByTime,
				} ),
				fromField: () => screen.getByLabelText( 'From' ),
			};
		} )();

		await user.click( fromField() );
		await user.keyboard( '{Enter}' );

		expect( submit ).not.toHaveBeenCalled();
	} );
} );
