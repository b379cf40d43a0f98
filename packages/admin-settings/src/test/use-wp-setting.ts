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
import { settingsApiDouble } from '../testing/settings-api-double';
import { useWpSetting } from '../use-wp-setting';

jest.mock( '@wordpress/api-fetch' );

interface Shape {
	enabled: boolean;
	days: number;
}

const STORED: Shape = { enabled: true, days: 30 };
const TEXTS = {
	loadFailed: 'Could not load.',
	saveFailed: 'Could not save.',
	saved: 'Saved.',
	saveLabel: 'Save',
};

/**
 * The settings endpoint with `my_option` stored beside another option.
 *
 * @param saveAnswer What a POST resolves with (the sent data when absent).
 * @param saveError  What a POST rejects with.
 */
function mockSettingsApi( saveAnswer?: unknown, saveError?: unknown ) {
	settingsApiDouble( 'my_option', STORED, { saveAnswer, saveError } );
}

async function loadedHook() {
	const hook = renderHook( () =>
		useWpSetting< Shape >( 'my_option', TEXTS )
	);
	await waitFor( () => expect( hook.result.current.value ).not.toBeNull() );
	return hook;
}

describe( 'useWpSetting', () => {
	it( 'reads its option from /wp/v2/settings', async () => {
		mockSettingsApi();
		const { result } = await loadedHook();

		expect( apiFetch ).toHaveBeenCalledWith( { path: '/wp/v2/settings' } );
		expect( result.current.value ).toEqual( STORED );
		expect( result.current.result ).toEqual( { status: 'idle' } );
	} );

	it( 'posts the edited value under its name and reports success', async () => {
		mockSettingsApi();
		const { result } = await loadedHook();

		act( () => result.current.update( ( v ) => ( { ...v, days: 7 } ) ) );
		await act( () => result.current.save() );

		expect( apiFetch ).toHaveBeenLastCalledWith( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { my_option: { ...STORED, days: 7 } },
		} );
		expect( result.current.result ).toEqual( { status: 'success' } );
		expect( result.current.isSaving ).toBe( false );
	} );

	it( 'shows what the server stored when it normalised the value', async () => {
		mockSettingsApi( { my_option: { enabled: true, days: 730 } } );
		const { result } = await loadedHook();

		act( () => result.current.update( ( v ) => ( { ...v, days: 9999 } ) ) );
		await act( () => result.current.save() );

		expect( result.current.value ).toEqual( { enabled: true, days: 730 } );
	} );

	it( 'keeps the edits and reports the field the server refused', async () => {
		const detail =
			'my_option[days] must be between 1 (inclusive) and 730 (inclusive)';
		mockSettingsApi( undefined, {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): my_option',
			data: { status: 400, params: { my_option: detail } },
		} );
		const { result } = await loadedHook();

		act( () => result.current.update( ( v ) => ( { ...v, days: 0 } ) ) );
		await act( () => result.current.save() );

		expect( result.current.result ).toEqual( {
			status: 'error',
			message: detail,
		} );
		expect( result.current.value?.days ).toBe( 0 );
	} );

	it( 'falls back to the caller’s words when the failure says nothing', async () => {
		// A reply with no message (a proxy's 502 page is not JSON: api-fetch rejects with what it could parse).
		mockSettingsApi( undefined, { code: 'fetch_error' } );
		const { result } = await loadedHook();

		await act( () => result.current.save() );

		expect( result.current.result ).toEqual( {
			status: 'error',
			message: 'Could not save.',
		} );
	} );

	it( 'forgets the last result when dismissed', async () => {
		mockSettingsApi();
		const { result } = await loadedHook();
		await act( () => result.current.save() );

		act( () => result.current.dismissResult() );

		expect( result.current.result ).toEqual( { status: 'idle' } );
	} );

	it( 'reports a failed load and edits nothing', async () => {
		jest.mocked( apiFetch ).mockReset();
		jest.mocked( apiFetch ).mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const { result } = renderHook( () =>
			useWpSetting< Shape >( 'my_option', TEXTS )
		);

		await waitFor( () =>
			expect( result.current.loadError ).toBe(
				'Sorry, you are not allowed to do that.'
			)
		);
		act( () => result.current.update( ( v ) => ( { ...v, days: 1 } ) ) );
		await act( () => result.current.save() );
		expect( result.current.value ).toBeNull();
		expect( apiFetch ).toHaveBeenCalledTimes( 1 );
	} );
} );
