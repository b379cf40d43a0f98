/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { englishTexts } from './fixtures/banner-settings';
import { SettingsModal } from '../settings-modal';
import { fakeController } from './fixtures/fake-controller';

const texts = englishTexts();

function renderModal(
	categories = { strict: true, thirdparty: false, advanced: false }
) {
	const controller = fakeController( { view: 'settings' } );
	render(
		<SettingsModal
			controller={ controller }
			texts={ texts }
			categories={ categories }
			privacyUrl=""
		/>
	);
	return controller;
}

const tab = ( name: string ) => screen.getByRole( 'tab', { name } );
const switchOf = ( name: string ) => screen.getByRole( 'switch', { name } );

describe( 'SettingsModal', () => {
	it( 'is a modal dialog named by its title, focused on open', () => {
		renderModal();

		const dialog = screen.getByRole( 'dialog', {
			name: 'Cookie settings',
		} );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);
	} );

	it( 'traps focus: Tab from the last control goes to the first, Shift+Tab back', async () => {
		renderModal();
		const dialog = screen.getByRole( 'dialog' );
		const close = within( dialog ).getByRole( 'button', { name: 'Close' } );
		const save = screen.getByRole( 'button', { name: 'Save settings' } );

		save.focus();
		await userEvent.tab();
		expect( close ).toHaveFocus();

		await userEvent.tab( { shift: true } );
		expect( save ).toHaveFocus();
	} );

	it( 'closes on Escape', async () => {
		const controller = renderModal();

		await userEvent.keyboard( '{Escape}' );

		expect( controller.closeSettings ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'has tabs switched with the arrow keys, Home and End', async () => {
		renderModal();

		tab( 'Strictly necessary' ).focus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect( tab( 'Third-party' ) ).toHaveFocus();
		expect( tab( 'Third-party' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			texts.tabs.thirdparty.text
		);

		await userEvent.keyboard( '{ArrowRight}{ArrowRight}' );
		expect( tab( 'Strictly necessary' ) ).toHaveFocus();

		await userEvent.keyboard( '{ArrowLeft}' );
		expect( tab( 'Advanced' ) ).toHaveAttribute( 'aria-selected', 'true' );

		await userEvent.keyboard( '{Home}' );
		expect( tab( 'Strictly necessary' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await userEvent.keyboard( '{End}' );
		expect( tab( 'Advanced' ) ).toHaveFocus();
		expect( tab( 'Strictly necessary' ) ).toHaveAttribute(
			'tabindex',
			'-1'
		);
	} );

	it( 'turning strict off unchecks and disables the others; on enables them again', async () => {
		renderModal( { strict: true, thirdparty: true, advanced: true } );

		await userEvent.click( switchOf( 'Strictly necessary' ) );
		expect( switchOf( 'Strictly necessary' ) ).not.toBeChecked();

		for ( const name of [ 'Third-party', 'Advanced' ] ) {
			await userEvent.click( tab( name ) );
			expect( switchOf( name ) ).not.toBeChecked();
			expect( switchOf( name ) ).toBeDisabled();
		}

		await userEvent.click( tab( 'Strictly necessary' ) );
		await userEvent.click( switchOf( 'Strictly necessary' ) );
		await userEvent.click( tab( 'Advanced' ) );
		expect( switchOf( 'Advanced' ) ).toBeEnabled();
		expect( switchOf( 'Advanced' ) ).not.toBeChecked();
	} );

	it( 'saves the chosen categories', async () => {
		const controller = renderModal();

		await userEvent.click( tab( 'Advanced' ) );
		await userEvent.click( switchOf( 'Advanced' ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);

		expect( controller.save ).toHaveBeenCalledWith( {
			strict: true,
			thirdparty: false,
			advanced: true,
		} );
	} );

	it( 'saves a refusal of everything when strict is off', async () => {
		const controller = renderModal( {
			strict: true,
			thirdparty: true,
			advanced: false,
		} );

		await userEvent.click( switchOf( 'Strictly necessary' ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save settings' } )
		);

		expect( controller.save ).toHaveBeenCalledWith( {
			strict: false,
			thirdparty: false,
			advanced: false,
		} );
	} );

	it.each( [
		[ 'Accept all', 'acceptAll' ],
		[ 'Reject all', 'rejectAll' ],
		[ 'Close', 'closeSettings' ],
	] as const )( 'calls %s → controller.%s', async ( name, action ) => {
		const controller = renderModal();

		await userEvent.click( screen.getByRole( 'button', { name } ) );

		expect( controller[ action ] ).toHaveBeenCalledTimes( 1 );
		expect( controller.save ).not.toHaveBeenCalled();
	} );
} );
