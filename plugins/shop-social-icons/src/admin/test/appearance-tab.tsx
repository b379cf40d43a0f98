/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import { pickCustomColour } from '@shop-bundle/admin-settings/testing/pick-colour';

/**
 * Internal dependencies
 */
import type { IconSettings } from '../types';
import {
	lastSaved,
	mockSettingsApi,
	renderScreen,
} from './fixtures/render-screen';
import {
	coreFields,
	iconSettings,
	invalidParamError,
} from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_settings';

describe( 'AppearanceTab', () => {
	it( 'saves shape, size and custom colours, keeps "Save changes" busy meanwhile, then "Settings saved."', async () => {
		const api = { stored: { [ OPTION ]: iconSettings() } };
		const mock = mockSettingsApi( api );
		const { user, save } = await renderScreen( 'Appearance' );

		await user.click( screen.getByRole( 'radio', { name: 'Square' } ) );
		const size = screen.getByRole( 'spinbutton', {
			name: 'Size in pixels',
		} );
		await user.clear( size );
		await user.type( size, '56' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Colours' } ),
			'custom'
		);
		await pickCustomColour( user, 'Icon colour', '#ff0000' );

		// Hold the POST to see the saving state.
		let answer: ( value: unknown ) => void = () => {};
		const implementation = mock.getMockImplementation()!;
		mock.mockImplementation( ( ( options: { method?: string } ) =>
			options.method === 'POST'
				? new Promise( ( resolve ) => {
						answer = () =>
							resolve( implementation( options as never ) );
					} )
				: implementation( options as never ) ) as never );
		await save();

		const busy = screen.getByRole( 'button', { name: 'Save changes' } );
		expect( busy ).toHaveAttribute( 'aria-disabled', 'true' );
		answer( null );

		expect(
			await screen.findByText( 'Settings saved.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Save changes' } )
		).toBeEnabled();
		expect( lastSaved< IconSettings >( OPTION ) ).toMatchObject( {
			shape: 'square',
			size: 56,
			colour_mode: 'custom',
			icon_colour: '#ff0000',
		} );
	} );

	it( 'shows the server’s message for a refused value and keeps the edits', async () => {
		mockSettingsApi( {
			stored: { [ OPTION ]: iconSettings() },
			saveError: invalidParamError(
				OPTION,
				'shop_social_icons_settings[size] must be between 16 (inclusive) and 96 (inclusive).'
			),
		} );
		const { user, save } = await renderScreen( 'Appearance' );
		const size = screen.getByRole( 'spinbutton', {
			name: 'Size in pixels',
		} );
		await user.clear( size );
		await user.type( size, '200' );
		await save();

		expect(
			await screen.findByText(
				'shop_social_icons_settings[size] must be between 16 (inclusive) and 96 (inclusive).',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
		expect( size ).toHaveValue( 200 );
	} );

	it( 'offers the tooltip effect only when the settings have it', async () => {
		mockSettingsApi( { stored: { [ OPTION ]: iconSettings() } } );
		await renderScreen( 'Appearance' );
		expect(
			screen.queryByRole( 'radio', { name: 'Fade and scale' } )
		).not.toBeInTheDocument();
	} );

	it( 'saves the tooltip effect chosen', async () => {
		mockSettingsApi( {
			stored: { [ OPTION ]: iconSettings( coreFields() ) },
		} );
		const { user, save } = await renderScreen( 'Appearance' );

		await user.click(
			screen.getByRole( 'radio', { name: 'Fade and scale' } )
		);
		await save();

		expect( lastSaved< IconSettings >( OPTION ).tooltip_effect ).toBe(
			'combo'
		);
	} );
} );
