/**
 * Internal dependencies
 */
import { acceptAll, rejectAll } from '../consent-state';
import { createPublicApi } from '../public-api';
import { readConsentCookie } from '../consent-cookie';
import {
	flush,
	resetPage,
	settle,
	setup,
	storeDecision,
} from './fixtures/controller-env';

describe( 'window.shopConsent', () => {
	beforeEach( resetPage );

	it( 'get gives null without a decision, has gives the default in force', async () => {
		const { controller } = setup();
		await controller.start();
		const api = createPublicApi( controller );

		expect( api.get() ).toBeNull();
		expect( api.has( 'strict' ) ).toBe( true );
		expect( api.has( 'thirdparty' ) ).toBe( false );
	} );

	it( 'get and has read the decision', async () => {
		storeDecision( { advanced: 1 } );
		const { controller } = setup();
		await controller.start();
		const api = createPublicApi( controller );

		expect( api.get() ).toEqual( {
			strict: true,
			thirdparty: false,
			advanced: true,
		} );
		expect( api.has( 'advanced' ) ).toBe( true );
	} );

	it( 'set merges over the current state and records a decision', async () => {
		const { controller, env } = setup();
		await controller.start();
		const api = createPublicApi( controller );

		api.set( { thirdparty: true } );
		await settle();

		expect( readConsentCookie( document ) ).toMatchObject( {
			strict: 1,
			thirdparty: 1,
			advanced: 0,
		} );
		expect(
			Object.fromEntries( env.sendBeacon.mock.calls[ 0 ][ 1 ] ).source
		).toBe( 'api' );
	} );

	it( 'onChange calls back on every change until unsubscribed', async () => {
		const { controller } = setup();
		await controller.start();
		const api = createPublicApi( controller );
		const callback = jest.fn();
		const unsubscribe = api.onChange( callback );

		api.set( acceptAll() );
		unsubscribe();
		api.set( { advanced: false } );
		await settle();

		expect( callback ).toHaveBeenCalledTimes( 1 );
		expect( callback ).toHaveBeenCalledWith( {
			categories: acceptAll(),
			previous: rejectAll(),
		} );
	} );

	it( 'openSettings opens the settings view', async () => {
		const { controller } = setup();
		await controller.start();

		createPublicApi( controller ).openSettings();
		await flush();

		expect( controller.getState().view ).toBe( 'settings' );
	} );
} );
