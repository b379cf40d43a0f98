/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import { pickCustomColour } from '@shop-bundle/admin-settings/testing/pick-colour';

/**
 * Internal dependencies
 */
import type { PopupSettings } from '../types';
import {
	lastPreviewQuery,
	mockPopupPreview,
	standInMarkup,
} from './fixtures/popup-preview';
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

/** The dialog the preview shows, once it shows one. */
const drawnDialog = async () => {
	const preview = screen.getByTestId( 'popup-preview' );
	await waitFor( () =>
		expect(
			preview.querySelector( '.shop-social-icons-popup' )
		).not.toBeNull()
	);
	return preview;
};

describe( 'PopupTab', () => {
	it( 'previews the popup the server draws for the stored settings, as it answers it', async () => {
		mockSettingsApi( { stored: stored() } );
		mockPopupPreview();
		await renderScreen( 'Popup' );
		const preview = await drawnDialog();

		const query = lastPreviewQuery();
		for ( const [ key, value ] of Object.entries( popupSettings() ) ) {
			expect( query.get( key ) ).toBe( String( value ) );
		}
		// The storefront's markup, untouched: no look of the popup is computed in the admin.
		expect( preview.innerHTML ).toBe( standInMarkup( query ) );
		expect( preview ).not.toHaveAttribute( 'style' );
		expect( preview ).toHaveAttribute( 'inert' );
		expect( preview ).toHaveTextContent(
			'Enjoy this page? Please spread the word :)'
		);
	} );

	it( 'asks the server again for the text, border, background, font, style, size, colour and shadow being edited, then saves them', async () => {
		mockSettingsApi( { stored: stored() } );
		mockPopupPreview();
		const { user, save } = await renderScreen( 'Popup' );
		const preview = await drawnDialog();
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

		await waitFor( () =>
			expect( lastPreviewQuery().get( 'shadow' ) ).toBe( 'false' )
		);
		expect( Object.fromEntries( lastPreviewQuery() ) ).toMatchObject( {
			text: 'Like it? Share it!',
			border_colour: '#00aa00',
			border_thickness: '4',
			background_colour: '#fafafa',
			font: 'Times New Roman',
			font_style: 'bold',
			font_size: '32',
			font_colour: '#333333',
		} );
		await waitFor( () =>
			expect( preview.innerHTML ).toBe(
				standInMarkup( lastPreviewQuery() )
			)
		);
		expect( preview ).toHaveTextContent( 'Like it? Share it!' );

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

	it( 'keeps the last drawing and says so when the popup cannot be drawn', async () => {
		mockSettingsApi( { stored: stored() } );
		const preview = mockPopupPreview();
		const { user } = await renderScreen( 'Popup' );
		const drawn = ( await drawnDialog() ).innerHTML;

		preview.failWith = {
			message: 'Sorry, you are not allowed to do that.',
		};
		await user.type(
			screen.getByRole( 'textbox', { name: 'Popup text' } ),
			' More.'
		);

		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.' )
		).toBeVisible();
		expect( screen.getByTestId( 'popup-preview' ).innerHTML ).toBe( drawn );
	} );

	it( 'shows the server’s message for a refused delay', async () => {
		mockSettingsApi( {
			stored: stored(),
			saveError: invalidParamError(
				OPTION,
				'shop_social_icons_popup[delay_seconds] must be between 0 (inclusive) and 600 (inclusive).'
			),
		} );
		mockPopupPreview();
		const { user, save } = await renderScreen( 'Popup' );
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
