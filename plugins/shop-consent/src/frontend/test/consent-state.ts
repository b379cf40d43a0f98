/**
 * Internal dependencies
 */
import {
	NOTHING,
	acceptAll,
	compare,
	decisionOf,
	gpcApplies,
	isDisabled,
	normalize,
	rejectAll,
	setStrict,
	toggle,
} from '../consent-state';
import type { Categories, ConsentRecord } from '../types';

const c = (
	strict: boolean,
	thirdparty: boolean,
	advanced: boolean
): Categories => ( {
	strict,
	thirdparty,
	advanced,
} );

describe( 'transitions', () => {
	it( 'accept all sets all three', () => {
		expect( acceptAll() ).toEqual( c( true, true, true ) );
	} );

	it( 'reject keeps strict only', () => {
		expect( rejectAll() ).toEqual( c( true, false, false ) );
	} );

	it( 'switching strict off unchecks and disables the others', () => {
		const off = setStrict( acceptAll(), false );

		expect( off ).toEqual( NOTHING );
		expect( isDisabled( off, 'thirdparty' ) ).toBe( true );
		expect( isDisabled( off, 'advanced' ) ).toBe( true );
		expect( isDisabled( off, 'strict' ) ).toBe( false );
	} );

	it( 'switching strict on enables the others, still unchecked', () => {
		const on = setStrict( NOTHING, true );

		expect( on ).toEqual( c( true, false, false ) );
		expect( isDisabled( on, 'thirdparty' ) ).toBe( false );
	} );

	it.each( [
		[
			'checks third-party',
			c( true, false, false ),
			'thirdparty',
			c( true, true, false ),
		],
		[
			'unchecks advanced',
			c( true, true, true ),
			'advanced',
			c( true, true, false ),
		],
		[
			'turns strict off and the rest with it',
			c( true, true, true ),
			'strict',
			c( false, false, false ),
		],
		[
			'turns strict on',
			c( false, false, false ),
			'strict',
			c( true, false, false ),
		],
		[
			'does not move a disabled category',
			c( false, false, false ),
			'advanced',
			c( false, false, false ),
		],
	] as const )( 'toggle %s', ( _, from, category, to ) => {
		expect( toggle( from, category ) ).toEqual( to );
	} );

	it.each( [
		[ c( false, true, true ), NOTHING ],
		[ c( true, false, true ), c( true, false, true ) ],
	] )( 'normalize(%o) gives %o', ( from, to ) => {
		expect( normalize( from ) ).toEqual( to );
	} );
} );

describe( 'decisionOf (the version rule)', () => {
	const record: ConsentRecord = {
		strict: 1,
		thirdparty: 1,
		advanced: 0,
		version: 2,
		id: 'abcdef01',
	};

	it.each( [
		[ 'no record', null, 1, null ],
		[ 'a record older than the configured version', record, 3, null ],
		[
			'a record of the configured version',
			record,
			2,
			c( true, true, false ),
		],
		[
			'a record newer than the configured version',
			record,
			1,
			c( true, true, false ),
		],
	] )( 'gives %s', ( _, stored, version, expected ) => {
		expect( decisionOf( stored, version ) ).toEqual( expected );
	} );
} );

describe( 'compare', () => {
	it.each( [
		[ 'the same', rejectAll(), rejectAll(), 'same', [], [] ],
		[
			'accept after reject',
			rejectAll(),
			acceptAll(),
			'raised',
			[ 'thirdparty', 'advanced' ],
			[],
		],
		[
			'reject after accept',
			acceptAll(),
			rejectAll(),
			'lowered',
			[],
			[ 'thirdparty', 'advanced' ],
		],
		[
			'all zero after reject',
			rejectAll(),
			NOTHING,
			'lowered',
			[],
			[ 'strict' ],
		],
		[
			'a swap of categories',
			c( true, true, false ),
			c( true, false, true ),
			'lowered',
			[ 'advanced' ],
			[ 'thirdparty' ],
		],
		[ 'strict back on', NOTHING, rejectAll(), 'raised', [ 'strict' ], [] ],
	] as const )( '%s', ( _, before, after, direction, added, removed ) => {
		expect( compare( before, after ) ).toEqual( {
			direction,
			added,
			removed,
		} );
	} );
} );

describe( 'gpcApplies', () => {
	it.each( [
		[ true, true, true ],
		[ true, false, false ],
		[ true, undefined, false ],
		[ false, true, false ],
	] )( 'setting %s, signal %s: %s', ( enabled, signal, expected ) => {
		expect( gpcApplies( enabled, { globalPrivacyControl: signal } ) ).toBe(
			expected
		);
	} );
} );
