/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { IconSettings } from '../types';
import {
	lastSaved,
	mockSettingsApi,
	renderScreen,
} from './fixtures/render-screen';
import { iconSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_settings';

const shareList = () =>
	within( screen.getByRole( 'list', { name: 'Share icons' } ) )
		.getAllByRole( 'listitem' )
		.map(
			( item ) =>
				item.querySelector( '.shop-social-icons-networks__name' )
					?.textContent
		);

describe( 'NetworksTab', () => {
	beforeEach( () => {
		mockSettingsApi( {
			stored: {
				[ OPTION ]: iconSettings( {
					share_networks: [ 'facebook', 'x', 'email' ],
				} ),
			},
		} );
	} );

	it( 'moves a network with the keyboard, keeps the focus on the button and saves the new order', async () => {
		const { user, save } = await renderScreen( 'Networks' );
		expect( shareList() ).toEqual( [ 'Facebook', 'X', 'Email' ] );

		act( () =>
			screen.getByRole( 'button', { name: 'Move Email up' } ).focus()
		);
		await user.keyboard( '{Enter}' );

		expect( shareList() ).toEqual( [ 'Facebook', 'Email', 'X' ] );
		expect(
			screen.getByRole( 'button', { name: 'Move Email up' } )
		).toHaveFocus();
		expect(
			screen.getByText( 'Email moved to position 2 of 3.' )
		).toBeInTheDocument();

		await user.keyboard( '{Enter}' );
		expect( shareList() ).toEqual( [ 'Email', 'Facebook', 'X' ] );
		// At the top the button is disabled but keeps the focus.
		expect(
			screen.getByRole( 'button', { name: 'Move Email up' } )
		).toHaveFocus();
		expect(
			screen.getByRole( 'button', { name: 'Move Email up' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await save();
		expect( lastSaved< IconSettings >( OPTION ).share_networks ).toEqual( [
			'email',
			'facebook',
			'x',
		] );
	} );

	it( "shows each chosen network with its icon from the page's sprite", async () => {
		await renderScreen( 'Networks' );

		const icons = within(
			screen.getByRole( 'list', { name: 'Share icons' } )
		)
			.getAllByRole( 'listitem' )
			.map( ( item ) =>
				item.querySelector( 'svg use' )?.getAttribute( 'href' )
			);
		expect( icons ).toEqual( [
			'#shop-social-icons-facebook',
			'#shop-social-icons-x',
			'#shop-social-icons-email',
		] );
	} );

	it( "moves a network dropped on another's place, says where, and saves the new order", async () => {
		const { save } = await renderScreen( 'Networks' );
		const item = ( name: string ) =>
			screen
				.getAllByText( name, {
					selector: '.shop-social-icons-networks__name',
				} )[ 0 ]
				.closest( 'li' )!;
		const dataTransfer = {
			setData: jest.fn(),
			effectAllowed: '',
			dropEffect: '',
		};

		fireEvent.dragStart( item( 'Email' ), { dataTransfer } );
		fireEvent.dragOver( item( 'Facebook' ), { dataTransfer } );
		expect( item( 'Facebook' ) ).toHaveAttribute( 'data-drop-target' );
		fireEvent.drop( item( 'Facebook' ), { dataTransfer } );

		expect( shareList() ).toEqual( [ 'Email', 'Facebook', 'X' ] );
		expect(
			screen.getByText( 'Email moved to position 1 of 3.' )
		).toBeInTheDocument();
		expect( item( 'Facebook' ) ).not.toHaveAttribute( 'data-drop-target' );
		await save();
		expect( lastSaved< IconSettings >( OPTION ).share_networks ).toEqual( [
			'email',
			'facebook',
			'x',
		] );
	} );

	it( 'adds a network at the end and removes another', async () => {
		const { user, save } = await renderScreen( 'Networks' );

		await user.click(
			screen.getByRole( 'button', { name: 'Add Telegram' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Facebook' } )
		);

		expect( shareList() ).toEqual( [ 'X', 'Email', 'Telegram' ] );
		expect(
			screen.getByRole( 'button', { name: 'Add Facebook' } )
		).toBeInTheDocument();
		await save();
		expect( lastSaved< IconSettings >( OPTION ).share_networks ).toEqual( [
			'x',
			'email',
			'telegram',
		] );
	} );

	it( 'saves a profile address and drops one that was emptied', async () => {
		mockSettingsApi( {
			stored: {
				[ OPTION ]: iconSettings( {
					profiles: { youtube: 'https://youtube.com/@shop' },
				} ),
			},
		} );
		const { user, save } = await renderScreen( 'Networks' );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Instagram profile' } ),
			'https://instagram.com/shop'
		);
		await user.clear(
			screen.getByRole( 'textbox', { name: 'YouTube profile' } )
		);
		await save();

		expect( lastSaved< IconSettings >( OPTION ).profiles ).toEqual( {
			instagram: 'https://instagram.com/shop',
		} );
	} );
} );
