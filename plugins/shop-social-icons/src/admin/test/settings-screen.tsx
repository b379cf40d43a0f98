/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { SettingsScreen } from '../settings-screen';
import { mockSettingsApi } from './fixtures/render-screen';
import {
	adminData,
	iconSettings,
	newsletterSettings,
	popupSettings,
} from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const tabNames = () =>
	screen.getAllByRole( 'tab' ).map( ( tab ) => tab.textContent );

describe( 'SettingsScreen', () => {
	it( 'shows the Popup and Newsletter tabs when their options are registered', async () => {
		mockSettingsApi( {
			stored: {
				shop_social_icons_settings: iconSettings(),
				shop_social_icons_popup: popupSettings(),
				shop_social_icons_newsletter: newsletterSettings(),
			},
		} );
		render( <SettingsScreen data={ adminData() } /> );

		await screen.findByRole( 'tab', { name: 'Networks' } );
		expect( tabNames() ).toEqual( [
			'Networks',
			'Appearance',
			'Placement',
			'Popup',
			'Newsletter',
		] );
	} );

	it( 'leaves out the tabs of options this site does not have', async () => {
		mockSettingsApi( {
			stored: { shop_social_icons_settings: iconSettings() },
		} );
		render( <SettingsScreen data={ adminData() } /> );

		await screen.findByRole( 'tab', { name: 'Networks' } );
		expect( tabNames() ).toEqual( [
			'Networks',
			'Appearance',
			'Placement',
		] );
	} );

	it( 'says why when the settings cannot be read', async () => {
		mockSettingsApi( { stored: {} } ).mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		render( <SettingsScreen data={ adminData() } /> );

		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
	} );
} );
