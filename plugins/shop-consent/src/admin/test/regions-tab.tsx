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

describe( 'RegionsTab', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'saves GPC and geo behind a CDN with custom header names', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Regions and privacy' );

		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Honour Global Privacy Control',
			} )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Apply rules by region' } )
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Country header' } )
		).toBeNull();
		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'CDN in front of the site',
			} ),
			'Other (header names below)'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Country header' } ),
			'X-Country'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Region header' } ),
			'X-Region'
		);
		await save();

		expect( savedSettings() ).toMatchObject( {
			gpc: false,
			geo: {
				enabled: true,
				cdn: 'custom',
				header: 'X-Country',
				region_header: 'X-Region',
			},
		} );
	} );

	it( 'saves the CDN and the US states with the opt-out notice', async () => {
		mockSettingsApi( {
			...storedSettings(),
			geo: { ...storedSettings().geo, enabled: true },
		} );
		const { user, save } = await renderScreen( 'Regions and privacy' );

		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'CDN in front of the site',
			} ),
			'Amazon CloudFront'
		);
		const states = screen.getByRole( 'textbox', {
			name: 'US states with the opt-out notice',
		} );
		await user.clear( states );
		await user.type( states, 'ca, va,TX' );
		await save();

		expect( savedSettings().geo ).toMatchObject( {
			cdn: 'cloudfront',
			optout_states: [ 'CA', 'VA', 'TX' ],
		} );
	} );

	it( 'raises the consent version after a confirmed warning', async () => {
		mockSettingsApi();
		const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( true );
		const { user, save } = await renderScreen( 'Regions and privacy' );

		await user.click(
			screen.getByRole( 'button', { name: 'Ask everyone again' } )
		);
		await save();

		expect( confirm ).toHaveBeenCalledWith(
			expect.stringContaining(
				'Everyone will be asked for consent again'
			)
		);
		expect( screen.getByText( 'Consent version: 2' ) ).toBeVisible();
		expect( savedSettings().consent_version ).toBe( 2 );
	} );

	it( 'keeps the consent version when the warning is cancelled', async () => {
		mockSettingsApi();
		jest.spyOn( window, 'confirm' ).mockReturnValue( false );
		const { user, save } = await renderScreen( 'Regions and privacy' );

		await user.click(
			screen.getByRole( 'button', { name: 'Ask everyone again' } )
		);
		await save();

		expect( savedSettings().consent_version ).toBe( 1 );
	} );

	it( 'saves the text version and shows the message when it is refused', async () => {
		const detail =
			'shop_consent_settings[text_version] must be greater than or equal to 1';
		mockSettingsApi( storedSettings(), invalidParamError( detail ) );
		const { user, save } = await renderScreen( 'Regions and privacy' );
		const field = screen.getByRole( 'spinbutton', {
			name: 'Text version',
		} );

		await user.clear( field );
		await user.type( field, '0' );
		await save();

		expect( savedSettings().text_version ).toBe( 0 );
		expect(
			await screen.findByText( detail, {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );
} );
