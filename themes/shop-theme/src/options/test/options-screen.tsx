/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsApiDouble } from '@shop-bundle/admin-settings/testing/settings-api-double';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { OptionsScreen } from '../options-screen';
import type { ThemeOptions } from '../types';

jest.mock( '@wordpress/api-fetch' );

/** Notices are also spoken (a11y-speak region): the visible one is the notice's content. */
const NOTICE = { selector: '.components-notice__content' };

const stored: ThemeOptions = {
	preloader: false,
	reload_on_resize: false,
	back_to_top: true,
	sticky_sidebars: true,
	tooltips: true,
	quick_view: true,
	wishlist: true,
};

/**
 * Serves GET from `stored`; answers POST with what was sent, or rejects it with `saveError`.
 *
 * @param saveError What a POST rejects with.
 * @param loadError What a GET rejects with.
 */
function mockSettings( saveError?: unknown, loadError?: unknown ) {
	settingsApiDouble( 'shop_theme_options', stored, { saveError, loadError } );
}

async function renderScreen() {
	const user = userEvent.setup();
	render( <OptionsScreen /> );
	await screen.findByRole( 'checkbox', { name: 'Pre-loader' } );
	return user;
}

describe( 'OptionsScreen', () => {
	it( 'shows a toggle with its help for each optional behaviour, as stored', async () => {
		mockSettings();
		await renderScreen();

		expect( apiFetch ).toHaveBeenCalledWith( { path: '/wp/v2/settings' } );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 7 );
		expect(
			screen.getByRole( 'checkbox', { name: 'Pre-loader' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Wishlist' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Reload on resize' } )
		).toHaveAccessibleDescription( /loses what a shopper has typed/ );
	} );

	it( 'saves a turned-on option through the settings endpoint and says so', async () => {
		mockSettings();
		const user = await renderScreen();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Pre-loader' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeVisible();
		expect( apiFetch ).toHaveBeenLastCalledWith( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { shop_theme_options: { ...stored, preloader: true } },
		} );
		expect(
			screen.getByRole( 'checkbox', { name: 'Pre-loader' } )
		).toBeChecked();
	} );

	it( 'shows the field the server refused, and keeps the edit', async () => {
		const detail = 'shop_theme_options[preloader] is not of type boolean.';
		mockSettings( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): shop_theme_options',
			data: { status: 400, params: { shop_theme_options: detail } },
		} );
		const user = await renderScreen();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Tooltips' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect( await screen.findByText( detail, NOTICE ) ).toBeVisible();
		expect( screen.queryByText( 'Settings saved.', NOTICE ) ).toBeNull();
		expect(
			screen.getByRole( 'checkbox', { name: 'Tooltips' } )
		).not.toBeChecked();
	} );

	it( 'says so when the options cannot be loaded', async () => {
		mockSettings( undefined, {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		render( <OptionsScreen /> );

		// The notice itself (Notice also speaks the text into the shared a11y live region).
		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );
} );
