/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import { pickCustomColour } from '@shop-bundle/admin-settings/testing/pick-colour';

/**
 * Internal dependencies
 */
import type { PopupSettings } from '../types';
import {
	lastSaved,
	mockSettingsApi,
	renderScreen,
} from './fixtures/render-screen';
import {
	iconSettings,
	invalidParamError,
	popupSettings,
} from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_popup';

const stored = () => ( {
	shop_social_icons_settings: iconSettings(),
	[ OPTION ]: popupSettings(),
} );

describe( 'PopupTab', () => {
	it( 'previews the stored popup box', async () => {
		mockSettingsApi( { stored: stored() } );
		await renderScreen( 'Popup' );
		const box = screen.getByTestId( 'popup-preview' );

		expect( box ).toHaveTextContent(
			'Enjoy this page? Please spread the word :)'
		);
		expect( box ).toHaveStyle( {
			border: '1px solid #b5b5b5',
			backgroundColor: '#ffffff',
			fontFamily: 'inherit',
			fontSize: '20px',
			color: '#1e1e1e',
			fontStyle: 'normal',
			fontWeight: 'normal',
			boxShadow: '0 4px 16px rgba(0, 0, 0, 0.3)',
		} );
	} );

	it( 'redraws the preview as text, border, background, font, style, size, colour and shadow change, then saves them', async () => {
		mockSettingsApi( { stored: stored() } );
		const { user, save } = await renderScreen( 'Popup' );
		const box = screen.getByTestId( 'popup-preview' );
		const retype = async ( name: string, value: string ) => {
			if ( name.endsWith( 'colour' ) ) {
				return pickCustomColour( user, name, value );
			}
			const field = screen.getByRole(
				name.includes( 'pixels' ) ? 'spinbutton' : 'textbox',
				{ name }
			);
			await user.clear( field );
			await user.type( field, value );
		};

		await retype( 'Popup text', 'Like it? Share it!' );
		await retype( 'Border colour', '#00aa00' );
		await retype( 'Border thickness in pixels', '4' );
		await retype( 'Background colour', '#fafafa' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Font' } ),
			'Times New Roman'
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Font style' } ),
			'bold'
		);
		await retype( 'Font size in pixels', '32' );
		await retype( 'Font colour', '#333333' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Shadow around the box' } )
		);

		expect( box ).toHaveTextContent( 'Like it? Share it!' );
		expect( box ).toHaveStyle( {
			border: '4px solid #00aa00',
			backgroundColor: '#fafafa',
			fontFamily: '"Times New Roman"',
			fontWeight: 'bold',
			fontSize: '32px',
			color: '#333333',
			boxShadow: 'none',
		} );

		await save();
		expect( lastSaved< PopupSettings >( OPTION ) ).toMatchObject( {
			text: 'Like it? Share it!',
			border_colour: '#00aa00',
			border_thickness: 4,
			background_colour: '#fafafa',
			font: 'Times New Roman',
			font_style: 'bold',
			font_size: 32,
			font_colour: '#333333',
			shadow: false,
		} );
	} );

	it( 'shows italic text in italics and the server’s message for a refused delay', async () => {
		mockSettingsApi( {
			stored: stored(),
			saveError: invalidParamError(
				OPTION,
				'shop_social_icons_popup[delay_seconds] must be between 0 (inclusive) and 600 (inclusive).'
			),
		} );
		const { user, save } = await renderScreen( 'Popup' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Font style' } ),
			'italic'
		);
		expect( screen.getByTestId( 'popup-preview' ) ).toHaveStyle( {
			fontStyle: 'italic',
		} );
		const delay = screen.getByRole( 'spinbutton', {
			name: 'Delay in seconds',
		} );
		await user.clear( delay );
		await user.type( delay, '900' );
		await save();

		expect(
			await screen.findByText(
				'shop_social_icons_popup[delay_seconds] must be between 0 (inclusive) and 600 (inclusive).',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
	} );
} );
