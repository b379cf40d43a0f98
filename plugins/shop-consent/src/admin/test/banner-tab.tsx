/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

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

	it( 'previews the bar with the banner’s own components, the texts, colours and position chosen', async () => {
		mockSettingsApi();
		const { user } = await renderScreen( 'Banner' );
		const preview = screen.getByTestId( 'bar-preview' );
		const bar = within( preview ).getByRole( 'region', {
			name: 'Cookie consent',
		} );
		expect( bar ).toHaveClass(
			'shop-consent-bar',
			'shop-consent-bar-bottom'
		);
		expect(
			within( bar ).getByRole( 'button', { name: 'Accept all' } )
		).toBeInTheDocument();
		const theme = bar.closest( '.shop-consent' ) as HTMLElement;
		// The stored colours (PHP's defaults in the fixture), as the storefront sets them.
		expect(
			theme.style.getPropertyValue( '--shop-consent-background' )
		).toBe( storedSettings().colours.background );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Reject button label' } ),
			'No thanks'
		);
		for ( const [ name, value ] of [
			[ 'Background colour', '#000' ],
			[ 'Link colour', '#ff0' ],
		] ) {
			const field = screen.getByRole( 'textbox', { name } );
			await user.clear( field );
			await user.type( field, value );
		}
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Position' } ),
			'top'
		);

		expect(
			within( bar ).getByRole( 'button', { name: 'No thanks' } )
		).toBeInTheDocument();
		expect( bar ).toHaveClass( 'shop-consent-bar-top' );
		expect(
			theme.style.getPropertyValue( '--shop-consent-background' )
		).toBe( '#000' );
		expect( theme.style.getPropertyValue( '--shop-consent-link' ) ).toBe(
			'#ff0'
		);
		expect(
			within( bar ).getByRole( 'link', { name: 'Privacy policy' } )
		).toBeInTheDocument();
	} );

	it( 'leaves a colour out of the preview while it is not hex', async () => {
		mockSettingsApi();
		const { user } = await renderScreen( 'Banner' );
		const text = screen.getByRole( 'textbox', { name: 'Text colour' } );

		await user.clear( text );
		await user.type( text, '#12' );

		const theme = screen
			.getByTestId( 'bar-preview' )
			.querySelector( '.shop-consent' ) as HTMLElement;
		expect( theme.style.getPropertyValue( '--shop-consent-text' ) ).toBe(
			''
		);
	} );

	it( 'flags a colour that is not hex', async () => {
		mockSettingsApi();
		const { user } = await renderScreen( 'Banner' );
		const text = screen.getByRole( 'textbox', { name: 'Text colour' } );

		await user.clear( text );
		await user.type( text, 'red' );

		expect( text ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			screen.getByText( 'Not a hex colour: use #rgb or #rrggbb.' )
		).toBeVisible();
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
