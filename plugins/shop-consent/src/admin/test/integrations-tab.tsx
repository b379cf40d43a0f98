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

describe( 'IntegrationsTab', () => {
	it( 'saves the trusted proxies as a list', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Integrations' );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Trusted proxies' } ),
			'10.0.0.0/8, 2001:db8::/32'
		);
		await save();

		expect( savedSettings().trusted_proxies ).toEqual( [
			'10.0.0.0/8',
			'2001:db8::/32',
		] );
	} );

	it( 'saves the header the trusted proxies name the visitor in', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Integrations' );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Client address header' } ),
			'X-Forwarded-For'
		);
		await save();

		expect( savedSettings().trusted_header ).toBe( 'X-Forwarded-For' );
	} );

	it( 'saves Consent Mode with its options', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Integrations' );

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Enable Consent Mode' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ads data redaction' } )
		);
		await save();

		expect( savedSettings().consent_mode ).toEqual( {
			enabled: true,
			url_passthrough: false,
			ads_data_redaction: true,
		} );
	} );

	it( 'saves the WP Consent API switch and the attribution category', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Integrations' );

		await user.click(
			screen.getByRole( 'checkbox', { name: 'WP Consent API' } )
		);
		const category = screen.getByRole( 'combobox', {
			name: 'Order attribution category',
		} );
		// The admin learns that WooCommerce's sbjs_* cookies follow the choice.
		expect( category ).toHaveAccessibleDescription( /sbjs_\* cookies/ );
		await user.selectOptions( category, 'Advanced' );
		await save();

		expect( savedSettings() ).toMatchObject( {
			wp_consent_api: false,
			attribution_category: 'advanced',
		} );
	} );

	it( 'shows the server message when the save is refused', async () => {
		mockSettingsApi(
			storedSettings(),
			invalidParamError( 'Sorry, the option could not be saved.' )
		);
		const { user, save } = await renderScreen( 'Integrations' );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'URL passthrough',
		} );

		await user.click( toggle );
		await save();

		expect(
			await screen.findByText( 'Sorry, the option could not be saved.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( toggle ).toBeChecked();
	} );
} );
