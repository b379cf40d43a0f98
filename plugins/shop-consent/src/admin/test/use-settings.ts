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
import { storedSettings } from './fixtures/settings';

jest.mock( '@wordpress/api-fetch' );

async function loadedHook() {
	const hook = renderHook( () => useSettings() );
	await waitFor( () =>
		expect( hook.result.current.settings ).not.toBeNull()
	);
	return hook;
}

// The load/save cycle itself is tested in packages/admin-settings (useWpSetting): this is its use for this option.
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
