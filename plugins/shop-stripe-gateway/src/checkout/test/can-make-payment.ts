/**
 * Internal dependencies
 */
import { canMakePayment } from '../can-make-payment';
import type { CardMethodSettings } from '../types';

describe( 'canMakePayment', () => {
	it.each< [ string, CardMethodSettings, boolean ] >( [
		[ 'no settings at all', {}, false ],
		[
			'settings without keys',
			{ title: 'Card', isConfigured: false },
			false,
		],
		[
			'settings with both keys',
			{ title: 'Card', isConfigured: true },
			true,
		],
	] )( 'with %s returns %s', ( _name, settings, expected ) => {
		expect( canMakePayment( settings ) ).toBe( expected );
	} );
} );
