/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { initNoticeWidget, NOTICE_PATH } from '../notice-widget';

jest.mock( '@wordpress/api-fetch' );

/**
 * The markup ShopSocialIcons\Admin\AdminNotice prints, closed or open.
 *
 * @param open Whether the user left it open.
 */
function printNotice( open: boolean ): HTMLElement {
	document.body.innerHTML = `
		<div class="notice" data-shop-social-icons-notice>
			<p>Shop Social Icons: share and follow icons.
				<button type="button" data-notice-toggle aria-expanded="${ open }" aria-controls="details"
					data-label-open="Read more" data-label-close="Collapse">${ open ? 'Collapse' : 'Read more' }</button></p>
			<div id="details" ${ open ? '' : 'hidden' }><p>Add the icons with the block.</p></div>
			<p><button type="button" data-notice-dismiss>Do not show this again</button>
				<span data-notice-message role="status"></span></p>
		</div>`;
	const notice = document.querySelector< HTMLElement >(
		'[data-shop-social-icons-notice]'
	)!;
	initNoticeWidget( notice );
	return notice;
}

const posted = () =>
	jest.mocked( apiFetch ).mock.calls.map( ( [ options ] ) => options );

describe( 'initNoticeWidget', () => {
	beforeEach( () => {
		jest.mocked( apiFetch ).mockReset();
		jest.mocked( apiFetch ).mockResolvedValue( {} );
	} );

	it( 'opens with Read more, becomes Collapse and saves open; closing saves closed', async () => {
		const user = userEvent.setup();
		printNotice( false );
		const details = screen.getByText( 'Add the icons with the block.' );
		expect( details ).not.toBeVisible();

		await user.click( screen.getByRole( 'button', { name: 'Read more' } ) );
		const toggle = screen.getByRole( 'button', { name: 'Collapse' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( details ).toBeVisible();

		await user.click( toggle );
		expect( toggle ).toHaveTextContent( 'Read more' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( details ).not.toBeVisible();

		expect( posted() ).toEqual( [
			{ path: NOTICE_PATH, method: 'POST', data: { status: 'open' } },
			{ path: NOTICE_PATH, method: 'POST', data: { status: 'closed' } },
		] );
	} );

	it( 'works from the keyboard', async () => {
		const user = userEvent.setup();
		printNotice( true );
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Collapse' } )
		).toHaveFocus();

		await user.keyboard( '{Enter}' );
		expect(
			screen.getByRole( 'button', { name: 'Read more' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'says so when the state could not be saved', async () => {
		const user = userEvent.setup();
		jest.mocked( apiFetch ).mockRejectedValue( { code: 'rest_forbidden' } );
		printNotice( false );

		await user.click( screen.getByRole( 'button', { name: 'Read more' } ) );

		expect(
			await screen.findByText( 'This choice could not be saved.' )
		).toBeInTheDocument();
	} );

	it( 'removes the notice once dismissed for good is saved', async () => {
		const user = userEvent.setup();
		const notice = printNotice( false );

		await user.click(
			screen.getByRole( 'button', { name: 'Do not show this again' } )
		);

		await waitFor( () => expect( notice ).not.toBeInTheDocument() );
		expect( posted() ).toEqual( [
			{
				path: NOTICE_PATH,
				method: 'POST',
				data: { status: 'dismissed' },
			},
		] );
	} );

	it( 'keeps the notice when dismissing fails', async () => {
		const user = userEvent.setup();
		jest.mocked( apiFetch ).mockRejectedValue( { code: 'rest_forbidden' } );
		const notice = printNotice( false );

		await user.click(
			screen.getByRole( 'button', { name: 'Do not show this again' } )
		);

		expect(
			await screen.findByText( 'This choice could not be saved.' )
		).toBeInTheDocument();
		expect( notice ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Do not show this again' } )
		).toBeEnabled();
	} );
} );
