/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { IMPORT_PATH } from '../import-panel';
import { mockSettingsApi, renderScreen } from './fixtures/render-screen';
import { adminData, iconSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_settings';
const IMPORT = 'Import from Ultimate Social Media Icons';

describe( 'ImportPanel', () => {
	it( 'is not offered when the other plugin left nothing', async () => {
		mockSettingsApi( { stored: { [ OPTION ]: iconSettings() } } );
		await renderScreen( 'Networks' );

		expect(
			screen.queryByRole( 'button', { name: IMPORT } )
		).not.toBeInTheDocument();
	} );

	it( 'imports, names what was taken and shows the tab with the imported networks', async () => {
		const api = {
			stored: { [ OPTION ]: iconSettings() } as Record< string, unknown >,
			routes: {
				[ IMPORT_PATH ]: { imported: [ 'share_networks', 'size' ] },
			},
		};
		mockSettingsApi( api );
		const { user } = await renderScreen( 'Networks', adminData( true ) );
		// What the server stored while importing.
		api.stored[ OPTION ] = iconSettings( {
			share_networks: [ 'telegram' ],
		} );

		await user.click( screen.getByRole( 'button', { name: IMPORT } ) );

		expect(
			await screen.findByText( 'Imported: share icons, size', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect(
			await screen.findByRole( 'button', { name: 'Remove Telegram' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Remove Facebook' } )
		).not.toBeInTheDocument();
		expect( jest.mocked( apiFetch ) ).toHaveBeenCalledWith( {
			path: IMPORT_PATH,
			method: 'POST',
		} );
	} );

	it( 'shows the server’s reason when the import is refused', async () => {
		mockSettingsApi( {
			stored: { [ OPTION ]: iconSettings() },
			routes: {
				[ IMPORT_PATH ]: Object.assign( new Error(), {
					message:
						'Ultimate Social Media Icons left no settings on this site.',
				} ),
			},
		} );
		const { user } = await renderScreen( 'Networks', adminData( true ) );

		await user.click( screen.getByRole( 'button', { name: IMPORT } ) );

		expect(
			await screen.findByText(
				'Ultimate Social Media Icons left no settings on this site.',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
	} );
} );
