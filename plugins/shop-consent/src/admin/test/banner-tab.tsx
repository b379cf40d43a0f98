/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import { pickCustomColour } from '@shop-bundle/admin-settings/testing/pick-colour';

/**
 * Internal dependencies
 */
import {
	mockSettingsApi,
	renderScreen,
	savedSettings,
} from './fixtures/render-screen';
import { invalidParamError, storedSettings } from './fixtures/settings';
import { lastPreviewQuery, previewRequests } from './fixtures/bar-preview';

jest.mock( '@wordpress/api-fetch' );

describe( 'BannerTab', () => {
	it( 'saves a changed accept label and confirms it', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Banner' );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Accept button label' } ),
			'Fine by me'
		);
		await save();

		expect( savedSettings().texts.accept ).toBe( 'Fine by me' );
		expect( savedSettings().texts.reject ).toBe( '' );
		expect(
			await screen.findByText( 'Settings saved.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );

	it( 'previews the bar the server draws for the texts, colours and position being edited', async () => {
		mockSettingsApi();
		const { user } = await renderScreen( 'Banner' );
		const preview = screen.getByTestId( 'bar-preview' );
		const bar = await within( preview ).findByRole( 'region', {
			name: 'Cookie consent',
		} );
		expect( bar ).toHaveClass( 'shop-consent-bar-bottom' );

		await pickCustomColour( user, 'Background colour', '#000000' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Reject button label' } ),
			'No thanks'
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Position' } ),
			'top'
		);

		const redrawn = await within( preview ).findByRole( 'button', {
			name: 'No thanks',
		} );
		expect( redrawn.closest( '[role="region"]' ) ).toHaveClass(
			'shop-consent-bar-top'
		);
		// The edited colours go to the server as they are: it keeps the stored one for a value it refuses.
		expect( lastPreviewQuery().get( 'colours[background]' ) ).toBe(
			'#000000'
		);
		expect( lastPreviewQuery().get( 'texts[reject]' ) ).toBe( 'No thanks' );
	} );

	it( 'asks the server once typing pauses, not for every key', async () => {
		mockSettingsApi();
		const { user } = await renderScreen( 'Banner' );
		await within( screen.getByTestId( 'bar-preview' ) ).findByRole(
			'region'
		);
		const before = previewRequests().length;

		await user.type(
			screen.getByRole( 'textbox', { name: 'Accept button label' } ),
			'Sure'
		);

		await within( screen.getByTestId( 'bar-preview' ) ).findByRole(
			'button',
			{ name: 'Sure' }
		);
		expect( previewRequests().length - before ).toBeLessThan( 4 );
	} );

	it( 'shows the translated defaults PHP printed as the placeholders of empty texts', async () => {
		window.shopConsentDefaultTexts = { accept: 'Accept all' };
		mockSettingsApi();
		await renderScreen( 'Banner' );

		expect(
			screen.getByRole( 'textbox', { name: 'Accept button label' } )
		).toHaveAttribute( 'placeholder', 'Accept all' );
		delete window.shopConsentDefaultTexts;
	} );

	it( 'shows the redirect URL only for "Reject and redirect" and saves both', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Banner' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Redirect URL' } )
		).not.toBeInTheDocument();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Close button' } ),
			'Reject and redirect'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Redirect URL' } ),
			'https://example.com/bye'
		);
		await save();

		expect( savedSettings().close_behaviour ).toBe( 4 );
		expect( savedSettings().close_redirect_url ).toBe(
			'https://example.com/bye'
		);
	} );

	it.each( [
		[ 'Accept all after scrolling', /do not accept scrolling as consent/ ],
		[ 'Accept all after a delay', /do not accept waiting as consent/ ],
	] )(
		'says beside "%s", even while it is off, that EU regulators do not take it as consent',
		async ( name, warning ) => {
			mockSettingsApi();
			await renderScreen( 'Banner' );

			const toggle = screen.getByRole( 'checkbox', { name } );
			expect( toggle ).not.toBeChecked();
			expect( toggle ).toHaveAccessibleDescription( warning );
			expect( screen.getByText( warning ) ).toBeVisible();
		}
	);

	it( 'warns that auto-accept is not valid consent and saves the timer', async () => {
		mockSettingsApi();
		const { user, save } = await renderScreen( 'Banner' );
		expect( screen.queryByText( /not valid consent/ ) ).toBeNull();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Accept all after a delay' } )
		);
		const seconds = screen.getByRole( 'spinbutton', {
			name: 'Delay in seconds',
		} );
		await user.clear( seconds );
		await user.type( seconds, '45' );
		await save();

		expect(
			screen.getByText( /not valid consent in the EU/ )
		).toBeVisible();
		expect( savedSettings().auto_accept ).toEqual( {
			scroll: false,
			timer: true,
			seconds: 45,
		} );
	} );

	it( 'shows the server message for a refused lifetime and keeps the input', async () => {
		const detail =
			'shop_consent_settings[cookie_lifetime_days] must be between 1 (inclusive) and 730 (inclusive)';
		mockSettingsApi( storedSettings(), invalidParamError( detail ) );
		const { user, save } = await renderScreen( 'Banner' );
		const lifetime = screen.getByRole( 'spinbutton', {
			name: 'Cookie lifetime in days',
		} );

		await user.clear( lifetime );
		await user.type( lifetime, '0' );
		await save();

		expect(
			await screen.findByText( detail, {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( savedSettings().cookie_lifetime_days ).toBe( 0 );
		expect( lifetime ).toHaveValue( 0 );
		expect( screen.queryByText( 'Settings saved.' ) ).toBeNull();
	} );
} );
