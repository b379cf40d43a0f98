/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { useSettings } from '../use-settings';
import { mockSettingsApi } from './fixtures/render-screen';
import { invalidParamError, storedSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

async function loadedHook() {
	const hook = renderHook( () => useSettings() );
	await waitFor( () =>
		expect( hook.result.current.settings ).not.toBeNull()
	);
	return hook;
}

describe( 'useSettings', () => {
	it( 'reads shop_consent_settings from /wp/v2/settings', async () => {
		mockSettingsApi();
		const { result } = await loadedHook();

		expect( apiFetch ).toHaveBeenCalledWith( { path: '/wp/v2/settings' } );
		expect( result.current.settings ).toEqual( storedSettings() );
		expect( result.current.result ).toEqual( { status: 'idle' } );
	} );

	it( 'posts the edited settings and reports success', async () => {
		mockSettingsApi();
		const { result } = await loadedHook();

		act( () => result.current.update( ( s ) => ( { ...s, gpc: false } ) ) );
		await act( () => result.current.save() );

		expect( apiFetch ).toHaveBeenLastCalledWith( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {
				shop_consent_settings: { ...storedSettings(), gpc: false },
			},
		} );
		expect( result.current.result ).toEqual( { status: 'success' } );
		expect( result.current.isSaving ).toBe( false );
	} );

	it( 'keeps the edits and reports the server message when the save is refused', async () => {
		const detail =
			'shop_consent_settings[cookie_lifetime_days] must be between 1 (inclusive) and 730 (inclusive)';
		mockSettingsApi( storedSettings(), invalidParamError( detail ) );
		const { result } = await loadedHook();

		act( () =>
			result.current.update( ( s ) => ( {
				...s,
				cookie_lifetime_days: 0,
			} ) )
		);
		await act( () => result.current.save() );

		expect( result.current.result ).toEqual( {
			status: 'error',
			message: detail,
		} );
		expect( result.current.settings?.cookie_lifetime_days ).toBe( 0 );
	} );

	it( 'forgets the last result when dismissed', async () => {
		mockSettingsApi();
		const { result } = await loadedHook();
		await act( () => result.current.save() );

		act( () => result.current.dismissResult() );

		expect( result.current.result ).toEqual( { status: 'idle' } );
	} );

	it( 'reports a failed load', async () => {
		jest.mocked( apiFetch ).mockReset();
		jest.mocked( apiFetch ).mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const { result } = renderHook( () => useSettings() );

		await waitFor( () =>
			expect( result.current.loadError ).toBe(
				'Sorry, you are not allowed to do that.'
			)
		);
		expect( result.current.settings ).toBeNull();
	} );
} );
