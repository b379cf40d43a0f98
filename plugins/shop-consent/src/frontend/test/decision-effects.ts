/**
 * Internal dependencies
 */
import { readConsentCookie } from '../consent-cookie';
import { createConsentEffects, RELOAD_DELAY_MS } from '../consent-effects';
import { acceptAll, rejectAll } from '../consent-state';
import type { Categories, ConsentRecord } from '../types';
import {
	ID,
	fakeEnv,
	flush,
	resetPage,
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
	createConsentEffects( testSettings(), env ).decided( {
		record: recordOf( next ),
		previous,
		next,
		source: 'settings',
		region: 'EU',
		consentType: 'optin',
		redirect,
	} );
	return env;
}

describe( 'the effects of a decision', () => {
	beforeEach( resetPage );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'stores the record, marks <html>, logs it and injects what was newly allowed', async () => {
		const env = decide( rejectAll(), acceptAll() );
		await flush();

		expect( readConsentCookie( document ) ).toEqual(
			recordOf( acceptAll() )
		);
		expect( document.documentElement ).toHaveAttribute(
			'data-shop-consent-decided',
			'1'
		);
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

		const env = decide( acceptAll(), {
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

		const env = decide( acceptAll(), rejectAll(), '/privacy/' );
		jest.advanceTimersByTime( RELOAD_DELAY_MS );

		expect( env.navigate ).toHaveBeenCalledWith( '/privacy/' );
		expect( env.reload ).not.toHaveBeenCalled();
	} );

	it( 'tells the integrations', () => {
		decide( rejectAll(), acceptAll() );

		expect( Array.from( window.dataLayer?.[ 0 ] as IArguments ) ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( { analytics_storage: 'granted' } ),
		] );
	} );
} );
