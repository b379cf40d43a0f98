/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SaveBar, type SaveBarProps } from '../save-bar';

/** Notices are also spoken (a11y-speak region): the visible one is the notice's content. */
const NOTICE = { selector: '.components-notice__content' };

function renderBar( props: Partial< SaveBarProps > ) {
	const onDismiss = jest.fn();
	render(
		<form>
			<SaveBar
				result={ { status: 'idle' } }
				onDismiss={ onDismiss }
				isSaving={ false }
				savedMessage="Options saved."
				label="Save changes"
				{ ...props }
			/>
		</form>
	);
	return onDismiss;
}

describe( 'SaveBar', () => {
	it( 'is only the submit button before any save', () => {
		renderBar( {} );

		expect(
			screen.getByRole( 'button', { name: 'Save changes' } )
		).toHaveAttribute( 'type', 'submit' );
		expect( screen.queryByText( 'Options saved.', NOTICE ) ).toBeNull();
	} );

	it( 'keeps the button focusable but inert while saving', () => {
		renderBar( { isSaving: true } );

		const button = screen.getByRole( 'button', { name: 'Save changes' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).not.toHaveAttribute( 'disabled' );
	} );

	it( 'says the save worked, and the notice can be dismissed', async () => {
		const onDismiss = renderBar( { result: { status: 'success' } } );

		expect( screen.getByText( 'Options saved.', NOTICE ) ).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'button', { name: /Close|Dismiss/ } )
		);
		expect( onDismiss ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the server’s refusal in its words', () => {
		renderBar( {
			result: { status: 'error', message: 'days must be at most 730' },
		} );

		expect(
			screen.getByText( 'days must be at most 730', NOTICE )
		).toBeVisible();
		expect( screen.queryByText( 'Options saved.', NOTICE ) ).toBeNull();
	} );
} );
