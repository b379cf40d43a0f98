/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { SettingsScreen } from '../settings-screen';

describe( 'SettingsScreen', () => {
	it( 'shows a Settings panel that says the settings are not there yet', () => {
		render( <SettingsScreen /> );

		expect(
			screen.getByRole( 'heading', { name: 'Settings' } )
		).toBeVisible();
		expect( screen.getByText( /No settings yet/ ) ).toBeInTheDocument();
	} );
} );
