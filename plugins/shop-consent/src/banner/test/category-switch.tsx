/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CategorySwitch } from '../category-switch';

const renderSwitch = ( checked: boolean, disabled = false ) => {
	const onChange = jest.fn();
	const { container } = render(
		<CategorySwitch
			category="thirdparty"
			label="Third-party"
			checked={ checked }
			disabled={ disabled }
			onChange={ onChange }
		/>
	);
	const track = container.querySelector( '.shop-consent-switch-track' );
	return { onChange, track: track as HTMLElement };
};

describe( 'CategorySwitch', () => {
	it( 'is a switch named by its label, with its checked state', () => {
		renderSwitch( true );

		const control = screen.getByRole( 'switch', { name: 'Third-party' } );
		expect( control ).toBeChecked();
		expect( control ).toBeEnabled();
	} );

	it.each( [
		[ 'the track', true ],
		[ 'the track', false ],
		[ 'the name', false ],
	] )( 'moves on a click on %s (checked %s)', async ( part, checked ) => {
		const { onChange, track } = renderSwitch( checked );

		await userEvent.click(
			part === 'the track' ? track : screen.getByText( 'Third-party' )
		);

		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 'thirdparty', ! checked );
	} );

	it( 'moves with Space once focused', async () => {
		const { onChange } = renderSwitch( false );

		await userEvent.tab();
		expect( screen.getByRole( 'switch' ) ).toHaveFocus();
		await userEvent.keyboard( ' ' );

		expect( onChange ).toHaveBeenCalledWith( 'thirdparty', true );
	} );

	it( 'does not move while disabled, wherever it is clicked', async () => {
		const { onChange, track } = renderSwitch( false, true );

		await userEvent.click( track );
		await userEvent.click( screen.getByText( 'Third-party' ) );

		expect( screen.getByRole( 'switch' ) ).toBeDisabled();
		expect( onChange ).not.toHaveBeenCalled();
	} );
} );
