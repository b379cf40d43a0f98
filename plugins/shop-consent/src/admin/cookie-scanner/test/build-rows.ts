/**
 * Internal dependencies
 */
import database from '../../../../data/known-cookies.json';
import { buildRows, rowFromSaved, toListItem } from '../build-rows';
import type { CookieListItem, KnownCookies } from '../types';

const known = database as KnownCookies;

const saved = ( item: Partial< CookieListItem > ): CookieListItem => ( {
	name: '',
	type: 'cookie',
	category: 'thirdparty',
	service: '',
	purpose: '',
	duration: '',
	host: '',
	...item,
} );

describe( 'buildRows', () => {
	it( 'matches found items, flags unknown ones and sorts by category, type and name', () => {
		const rows = buildRows(
			[
				{ name: 'shop_scan_test', type: 'cookie' },
				{ name: '_ga_XYZ', type: 'cookie' },
				{ name: 'shop_consent', type: 'cookie' },
				{ name: 'storeApiNonce', type: 'localStorage' },
				{ name: '_fbp', type: 'cookie' },
			],
			known,
			[]
		);

		expect(
			rows.map( ( { name, category, known: isKnown, pattern } ) => [
				name,
				category,
				isKnown,
				pattern,
			] )
		).toEqual( [
			[ 'shop_consent', 'strict', true, 'shop_consent' ],
			[ 'storeApiNonce', 'strict', true, 'storeApiNonce' ],
			[ '_ga_XYZ', 'thirdparty', true, '_ga_*' ],
			[ 'shop_scan_test', 'thirdparty', false, 'shop_scan_test' ],
			[ '_fbp', 'advanced', true, '_fbp' ],
		] );
		expect( rows[ 2 ] ).toMatchObject( {
			service: 'Google Analytics',
			duration: '2 years',
			type: 'cookie',
			host: '',
		} );
	} );

	it( 'lists a third-party host with the cookies the database says it sets', () => {
		const rows = buildRows(
			[
				{ name: 'www.youtube.com', type: 'host' },
				{ name: 'cdn.unknown.example', type: 'host' },
			],
			known,
			[]
		);

		expect(
			rows.map( ( row ) => [ row.name, row.type, row.host, row.known ] )
		).toEqual( [
			[ 'PREF', 'cookie', 'youtube.com', true ],
			[ 'VISITOR_PRIVACY_METADATA', 'cookie', 'youtube.com', true ],
			[ 'YSC', 'cookie', 'youtube.com', true ],
			[ 'cdn.unknown.example', 'host', '', false ],
			[ 'www.youtube.com', 'host', '', true ],
			[ 'VISITOR_INFO1_LIVE', 'cookie', 'youtube.com', true ],
		] );
	} );

	it( 'keeps the admin’s saved choices and the saved items this scan did not find', () => {
		const rows = buildRows(
			[
				{ name: '_ga', type: 'cookie' },
				{ name: 'shop_scan_test', type: 'cookie' },
			],
			known,
			[
				saved( { name: '_ga', category: 'advanced', purpose: '' } ),
				saved( {
					name: 'shop_scan_test',
					service: 'Test',
					purpose: 'E2E',
				} ),
				saved( { name: 'only_after_checkout', category: 'strict' } ),
			]
		);

		expect( rows.map( ( row ) => [ row.name, row.category ] ) ).toEqual( [
			[ 'only_after_checkout', 'strict' ],
			[ 'shop_scan_test', 'thirdparty' ],
			[ '_ga', 'advanced' ],
		] );
		// An empty saved purpose does not hide the database's.
		expect( rows[ 2 ].purpose ).toBe(
			'Distinguishes visitors for statistics.'
		);
		expect( rows[ 1 ] ).toMatchObject( {
			service: 'Test',
			purpose: 'E2E',
			known: false,
		} );
	} );
} );

describe( 'rowFromSaved', () => {
	it( 'tells known from unknown saved items and finds their clearing pattern', () => {
		expect(
			rowFromSaved( saved( { name: '_gat_UA-1' } ), known )
		).toMatchObject( { known: true, pattern: '_gat*' } );
		expect(
			rowFromSaved( saved( { name: 'YSC', host: 'youtube.com' } ), known )
				.known
		).toBe( true );
		expect(
			rowFromSaved( saved( { name: 'x.example', type: 'host' } ), known )
				.known
		).toBe( false );
	} );
} );

describe( 'toListItem', () => {
	it( 'keeps only what the list stores', () => {
		const row = rowFromSaved( saved( { name: '_ga' } ), known );
		expect( Object.keys( toListItem( row ) ).sort() ).toEqual( [
			'category',
			'duration',
			'host',
			'name',
			'purpose',
			'service',
			'type',
		] );
	} );
} );
