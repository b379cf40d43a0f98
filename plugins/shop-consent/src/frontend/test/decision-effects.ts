/**
 * Internal dependencies
 */
import { readConsentCookie } from '../consent-cookie';
import { createConsentEffects } from '../consent-effects';
import { acceptAll, rejectAll } from '../consent-state';
import { RELOAD_DELAY_MS, applyDecision } from '../decision-effects';
import type { Categories, ConsentRecord } from '../types';
import {
	ID,
	fakeEnv,
	flush,
	loadActions,
	resetPage,
	storeDecision,
	testSettings,
} from './fixtures/controller-env';

const recordOf = ( categories: Categories ): ConsentRecord => ( {
	strict: categories.strict ? 1 : 0,
	thirdparty: categories.thirdparty ? 1 : 0,
	advanced: categories.advanced ? 1 : 0,
	version: 2,
	id: ID,
} );

function decide( previous: Categories, next: Categories, redirect = '' ) {
	const env = fakeEnv();
	const settings = testSettings();
	const record = applyDecision(
		{ previous, next, source: 'settings', region: 'EU', redirect },
		settings,
		env,
		createConsentEffects( settings, env, loadActions )
	);
	return { env, record };
}

describe( 'the effects of a decision', () => {
	beforeEach( resetPage );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'stores the record with the stored id, logs it and injects what was newly allowed', async () => {
		storeDecision( { version: 1 } );
		const { env, record } = decide( rejectAll(), acceptAll() );
		await flush();

		expect( readConsentCookie( document ) ).toEqual(
			recordOf( acceptAll() )
		);
		expect( record ).toEqual( recordOf( acceptAll() ) );
		expect( window.shopConsentStored ).toEqual( record );
		const [ url, body ] = env.sendBeacon.mock.calls[ 0 ];
		expect( url ).toBe( '/wp-json/shop-consent/v1/log' );
		expect( Object.fromEntries( body ) ).toEqual( {
			strict: '1',
			thirdparty: '1',
			advanced: '1',
			version: '2',
			id: ID,
			textVersion: '1',
			region: 'EU',
			source: 'settings',
		} );
		expect( window.ran ).toEqual( [ 'analytics', 'ads' ] );
		expect( env.reload ).not.toHaveBeenCalled();
	} );

	it( 'after a lowering clears through the server and reloads, injecting nothing', () => {
		jest.useFakeTimers();
		document.cookie = '_fbp=fb; path=/';

		const { env } = decide( acceptAll(), {
			strict: true,
			thirdparty: true,
			advanced: false,
		} );

		expect( document.cookie ).not.toContain( '_fbp' );
		const [ clearUrl, init ] = env.fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( clearUrl ).toBe( '/wp-json/shop-consent/v1/clear-cookies' );
		expect( String( init.body ) ).toBe( 'categories=advanced' );
		jest.advanceTimersByTime( RELOAD_DELAY_MS );
		expect( env.reload ).toHaveBeenCalledTimes( 1 );
		expect( env.fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'goes to the redirect instead of reloading', () => {
		jest.useFakeTimers();

		const { env } = decide( acceptAll(), rejectAll(), '/privacy/' );
		jest.advanceTimersByTime( RELOAD_DELAY_MS );

		expect( env.navigate ).toHaveBeenCalledWith( '/privacy/' );
		expect( env.reload ).not.toHaveBeenCalled();
	} );

	it( 'gives a first decision a new random id', () => {
		const { record } = decide( rejectAll(), acceptAll() );

		expect( record.id ).toMatch( /^[0-9a-f]{32}$/ );
		expect( record.id ).not.toBe( ID );
	} );
} );
