/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { NewsletterSettings } from '../types';
import {
	lastSaved,
	mockSettingsApi,
	renderScreen,
} from './fixtures/render-screen';
import { iconSettings, newsletterSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_newsletter';

describe( 'NewsletterTab', () => {
	it( 'saves the form’s texts, the name question and the redirect', async () => {
		mockSettingsApi( {
			stored: {
				shop_social_icons_settings: iconSettings(),
				[ OPTION ]: newsletterSettings(),
			},
		} );
		const { user, save } = await renderScreen( 'Newsletter' );
		const heading = screen.getByRole( 'textbox', { name: 'Heading' } );
		expect( heading ).toHaveValue( 'Subscribe to our newsletter' );

		await user.clear( heading );
		await user.type( heading, 'Join us' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ask for a name' } )
		);
		await user.type(
			screen.getByRole( 'textbox', {
				name: 'Redirect after subscribing',
			} ),
			'https://example.com/thanks'
		);
		await save();

		expect( lastSaved< NewsletterSettings >( OPTION ) ).toMatchObject( {
			heading: 'Join us',
			ask_name: false,
			redirect_url: 'https://example.com/thanks',
			button_label: 'Subscribe',
		} );
		expect(
			await screen.findByText( 'Settings saved.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );
} );
