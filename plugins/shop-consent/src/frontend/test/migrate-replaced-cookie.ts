/**
 * Internal dependencies
 */
import type { ControllerEnv } from '../browser-env';
import { readConsentCookie } from '../consent-cookie';
import {
	REPLACED_COOKIE,
	migrateReplacedCookie,
	parseReplacedCookie,
} from '../migrate-replaced-cookie';
import { parseSettings } from '../settings';
import {
	BASE_SETTINGS,
	ID,
	resetPage,
	storeDecision,
} from './fixtures/controller-env';

const moove = ( value: unknown ) => {
	document.cookie = `${ REPLACED_COOKIE }=${ encodeURIComponent(
		JSON.stringify( value )
	) }; path=/`;
};

const migrate = () => {
	const env = {
		win: window,
		fetch: jest.fn< typeof fetch >(),
		reload: jest.fn(),
		navigate: jest.fn(),
		sendBeacon: jest.fn< ControllerEnv[ 'sendBeacon' ] >( () => true ),
	} satisfies ControllerEnv;
	migrateReplacedCookie(
		parseSettings( JSON.stringify( { ...BASE_SETTINGS, textVersion: 3 } ) ),
		env
	);
	return env.sendBeacon.mock.calls.map( ( [ url, body ] ) => [
		url,
		Object.fromEntries( body ),
	] );
};

describe( 'parseReplacedCookie', () => {
	it.each( [
		[ { strict: '1', thirdparty: '1', advanced: '0' }, [ 1, 1, 0 ] ],
		[ { strict: '1', thirdparty: '0', advanced: '1' }, [ 1, 0, 1 ] ],
		[ { strict: 1, thirdparty: 0, advanced: 0 }, [ 1, 0, 0 ] ],
		[ { strict: '0', thirdparty: '1', advanced: '1' }, [ 0, 0, 0 ] ],
	] )( 'reads %o', ( value, [ strict, thirdparty, advanced ] ) => {
		expect(
			parseReplacedCookie( encodeURIComponent( JSON.stringify( value ) ) )
		).toEqual( { strict, thirdparty, advanced } );
	} );

	it.each( [
		'',
		'not json',
		'%7B',
		encodeURIComponent( 'null' ),
		encodeURIComponent( '{"strict":"1","thirdparty":"2","advanced":"0"}' ),
		encodeURIComponent( '{"strict":"1","thirdparty":"1"}' ),
		encodeURIComponent( '{"strict":true,"thirdparty":"1","advanced":"1"}' ),
	] )( 'refuses %p', ( value ) => {
		expect( parseReplacedCookie( value ) ).toBeNull();
	} );
} );

describe( 'migrateReplacedCookie', () => {
	beforeEach( resetPage );

	it( 'turns the old decision into ours, logs it as migrated and deletes the old cookie', () => {
		moove( { strict: '1', thirdparty: '1', advanced: '0' } );

		const beacons = migrate();

		const record = readConsentCookie( document );
		expect( record ).toMatchObject( {
			strict: 1,
			thirdparty: 1,
			advanced: 0,
			version: 2,
		} );
		expect( record?.id ).toMatch( /^[0-9a-f]{32}$/ );
		expect( document.cookie ).not.toContain( REPLACED_COOKIE );
		expect( beacons ).toEqual( [
			[
				BASE_SETTINGS.rest.log,
				{
					strict: '1',
					thirdparty: '1',
					advanced: '0',
					version: '2',
					id: record?.id,
					textVersion: '3',
					region: '',
					source: 'migrated',
				},
			],
		] );
	} );

	it( 'happens once: the next page finds nothing to migrate', () => {
		moove( { strict: '1', thirdparty: '0', advanced: '0' } );
		migrate();
		const first = readConsentCookie( document );

		expect( migrate() ).toEqual( [] );
		expect( readConsentCookie( document ) ).toEqual( first );
	} );

	it( 'keeps a decision of ours and only deletes the old cookie', () => {
		storeDecision( { thirdparty: 0 } );
		moove( { strict: '1', thirdparty: '1', advanced: '1' } );

		expect( migrate() ).toEqual( [] );
		expect( readConsentCookie( document ) ).toMatchObject( {
			thirdparty: 0,
			id: ID,
		} );
		expect( document.cookie ).not.toContain( REPLACED_COOKIE );
	} );

	it( 'deletes a malformed old cookie and decides nothing', () => {
		document.cookie = `${ REPLACED_COOKIE }=garbage; path=/`;

		expect( migrate() ).toEqual( [] );
		expect( readConsentCookie( document ) ).toBeNull();
		expect( document.cookie ).not.toContain( REPLACED_COOKIE );
	} );

	it( 'does nothing without the old cookie', () => {
		expect( migrate() ).toEqual( [] );
		expect( readConsentCookie( document ) ).toBeNull();
	} );
} );
