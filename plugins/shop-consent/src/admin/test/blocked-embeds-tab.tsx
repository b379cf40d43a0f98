/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	mockSettingsApi,
	renderScreen,
	savedSettings,
} from './fixtures/render-screen';
import { invalidParamError, storedSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const PROVIDERS = [
	'YouTube',
	'Vimeo',
	'Google Maps',
	'X',
	'Instagram',
	'Spotify',
	'SoundCloud',
];

describe( 'BlockedEmbedsTab', () => {
	it( 'shows every provider held back for third-party content by default', async () => {
		mockSettingsApi();
		await renderScreen( 'Blocked embeds' );

		for ( const name of PROVIDERS ) {
			expect(
				screen.getByRole( 'checkbox', {
					name: `Hold back ${ name } embeds until consent`,
				} )
			).toBeChecked();
			expect(
				screen.getByRole( 'combobox', {
					name: `Category that loads ${ name } embeds`,
				} )
			).toHaveValue( 'thirdparty' );
		}
	} );

	it( 'saves YouTube as embedded directly and Spotify as waiting for advanced consent', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Blocked embeds' );
		const youtube = screen.getByRole( 'checkbox', {
			name: 'Hold back YouTube embeds until consent',
		} );

		await user.click( youtube );
		expect(
			screen.getByText(
				'Embedded directly: the service may set cookies as soon as the page loads.'
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'combobox', {
				name: 'Category that loads YouTube embeds',
			} )
		).toBeDisabled();
		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'Category that loads Spotify embeds',
			} ),
			'advanced'
		);
		await save();

		expect( savedSettings().embeds ).toEqual( {
			...storedSettings().embeds,
			youtube: { blocked: false, category: 'thirdparty' },
			spotify: { blocked: true, category: 'advanced' },
		} );
	} );

	it( 'shows the server message when the value is refused', async () => {
		const detail =
			'shop_consent_settings[embeds][vimeo][category] is not one of thirdparty and advanced.';
		mockSettingsApi( storedSettings(), invalidParamError( detail ) );
		const { user, save } = await renderScreen( 'Blocked embeds' );

		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Hold back Vimeo embeds until consent',
			} )
		);
		await save();

		expect(
			await screen.findByText( detail, {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );
} );
