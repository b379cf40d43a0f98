/**
 * External dependencies
 */
import { renderHook, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { schemaAt, useSettingSchema } from '../setting-schema';
import { settingsApiDouble } from '../testing/settings-api-double';

jest.mock( '@wordpress/api-fetch' );

const OPTION = 'shop_test_settings';
const SCHEMA = {
	type: 'object',
	properties: {
		colours: {
			type: 'object',
			properties: { link: { type: 'string', pattern: '^#[0-9a-f]{6}$' } },
		},
	},
};

describe( 'useSettingSchema', () => {
	it( 'reads the option’s schema from the description of /wp/v2/settings', async () => {
		settingsApiDouble( OPTION, {}, { schema: SCHEMA } );

		const { result } = renderHook( () => useSettingSchema( OPTION ) );

		await waitFor( () => expect( result.current ).toEqual( SCHEMA ) );
		expect( apiFetch ).toHaveBeenCalledWith( {
			path: '/wp/v2/settings',
			method: 'OPTIONS',
		} );
	} );

	it( 'stays null when the description fails or names no such option', async () => {
		const mock = jest.mocked( apiFetch );
		mock.mockReset();
		mock.mockRejectedValueOnce( new Error( 'offline' ) );
		const failed = renderHook( () => useSettingSchema( OPTION ) );
		mock.mockResolvedValueOnce( { schema: { properties: {} } } );
		const unknown = renderHook( () => useSettingSchema( OPTION ) );

		await waitFor( () => expect( mock ).toHaveBeenCalledTimes( 2 ) );
		expect( failed.result.current ).toBeNull();
		expect( unknown.result.current ).toBeNull();
	} );
} );

describe( 'schemaAt', () => {
	it.each( [
		[ [ 'colours', 'link' ], SCHEMA.properties.colours.properties.link ],
		[ [ 'colours' ], SCHEMA.properties.colours ],
		[ [ 'colours', 'missing' ], undefined ],
		[ [], SCHEMA ],
	] )( 'finds the field at %j', ( path, expected ) => {
		expect( schemaAt( SCHEMA, path ) ).toBe( expected );
	} );

	it( 'finds nothing without a schema', () => {
		expect( schemaAt( null, [ 'colours' ] ) ).toBeUndefined();
	} );
} );
