/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ActionButton } from '../action-button';
import { OutcomeNotice } from '../outcome-notice';
import { useAction } from '../use-action';

/** Notices are also spoken (a11y-speak region): the visible one is the notice's content. */
const NOTICE = { selector: '.components-notice__content' };

/**
 * An import as the screens draw it: the outcome's notice, then the action's button.
 *
 * @param props             The action and whether its notice can be closed.
 * @param props.run         The action.
 * @param props.dismissible Whether the notice has a close button.
 */
function ImportScreen( {
	run,
	dismissible = true,
}: {
	run: () => Promise< number >;
	dismissible?: boolean;
} ) {
	const importing = useAction( run, 'The import failed.' );
	return (
		<>
			<OutcomeNotice
				result={ importing.result }
				onDismiss={ dismissible ? importing.dismiss : undefined }
				success={ ( count ) => `Imported ${ count } settings.` }
			/>
			<ActionButton action={ importing }>Import</ActionButton>
		</>
	);
}

describe( 'useAction with OutcomeNotice and ActionButton', () => {
	it( 'shows nothing before the button is pressed', () => {
		render( <ImportScreen run={ () => Promise.resolve( 3 ) } /> );

		expect( screen.queryByText( /Imported/, NOTICE ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Import' } )
		).toBeEnabled();
	} );

	it( 'keeps the button focusable but inert while the action runs', async () => {
		let finish: ( count: number ) => void = () => {};
		const run = () =>
			new Promise< number >( ( resolve ) => ( finish = resolve ) );
		render( <ImportScreen run={ run } /> );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);

		const button = screen.getByRole( 'button', { name: 'Import' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).not.toHaveAttribute( 'disabled' );
		finish( 2 );
		expect(
			await screen.findByText( 'Imported 2 settings.', NOTICE )
		).toBeVisible();
		expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'says what the action answered, in a notice that can be closed', async () => {
		render( <ImportScreen run={ () => Promise.resolve( 3 ) } /> );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);
		expect(
			await screen.findByText( 'Imported 3 settings.', NOTICE )
		).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'button', { name: /Close|Dismiss/ } )
		);
		expect( screen.queryByText( /Imported/, NOTICE ) ).toBeNull();
	} );

	it.each( [
		[
			'in the server’s words',
			{ code: 'refused', message: 'Nothing to import.' },
			'Nothing to import.',
		],
		[ 'with the fallback when it says nothing', {}, 'The import failed.' ],
	] )( 'shows a failure %s', async ( _, error, shown ) => {
		render( <ImportScreen run={ () => Promise.reject( error ) } /> );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);
		expect( await screen.findByText( shown, NOTICE ) ).toBeVisible();
	} );

	it( 'forgets the last outcome when the action runs again', async () => {
		const run = jest
			.fn< () => Promise< number > >()
			.mockRejectedValueOnce( { message: 'Busy.' } )
			.mockReturnValueOnce( new Promise( () => {} ) );
		render( <ImportScreen run={ run } /> );
		const button = screen.getByRole( 'button', { name: 'Import' } );

		await userEvent.click( button );
		expect( await screen.findByText( 'Busy.', NOTICE ) ).toBeVisible();
		await userEvent.click( button );
		expect( screen.queryByText( 'Busy.', NOTICE ) ).toBeNull();
	} );

	it( 'leaves the notice without a close button when the screen gives no way to dismiss it', async () => {
		render(
			<ImportScreen
				run={ () => Promise.resolve( 1 ) }
				dismissible={ false }
			/>
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);
		expect(
			await screen.findByText( 'Imported 1 settings.', NOTICE )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: /Close|Dismiss/ } )
		).toBeNull();
	} );
} );
