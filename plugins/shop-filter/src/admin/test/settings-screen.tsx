/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSaved } from '@shop-bundle/admin-settings/testing/settings-api-double';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { SettingsScreen } from '../settings-screen';
import type { FilterSettings } from '../types';
import { mockApi, stored } from '../testing/api-routes';

jest.mock( '@wordpress/api-fetch' );

/** Notices are also spoken (a11y-speak region): the visible one is the notice's content. */
const NOTICE = { selector: '.components-notice__content' };

async function renderScreen() {
	const user = userEvent.setup();
	render( <SettingsScreen /> );
	await screen.findByRole( 'checkbox', { name: 'Show counts' } );
	return user;
}

describe( 'SettingsScreen', () => {
	it( 'shows every setting as stored', async () => {
		mockApi();
		await renderScreen();

		expect( apiFetch ).toHaveBeenCalledWith( { path: '/wp/v2/settings' } );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 5 );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Update without reloading the page',
			} )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Hide choices that match nothing',
			} )
		).toHaveAccessibleDescription( /\(0\)/ );
		expect(
			screen.getByRole( 'combobox', { name: 'On phones' } )
		).toHaveValue( 'panel' );
		expect(
			screen.getByRole( 'spinbutton', {
				name: 'Hide filtered pages with more active filters than',
			} )
		).toHaveValue( 1 );
	} );

	it( 'saves changed settings through the settings endpoint and says so', async () => {
		mockApi();
		const user = await renderScreen();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Loading overlay' } )
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'On phones' } ),
			'dropdown'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeVisible();
		expect( lastSaved< FilterSettings >( 'shop_filter_settings' ) ).toEqual(
			{
				ajax: true,
				autosubmit: true,
				overlay: false,
				hide_empty: true,
				show_counts: true,
				noindex_facets: 1,
				mobile: 'dropdown',
				default_filters: stored.default_filters,
			}
		);
	} );

	it( 'shows the field the server refused and keeps the edits', async () => {
		mockApi(
			{},
			{
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): shop_filter_settings',
				data: {
					status: 400,
					params: {
						shop_filter_settings:
							'shop_filter_settings[noindex_facets] must be between 0 (inclusive) and 20 (inclusive)',
					},
				},
			}
		);
		const user = await renderScreen();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show counts' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			await screen.findByText( /must be between 0/, NOTICE )
		).toBeVisible();
		expect(
			screen.getByRole( 'checkbox', { name: 'Show counts' } )
		).not.toBeChecked();
	} );

	it( 'says so when the settings cannot be loaded', async () => {
		mockApi();
		jest.mocked( apiFetch ).mockRejectedValue( {
			message: 'Sorry, you are not allowed to do that.',
		} );
		render( <SettingsScreen /> );

		expect(
			await screen.findByText(
				'Sorry, you are not allowed to do that.',
				NOTICE
			)
		).toBeVisible();
		expect( screen.queryByRole( 'checkbox' ) ).not.toBeInTheDocument();
	} );
} );
