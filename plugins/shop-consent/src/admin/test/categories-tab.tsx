/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

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

describe( 'CategoriesTab', () => {
	it( 'has head, body and footer markup for every category', async () => {
		mockSettingsApi();
		await renderScreen( 'Categories and scripts' );

		for ( const category of [
			'Strictly necessary',
			'Third-party',
			'Advanced',
		] ) {
			for ( const place of [ 'Head', 'Start of body', 'Footer' ] ) {
				expect(
					screen.getByRole( 'textbox', {
						name: `${ category } scripts: ${ place }`,
					} )
				).toBeInTheDocument();
			}
		}
	} );

	it( 'saves markup for one category and place only', async () => {
		mockSettingsApi();
		const { save } = await renderScreen( 'Categories and scripts' );
		const markup = '<script src="https://example.com/tag.js"></script>';

		// Typed in one go: user-event would read the brackets as key names.
		fireEvent.change(
			screen.getByRole( 'textbox', {
				name: 'Third-party scripts: Head',
			} ),
			{ target: { value: markup } }
		);
		await save();

		expect( savedSettings().scripts ).toEqual( {
			...storedSettings().scripts,
			thirdparty: { head: markup, body: '', footer: '' },
		} );
	} );

	it( 'saves comma-separated cookie patterns as a list', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Categories and scripts' );
		const field = screen.getByRole( 'textbox', {
			name: 'Advanced cookie patterns',
		} );
		expect( field ).toHaveValue( '_fbp, _fbc, _uetsid, _uetvid' );

		await user.clear( field );
		await user.type( field, '_fbp, ads_*,' );
		await save();

		expect( savedSettings().cookie_patterns ).toEqual( {
			thirdparty: storedSettings().cookie_patterns.thirdparty,
			advanced: [ '_fbp', 'ads_*' ],
		} );
	} );

	it( 'shows the server message for a refused pattern', async () => {
		const detail =
			'shop_consent_settings[cookie_patterns][advanced][0] does not match pattern ^[A-Za-z0-9_.\\-*]{1,100}$.';
		mockSettingsApi( storedSettings(), invalidParamError( detail ) );
		const { user, save } = await renderScreen( 'Categories and scripts' );
		const field = screen.getByRole( 'textbox', {
			name: 'Advanced cookie patterns',
		} );

		await user.clear( field );
		await user.type( field, 'bad name' );
		await save();

		expect(
			await screen.findByText( detail, {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( field ).toHaveValue( 'bad name' );
	} );
} );
