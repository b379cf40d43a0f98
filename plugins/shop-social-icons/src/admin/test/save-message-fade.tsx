/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { MESSAGE_FADE_MS, MESSAGE_VISIBLE_MS } from '../use-fading-result';
import { mockSettingsApi, renderScreen } from './fixtures/render-screen';
import { iconSettings, invalidParamError } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_social_icons_settings';

const notice = ( text: string ) =>
	screen.queryByText( text, { selector: '.components-notice__content' } );

const advance = ( ms: number ) =>
	act( async () => {
		jest.advanceTimersByTime( ms );
	} );

describe( 'a tab’s save message', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it.each( [
		[ 'success', undefined, 'Settings saved.' ],
		[
			'error',
			invalidParamError(
				OPTION,
				'shop_social_icons_settings[size] is not of type integer.'
			),
			'shop_social_icons_settings[size] is not of type integer.',
		],
	] )(
		'shows the %s message for 5 s, then fades it and removes it',
		async ( _kind, saveError, text ) => {
			mockSettingsApi( {
				stored: { [ OPTION ]: iconSettings() },
				saveError,
			} );
			const { save } = await renderScreen( 'Appearance', undefined, {
				advanceTimers: jest.advanceTimersByTime,
			} );
			await save();
			await screen.findByText( text, {
				selector: '.components-notice__content',
			} );
			const wrapper = () =>
				notice( text )?.closest( '.shop-social-icons-save' );

			await advance( MESSAGE_VISIBLE_MS - 1 );
			expect( notice( text ) ).toBeVisible();
			expect( wrapper() ).not.toHaveClass( 'is-fading' );

			await advance( 1 );
			expect( wrapper() ).toHaveClass( 'is-fading' );

			await advance( MESSAGE_FADE_MS );
			expect( notice( text ) ).not.toBeInTheDocument();
		}
	);

	it( 'counts the 5 s again after a second save', async () => {
		mockSettingsApi( { stored: { [ OPTION ]: iconSettings() } } );
		const { save } = await renderScreen( 'Appearance', undefined, {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await save();
		await screen.findByText( 'Settings saved.', {
			selector: '.components-notice__content',
		} );
		await advance( 4000 );
		await save();
		await advance( 4000 );

		expect( notice( 'Settings saved.' ) ).toBeVisible();
		expect(
			notice( 'Settings saved.' )?.closest( '.shop-social-icons-save' )
		).not.toHaveClass( 'is-fading' );
	} );
} );
