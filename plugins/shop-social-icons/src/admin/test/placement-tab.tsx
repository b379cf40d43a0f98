/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { IconSettings } from '../types';
import {
	lastSaved,
	mockSettingsApi,
	renderScreen,
} from './fixtures/render-screen';
import { coreFields, iconSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_settings';

describe( 'PlacementTab', () => {
	it( 'draws its fields once the post types are known, so none moves under a click', async () => {
		const mock = mockSettingsApi( {
			stored: {
				[ OPTION ]: iconSettings( {
					...coreFields(),
					auto_placement: 'after',
				} ),
			},
		} );
		const answer = mock.getMockImplementation() as ( options: {
			path?: string;
		} ) => Promise< unknown >;
		let release = () => {};
		const listed = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		mock.mockImplementation( ( ( options: { path?: string } ) =>
			( options.path ?? '' ).startsWith( '/wp/v2/types' )
				? listed.then( () => answer( options ) )
				: answer( options ) ) as unknown as typeof apiFetch );

		await renderScreen( 'Placement' );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Floating icons' } )
		).not.toBeInTheDocument();

		release();
		expect(
			await screen.findByRole( 'checkbox', { name: 'Floating icons' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', { name: 'Posts' } )
		).toBeInTheDocument();
	} );

	it( 'saves automatic placement on the content types ticked (media not offered)', async () => {
		mockSettingsApi( {
			stored: {
				[ OPTION ]: iconSettings( {
					auto_placement: 'none',
					auto_post_types: [ 'post' ],
				} ),
			},
		} );
		const { user, save } = await renderScreen( 'Placement' );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Posts' } )
		).not.toBeInTheDocument();

		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'Share icons on single posts and products',
			} ),
			'after'
		);
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Pages' } )
		);
		expect(
			screen.queryByRole( 'checkbox', { name: 'Media' } )
		).not.toBeInTheDocument();
		await save();

		expect( lastSaved< IconSettings >( OPTION ) ).toMatchObject( {
			auto_placement: 'after',
			auto_post_types: [ 'post', 'page' ],
		} );
	} );

	it( 'shows no floating widget fields while the settings lack them', async () => {
		mockSettingsApi( { stored: { [ OPTION ]: iconSettings() } } );
		await renderScreen( 'Placement' );

		expect(
			screen.queryByRole( 'checkbox', { name: 'Floating icons' } )
		).not.toBeInTheDocument();
	} );

	it( 'turns the floating widget on and saves its position, mode and networks', async () => {
		mockSettingsApi( {
			stored: { [ OPTION ]: iconSettings( coreFields() ) },
		} );
		const { user, save } = await renderScreen( 'Placement' );
		expect(
			screen.queryByRole( 'combobox', { name: 'Position' } )
		).not.toBeInTheDocument();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Floating icons' } )
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Position' } ),
			'center-left'
		);
		await user.click(
			screen.getByRole( 'radio', {
				name: 'Sticky: scroll with the page, then stay in place',
			} )
		);
		await user.click( screen.getByRole( 'button', { name: 'Move X up' } ) );
		await save();

		expect( lastSaved< IconSettings >( OPTION ) ).toMatchObject( {
			floating_enabled: true,
			floating_position: 'center-left',
			floating_mode: 'sticky',
			floating_networks: [ 'x', 'facebook' ],
		} );
	} );
} );
