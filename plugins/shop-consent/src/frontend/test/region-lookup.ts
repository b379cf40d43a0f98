/**
 * External dependencies
 */
import { LOG_PREFIX } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { lookUpRegion } from '../region-lookup';
import { fakeEnv } from './fixtures/controller-env';

describe( 'lookUpRegion', () => {
	it( 'gives the geo endpoint’s answer', async () => {
		const env = fakeEnv( { model: 'optout', region: 'US-CA', gpc: true } );

		await expect( lookUpRegion( '/geo', env ) ).resolves.toEqual( {
			model: 'optout',
			region: 'US-CA',
			gpc: true,
		} );
		expect( env.fetch.mock.calls[ 0 ][ 0 ] ).toBe( '/geo' );
	} );

	it( 'counts a failed lookup as opt-in, with a warning', async () => {
		const error = new Error( 'offline' );

		await expect(
			lookUpRegion( '/geo', fakeEnv( error ) )
		).resolves.toEqual( { model: 'optin', region: '', gpc: false } );
		expect( console ).toHaveWarnedWith(
			`${ LOG_PREFIX } consent geo lookup failed`,
			error
		);
	} );
} );
